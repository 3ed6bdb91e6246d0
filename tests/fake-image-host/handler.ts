/**
 * @module One request through the fake host: control calls go to the control API; image
 * paths get their normal answer (an image, a placeholder 404, or a body a test set) bent by
 * the matching fault; anything else is a loud 404 recorded in `host.unexpected`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { parseImagePath } from './catalogue.ts'
import { handleControl } from './control.ts'
import type { ControlTarget } from './control.ts'
import { replyWithFault } from './fault-replies.ts'
import type { FaultRules, FaultTarget } from './fault-rules.ts'
import { noiseJpeg } from '#tests/fixtures/forged-images.ts'
import { renderPlaceholder, renderQuality } from './images.ts'
import { NOISE_PREFIX, PHOTO_PREFIX } from './videos.ts'
import type { Recorder, RequestRecord } from './recorder.ts'
import { sendUnexpected } from './replies.ts'
import type { Normal } from './replies.ts'
import type { Timers } from './timers.ts'
import type { VideoTable } from './videos.ts'

/** The host state a request reads. */
export type HostState = {
  origin: () => string
  faults: FaultRules
  videos: VideoTable
  bodies: Map<string, Normal>
  recorder: Recorder
  timers: Timers
  control: ControlTarget
  onUnexpected: ((request: RequestRecord) => void) | undefined
}

/** Builds the `node:http` request listener. */
export function createHandler(state: HostState) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    handle(req, res, state).catch((error: unknown) => {
      // A bug in the fake itself: make it visible (the test setup fails on console.error).
      console.error('fake image host failed:', error)
      if (!res.headersSent) res.writeHead(500).end()
      else res.destroy()
    })
  }
}

async function handle(req: IncomingMessage, res: ServerResponse, state: HostState) {
  const path = req.url ?? ''
  if (path.startsWith('/__')) {
    state.recorder.request(req, true)
    return handleControl(req, res, state.control)
  }
  const target = resolve(path, state)
  const allowed = req.method === 'GET' || req.method === 'HEAD'
  const record = state.recorder.request(req, Boolean(target) && allowed)
  if (!target || !allowed) {
    if (record) state.onUnexpected?.(record)
    return sendUnexpected(req, res)
  }
  const fault = state.faults.take(target.where)
  const normal = await target.normal()
  return replyWithFault(fault, { req, res, normal, origin: state.origin(), timers: state.timers })
}

type Target = { where: FaultTarget; normal: () => Promise<Normal> }

function resolve(path: string, state: HostState): Target | undefined {
  const image = parseImagePath(path)
  const where: FaultTarget = { path, id: image?.id, quality: image?.row.quality }
  const body = state.bodies.get(path)
  if (body) return { where, normal: async () => body }
  if (!image) return undefined
  const { id, row } = image
  if (state.videos.missing(id).has(row.quality)) {
    return { where, normal: async () => placeholder404() }
  }
  const worst = id.startsWith(NOISE_PREFIX) && row.quality === 'maxresdefault'
  return {
    where,
    normal: async () => ({
      status: 200,
      body: worst
        ? await renderNoise()
        : await renderQuality(row.quality, id.startsWith(PHOTO_PREFIX) ? 'photo' : 'drawing'),
      contentType: row.contentType,
    }),
  }
}

let noise: Promise<Buffer> | undefined
/** The 2560×1440 noise JPEG (tests/fixtures/forged-images.ts), made once. */
const renderNoise = () => (noise ??= noiseJpeg())

async function placeholder404(): Promise<Normal> {
  return { status: 404, body: await renderPlaceholder(), contentType: 'image/jpeg' }
}

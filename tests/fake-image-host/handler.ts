/**
 * @module One request through the fake host: control calls go to the control API; image
 * paths get their normal answer (an image, a placeholder 404, or a body a test set) bent by
 * the matching fault; anything else is a loud 404 recorded in `host.unexpected`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { parseImagePath, QUALITIES } from './catalogue.ts'
import type { QualityId } from './catalogue.ts'
import { handleControl } from './control.ts'
import type { ControlTarget } from './control.ts'
import { replyWithFault } from './fault-replies.ts'
import type { FaultRules, FaultTarget } from './fault-rules.ts'
import { noiseJpeg } from '#tests/fixtures/forged-images.ts'
import {
  EXTRA_PREFIXES,
  extraAnswer,
  letterboxedMain,
  pillarboxedMain,
  oembedAnswer,
  parseExtraPath,
} from './extras.ts'
import { dataApiAnswer, feedAnswer } from './feeds.ts'
import { renderPicture, renderPlaceholder, renderQuality } from './images.ts'
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
  /** Every video's pictures photo-like (server.ts, `photos`), not only the `photo` ids'. */
  photos: boolean
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
  if (target.delayMs && !(await state.timers.wait(target.delayMs, res))) return
  const normal = await target.normal()
  return replyWithFault(fault, { req, res, normal, origin: state.origin(), timers: state.timers })
}

type Target = { where: FaultTarget; normal: () => Promise<Normal>; delayMs?: number }

function resolve(path: string, state: HostState): Target | undefined {
  const image = parseImagePath(path)
  const where: FaultTarget = { path, id: image?.id, quality: image?.row.quality }
  const body = state.bodies.get(path)
  if (body) return { where, normal: async () => body }
  if (!image) return resolveOther(path, state)
  const { id, row } = image
  if (state.videos.missing(id).has(row.quality)) {
    return { where, normal: async () => placeholder404() }
  }
  // The host's "200 with the placeholder" for a size it lacks (extras.ts, placeholder200).
  if (id.startsWith(EXTRA_PREFIXES.placeholder200)) {
    if (row.quality === 'maxresdefault') return { where, normal: placeholder200 }
    if (row.quality === 'fullhd') return { where, normal: async () => placeholder404() }
  }
  const worst = id.startsWith(NOISE_PREFIX) && row.quality === 'maxresdefault'
  return {
    where,
    normal: async () => ({
      status: 200,
      body: worst ? await renderNoise() : await mainBytes(id, row.quality, state),
      contentType: row.contentType,
    }),
  }
}

/** Whether this video's pictures are photo-like: a `photo` id, or every id on a `photos` host. */
const photoLike = (id: string, state: HostState) => state.photos || id.startsWith(PHOTO_PREFIX)

/** A main quality's picture for this video: photo-like or drawn, letterboxed in 4:3 for some. */
async function mainBytes(id: string, quality: QualityId, state: HostState): Promise<Buffer> {
  const row = QUALITIES.find((q) => q.quality === quality)
  const fourThree = row ? row.width * 3 === row.height * 4 : false
  const letterbox = letterboxedMain(id) && fourThree
  if (!photoLike(id, state))
    return renderQuality(quality, 'drawing', letterbox, pillarboxedMain(id))
  const photo = await renderQuality(quality, 'photo', letterbox, pillarboxedMain(id))
  return row?.format === 'jpeg' ? withComment(photo, id) : photo
}

/**
 * The JPEG with `text` in a comment segment (COM, ITU-T T.81 B.2.4.5) after its JFIF header
 * (APP0, which JFIF wants right after the start-of-image marker), or after that marker when it
 * has none: the same pixels in bytes of each video's own, as a real host's files are, so a
 * server's caches keyed by the bytes (its inspections, by hash) never answer for another video.
 * Made per request: a copy of the cached picture, cheap beside its sending.
 */
function withComment(jpeg: Buffer, text: string): Buffer {
  const app0 = jpeg[2] === 0xff && jpeg[3] === 0xe0
  // A segment's length counts its own two bytes and what follows them, not its marker.
  const at = app0 ? 4 + jpeg.readUInt16BE(4) : 2
  const comment = Buffer.from(text, 'latin1')
  const segment = Buffer.alloc(4)
  segment.writeUInt16BE(0xfffe, 0)
  segment.writeUInt16BE(comment.length + 2, 2)
  return Buffer.concat([jpeg.subarray(0, at), segment, comment, jpeg.subarray(at)])
}

/** The extra names (extras.ts), the oEmbed endpoint and the lists (feeds.ts); else undefined. */
function resolveOther(path: string, state: HostState): Target | undefined {
  const list = feedAnswer(path) ?? dataApiAnswer(path)
  if (list) {
    const { id, status, body, contentType, delayMs } = list
    return {
      where: { path, id, quality: 'list' },
      normal: async () => ({ status, body, contentType }),
      delayMs,
    }
  }
  const oembed = oembedAnswer(path)
  if (oembed) {
    const { id, status, body, contentType, delayMs } = oembed
    return {
      where: { path, id, quality: 'oembed' },
      normal: async () => ({ status, body, contentType }),
      delayMs,
    }
  }
  const extra = parseExtraPath(path)
  if (!extra) return undefined
  const { id, name, webp } = extra
  const quality = webp ? `webp:${name}` : name
  const where: FaultTarget = { path, id, quality }
  const answer = extraAnswer(id, name, webp, state.videos.missing(id))
  const contentType = webp ? 'image/webp' : 'image/jpeg'
  switch (answer.kind) {
    case 'missing':
      return { where, normal: async () => placeholder404() }
    case 'placeholder200':
      return { where, normal: placeholder200 }
    case 'main':
      return {
        where,
        // Byte for byte the main quality's file, as that one is served.
        normal: async () => ({
          status: 200,
          body: await mainBytes(id, answer.quality, state),
          contentType,
        }),
      }
    case 'own':
      return {
        where,
        normal: async () => {
          const format = webp ? 'webp' : 'jpeg'
          if (!photoLike(id, state))
            return { status: 200, body: await renderPicture({ ...answer, format }), contentType }
          const photo = await renderPicture({ ...answer, format }, 'photo')
          return { status: 200, body: webp ? photo : withComment(photo, id), contentType }
        },
      }
  }
}

async function placeholder200(): Promise<Normal> {
  return { status: 200, body: await renderPlaceholder(), contentType: 'image/jpeg' }
}

let noise: Promise<Buffer> | undefined
/**
 * Noise at maxres's 1280×720 (tests/fixtures/forged-images.ts), made once: the costliest picture
 * a lookup lists under that name, and upscaled to 1920×1080 for fullhd, the costliest output.
 */
const renderNoise = () => (noise ??= noiseJpeg(1280, 720))

async function placeholder404(): Promise<Normal> {
  return { status: 404, body: await renderPlaceholder(), contentType: 'image/jpeg' }
}

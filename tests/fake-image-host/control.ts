/**
 * @module The control API, so a server in another process can be driven like toxiproxy's:
 * `PUT /__fault {"mode","path"?,"id"?,"quality"?,"times"?}`, `DELETE /__fault`,
 * `PUT /__video {"id","missing"}`, `POST /__reset`, `GET /__state`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FaultScope } from './fault-rules.ts'
import type { HostStats, RequestRecord } from './recorder.ts'
import type { VideoSpec } from './videos.ts'

/** What the control API can do to a host. */
export type ControlTarget = {
  setFault(mode: string, scope?: FaultScope): void
  clearFaults(): void
  setVideo(id: string, spec: VideoSpec): void
  reset(): void
  state(): {
    stats: HostStats
    requests: readonly RequestRecord[]
    unexpected: readonly RequestRecord[]
    faults: { mode: string; scope: FaultScope }[]
  }
}

const MAX_BODY = 64 * 1024

/** Answers one `/__…` request. */
export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  host: ControlTarget,
): Promise<void> {
  const route = `${req.method} ${req.url}`
  try {
    if (route === 'GET /__state') return json(res, 200, host.state())
    if (route === 'DELETE /__fault') host.clearFaults()
    else if (route === 'POST /__reset' || route === 'PUT /__reset') host.reset()
    else if (route === 'PUT /__fault') {
      const { mode, path, id, quality, times } = (await readJson(req)) as FaultScope & {
        mode: string
      }
      if (typeof mode !== 'string') throw new Error('"mode" must be a string')
      host.setFault(mode, { path, id, quality, times })
    } else if (route === 'PUT /__video') {
      const { id, missing } = (await readJson(req)) as VideoSpec & { id: string }
      if (typeof id !== 'string') throw new Error('"id" must be a string')
      host.setVideo(id, { missing })
    } else return json(res, 404, { error: `no control route ${route}` })
    res.writeHead(204).end()
  } catch (error) {
    json(res, 400, { error: error instanceof Error ? error.message : String(error) })
  }
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY) throw new Error('control body too large')
    chunks.push(chunk)
  }
  const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  if (typeof parsed !== 'object' || parsed === null) throw new Error('body must be a JSON object')
  return parsed
}

function json(res: ServerResponse, status: number, value: unknown): void {
  const body = Buffer.from(JSON.stringify(value))
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': body.length })
  res.end(body)
}

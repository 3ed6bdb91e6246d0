/**
 * A ZIP written as it goes (yazl, docs/decisions/024-streamed-zip-with-yazl.md): each picture
 * is added whole, stored (pictures are compressed already), so its local header carries its
 * size and CRC and no data descriptor follows — a reader can walk the entries as they arrive
 * (the page counts them for its progress). Only what the client has not read yet is held:
 * `room()` waits while more than `maxBufferedBytes` are queued in the Node stream (the web
 * stream in front of it holds about one more chunk), and a picture yazl has written out is let
 * go (`forget` below).
 */
import { Readable } from 'node:stream'
import yazl from 'yazl'

export type ZipWriter = {
  /** The archive as a web stream, for the response body. */
  readonly body: ReadableStream<Uint8Array>
  add(name: string, bytes: Uint8Array): void
  /** Resolves once the queue has room, or at once when the reader has gone. */
  room(): Promise<void>
  end(): void
  /** Called once if the reader cancels (the client went away) before the end. */
  onCancel(listener: () => void): void
}

export function createZipWriter({
  maxBufferedBytes = 4 * 1024 * 1024,
  mtime = new Date(),
}: { maxBufferedBytes?: number; mtime?: Date } = {}): ZipWriter {
  const zip = new yazl.ZipFile()
  const output = zip.outputStream as Readable & { writableLength?: number }
  let finished = false
  let gone = false
  const listeners: (() => void)[] = []
  output.once('end', () => (finished = true))
  output.once('close', () => {
    if (finished || gone) return
    gone = true
    for (const listener of listeners) listener()
  })
  const queued = () => output.readableLength + (output.writableLength ?? 0)

  return {
    body: Readable.toWeb(output) as ReadableStream<Uint8Array>,
    add(name, bytes) {
      if (gone) return
      zip.addBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), name, {
        compress: false,
        mtime,
      })
      forgetOnceWritten(zip)
    },
    async room() {
      while (!gone && queued() > maxBufferedBytes) {
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer)
            output.off('data', done)
            output.off('close', done)
            resolve()
          }
          // 'data' fires as the reader takes a chunk; the timer is a safety net.
          const timer = setTimeout(done, 50)
          output.once('data', done)
          output.once('close', done)
        })
      }
    },
    end() {
      if (!gone) zip.end()
    },
    onCancel(listener) {
      listeners.push(listener)
    },
  }
}

/** What `forgetOnceWritten` touches of a yazl entry (node_modules/yazl/index.js, `Entry`). */
type PumpedEntry = { state: number; doFileDataPump: (() => void) | null }
const FILE_DATA_DONE = 3

/**
 * yazl's `addBuffer` keeps the bytes in the closure it stores as the entry's
 * `doFileDataPump`, and keeps every entry until the archive ends (for the central directory),
 * so each picture of a batch would stay in memory until its last one (docs/performance.md,
 * Batches). Dropping that closure once it has run lets the picture go as
 * soon as the stream has passed it on. The entry just added is the last one; yazl may have
 * written it already (when nothing was ahead of it), else it runs the closure later.
 */
function forgetOnceWritten(zip: yazl.ZipFile) {
  const entries = (zip as unknown as { entries?: PumpedEntry[] }).entries
  const entry = entries?.at(-1)
  const pump = entry?.doFileDataPump
  if (!entry || !pump) return
  if (entry.state === FILE_DATA_DONE) {
    entry.doFileDataPump = null
    return
  }
  entry.doFileDataPump = () => {
    entry.doFileDataPump = null
    pump()
  }
}

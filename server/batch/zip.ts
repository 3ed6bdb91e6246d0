/**
 * A ZIP written as it goes (APPNOTE.TXT 6.3.10, docs/decisions/032-streamed-zip-written-here.md):
 * each picture is added whole and stored (pictures are compressed already), so its local header
 * carries its size and CRC-32 and no data descriptor follows — a reader can walk the entries as
 * they arrive (core/zip-entries.ts; the page counts them for its progress). Only what the client
 * has not read yet is held: `room()` waits while more than `maxBufferedBytes` are queued in the
 * stream, and a picture is let go once the reader has taken it; the archive keeps only each
 * entry's central directory record. No ZIP64: a batch stays far below its limits (4 GiB,
 * 65535 entries), and an entry past them is refused.
 */
import { crc32 } from 'node:zlib'

export type ZipWriter = {
  /** The archive as a web stream, for the response body. */
  readonly body: ReadableStream<Uint8Array>
  add(name: string, bytes: Uint8Array): void
  /** Resolves once the queue has room, or at once when the reader has gone. */
  room(): Promise<void>
  end(): void
  /**
   * Called once if the reader cancels (the client went away) before the end, or stalls: takes
   * nothing for `stallMs` while the queue is full (the stream then ends with an error).
   */
  onCancel(listener: () => void): void
}

// APPNOTE.TXT 4.3.7 (local file header), 4.3.12 (central directory), 4.3.16 (its end).
const LOCAL_HEADER = 0x04034b50
const CENTRAL_HEADER = 0x02014b50
const END_OF_CENTRAL_DIRECTORY = 0x06054b50
/** General purpose bit 11: the name is UTF-8 (APPNOTE.TXT 4.4.4, appendix D). */
const UTF8_NAME = 1 << 11
/** 2.0, the version that reads the UTF-8 flag; made by Unix (3) to 6.3 (APPNOTE.TXT 4.4.2). */
const VERSION_NEEDED = 20
const VERSION_MADE_BY = (3 << 8) | 63
/** A regular file, rw-rw-r--, in the high half of the external attributes (Unix). */
const FILE_ATTRIBUTES = (0o100664 << 16) >>> 0
/** 0xFFFFFFFF and 0xFFFF in the end record mean "see the ZIP64 record" (APPNOTE.TXT 4.4.1.4). */
const MAX_OFFSET = 0xfffffffe
const MAX_ENTRIES = 0xfffe

type Written = { name: Buffer; crc: number; size: number; offset: number }

/** The most the stream hands its reader at once: a picture of megabytes goes out in slices. */
const SLICE_BYTES = 64 * 1024

export function createZipWriter({
  maxBufferedBytes = 4 * 1024 * 1024,
  mtime = new Date(),
  stallMs = Number.POSITIVE_INFINITY,
}: {
  maxBufferedBytes?: number
  mtime?: Date
  /** How long a full queue may wait for the reader before the stream is given up. */
  stallMs?: number
} = {}): ZipWriter {
  const stamp = { ...dosDateTime(mtime), unix: Math.floor(mtime.getTime() / 1000) }
  const entries: Written[] = []
  const waiting: (() => void)[] = []
  const listeners: (() => void)[] = []
  const wake = () => waiting.splice(0).forEach((resolve) => resolve())
  let offset = 0
  let gone = false
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => void (controller = c),
      // Called as the reader takes chunks and the queue drops below its bound.
      pull: wake,
      cancel: () => stop(),
    },
    { highWaterMark: maxBufferedBytes, size: (chunk) => chunk.byteLength },
  )
  /** The reader is gone (it cancelled, or `stalled` says it stopped taking): nothing more. */
  function stop(stalled?: Error) {
    if (gone) return
    gone = true
    if (stalled) controller.error(stalled)
    wake()
    for (const listener of listeners) listener()
  }
  // In slices, so that a slow reader's progress shows slice by slice (room(), stallMs).
  const write = (...chunks: Uint8Array[]) => {
    for (const chunk of chunks)
      for (let at = 0; at < chunk.length; at += SLICE_BYTES)
        controller.enqueue(chunk.subarray(at, at + SLICE_BYTES))
  }

  return {
    body,
    add(name, bytes) {
      if (gone) return
      const entry = { name: Buffer.from(name), crc: crc32(bytes) >>> 0, size: bytes.length, offset }
      const next = offset + 30 + entry.name.length + entry.size
      if (next > MAX_OFFSET || entries.length === MAX_ENTRIES)
        throw new Error('ZIP64 would be needed')
      entries.push(entry)
      offset = next
      write(header(LOCAL_HEADER, entry, stamp), entry.name, bytes)
    },
    async room() {
      const queued = () => -(controller.desiredSize ?? 0)
      while (!gone && queued() > 0) {
        // A reader that takes a slice in stallMs is reading, however slowly; one that takes
        // nothing is given up.
        const before = queued()
        let timer: ReturnType<typeof setTimeout> | undefined
        const pulled = await new Promise<boolean>((resolve) => {
          waiting.push(() => resolve(true))
          if (Number.isFinite(stallMs)) timer = setTimeout(() => resolve(false), stallMs)
        })
        clearTimeout(timer)
        if (!pulled && !gone && queued() >= before)
          stop(new Error(`the reader took nothing for ${stallMs} ms`))
      }
    },
    end() {
      if (gone) return
      for (const entry of entries)
        write(header(CENTRAL_HEADER, entry, stamp), entry.name, ut(stamp))
      const size = entries.reduce((sum, entry) => sum + 46 + entry.name.length + 9, 0)
      const end = Buffer.alloc(22)
      end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0)
      end.writeUInt16LE(entries.length, 8)
      end.writeUInt16LE(entries.length, 10)
      end.writeUInt32LE(size, 12)
      end.writeUInt32LE(offset, 16)
      write(end)
      controller.close()
    },
    onCancel(listener) {
      listeners.push(listener)
    },
  }
}

type Stamp = { time: number; date: number; unix: number }

/** A local file header (30 bytes) or a central directory record (46), without the name. */
function header(signature: number, entry: Written, stamp: Stamp): Buffer {
  const central = signature === CENTRAL_HEADER
  const bytes = Buffer.alloc(central ? 46 : 30)
  bytes.writeUInt32LE(signature, 0)
  // The central record has "version made by" first; the rest is the local header's, shifted.
  if (central) bytes.writeUInt16LE(VERSION_MADE_BY, 4)
  const at = central ? 2 : 0
  bytes.writeUInt16LE(VERSION_NEEDED, 4 + at)
  bytes.writeUInt16LE(UTF8_NAME, 6 + at)
  bytes.writeUInt16LE(0, 8 + at) // stored
  bytes.writeUInt16LE(stamp.time, 10 + at)
  bytes.writeUInt16LE(stamp.date, 12 + at)
  bytes.writeUInt32LE(entry.crc, 14 + at)
  bytes.writeUInt32LE(entry.size, 18 + at) // compressed
  bytes.writeUInt32LE(entry.size, 22 + at) // uncompressed
  bytes.writeUInt16LE(entry.name.length, 26 + at)
  if (central) {
    bytes.writeUInt16LE(9, 30) // extra field: the UT timestamp below
    bytes.writeUInt32LE(FILE_ATTRIBUTES, 38)
    bytes.writeUInt32LE(entry.offset, 42)
  }
  return bytes
}

/** Info-ZIP's extended timestamp, central form (APPNOTE.TXT 4.6.1 lists it as 0x5455). */
function ut(stamp: Stamp): Buffer {
  const field = Buffer.alloc(9)
  field.writeUInt16LE(0x5455, 0)
  field.writeUInt16LE(5, 2)
  field.writeUInt8(0b11, 4) // mtime (and atime, as Info-ZIP sets it; the central form omits it)
  field.writeInt32LE(Math.max(-0x80000000, Math.min(0x7fffffff, stamp.unix)), 5)
  return field
}

/** MS-DOS date and time in local time, 2-second steps, clamped to 1980–2107 (APPNOTE.TXT 4.4.6). */
function dosDateTime(at: Date): { time: number; date: number } {
  const min = new Date(1980, 0, 1)
  const max = new Date(2107, 11, 31, 23, 59, 58)
  const d = at < min ? min : at > max ? max : at
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  }
}

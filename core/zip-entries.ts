/**
 * Walks the entries of a ZIP as its bytes arrive, for an archive whose entries are stored
 * (method 0) with their sizes in the local header, as `POST /api/batch` writes them
 * (server/batch/zip.ts): each entry is a 30-byte header, its name, its extra field and its
 * data, one after the other (APPNOTE.TXT 4.3.7). The page counts the pictures with it while
 * the download runs and reads report.csv from the end; the tests open the archive with it.
 */
export type ZipEntry = { name: string; offset: number; size: number; crc32: number }

export type ZipScan = {
  entries: ZipEntry[]
  /** Where the next entry header would start: the walk resumes from here. */
  next: number
  /** True once the central directory is reached: no entry follows. */
  ended: boolean
}

const LOCAL_HEADER = 0x04034b50
const CENTRAL_HEADER = 0x02014b50
const DATA_DESCRIPTOR_FLAG = 0x0008
const names = new TextDecoder('utf-8')

/**
 * The entries whose header and data lie wholly within `bytes[0, length)`, from `from` on.
 * Throws on an entry it cannot walk (compressed, or sizes in a data descriptor).
 *
 * @example
 * let scan = scanZip(received, received.length)             // a first chunk
 * scan = scanZip(received, received.length, scan.next)       // after more arrived
 */
export function scanZip(bytes: Uint8Array, length = bytes.length, from = 0): ZipScan {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const entries: ZipEntry[] = []
  let at = from
  while (at + 4 <= length) {
    const signature = view.getUint32(at, true)
    if (signature === CENTRAL_HEADER) return { entries, next: at, ended: true }
    if (signature !== LOCAL_HEADER) throw new Error(`not a ZIP entry at byte ${at}`)
    if (at + 30 > length) break
    const flags = view.getUint16(at + 6, true)
    const method = view.getUint16(at + 8, true)
    if (flags & DATA_DESCRIPTOR_FLAG || method !== 0) {
      throw new Error('only stored entries with their sizes in the header can be walked')
    }
    const crc32 = view.getUint32(at + 14, true)
    const size = view.getUint32(at + 18, true)
    const nameLength = view.getUint16(at + 26, true)
    const extraLength = view.getUint16(at + 28, true)
    const offset = at + 30 + nameLength + extraLength
    if (offset + size > length) break
    const name = names.decode(bytes.subarray(at + 30, at + 30 + nameLength))
    entries.push({ name, offset, size, crc32 })
    at = offset + size
  }
  return { entries, next: at, ended: false }
}

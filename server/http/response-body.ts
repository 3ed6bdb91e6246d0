/**
 * @module Buffers we keep (cached conversions, the client build in memory) sent as response
 * bodies without a copy. `new Uint8Array(buffer)` copies the bytes: every download and every
 * page would allocate its file again, and a slow downloader would hold that copy for as long
 * as it reads (docs/reliability.md, H5).
 */

/**
 * A view of `bytes` that a Response accepts as its body.
 * @example c.body(responseBody(file.bytes), 200, headers)
 */
export function responseBody(bytes: Buffer): Uint8Array<ArrayBuffer> {
  // sharp, undici and readFile hand back Buffers on plain ArrayBuffers, never shared ones.
  return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength)
}

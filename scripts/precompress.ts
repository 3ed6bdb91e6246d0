/**
 * Usage: node scripts/precompress.ts [dir]   (run by `npm run build`)
 * Writes .br (brotli 11) and .gz (gzip 9) beside every compressible file of
 * the client build, so the server sends the smallest encoding without
 * compressing per request. A variant that would not be smaller is not written.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.data',
  '.txt',
  '.xml',
  '.svg',
  '.webmanifest',
  '.ico',
])
/**
 * Below this a variant saves less than its `Content-Encoding` header costs; above it, small
 * files count too: a first visit loads several small scripts (docs/performance.md, Lighthouse).
 */
const MIN_BYTES = 256

const root = process.argv[2] ?? 'build/client'
let written = 0
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue
  const path = join(entry.parentPath, entry.name)
  const body = await readFile(path)
  if (body.length < MIN_BYTES) continue
  const variants = {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz: gzipSync(body, { level: 9 }),
  }
  for (const [ext, compressed] of Object.entries(variants)) {
    if (compressed.length >= body.length) continue
    await writeFile(`${path}.${ext}`, compressed)
    written += 1
  }
}
console.log(`precompress: wrote ${written} variants under ${root}`)

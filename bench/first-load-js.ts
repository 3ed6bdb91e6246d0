/**
 * Usage: node bench/first-load-js.ts [page]   (after `npm run build`; page defaults to `/`, e.g. `/ar/`)
 * The JavaScript a first visit to the page loads: every `/assets/*.js` its prerendered
 * HTML (build/client/index.html for `/`) names, plus the chunks those import statically, each with its size
 * raw and brotli-compressed at quality 11 (what scripts/precompress.ts serves). Response
 * headers are not counted; Lighthouse's "JS KiB" (docs/performance.md) adds them.
 */
import { readFileSync } from 'node:fs'
import { brotliCompressSync, constants } from 'node:zlib'

const ROOT = new URL('../build/client/', import.meta.url)
const page = process.argv[2] ?? '/'
const html = readFileSync(new URL(`.${page.replace(/\/?$/, '/')}index.html`, ROOT), 'utf8')
const queue = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0])
const files = new Set<string>()
for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
  if (files.has(path)) continue
  files.add(path)
  const source = readFileSync(new URL(`.${path}`, ROOT), 'utf8')
  for (const match of source.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g)) {
    queue.push(`/assets/${match[1]}`)
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
let raw = 0
let brotli = 0
for (const path of [...files].sort()) {
  const bytes = readFileSync(new URL(`.${path}`, ROOT))
  const packed = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length
  raw += bytes.length
  brotli += packed
  console.log(`${path.padEnd(40)} ${kib(bytes.length).padStart(10)} ${kib(packed).padStart(10)}`)
}
console.log(`${files.size} files: ${kib(raw)} raw, ${kib(brotli)} brotli`)

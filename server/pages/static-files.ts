/**
 * The built client (hashed assets, public files, prerendered pages) held in
 * memory with its precompressed variants: the whole site is a few megabytes,
 * and serving from memory means no disk I/O and no stat() per request.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { extname, join, relative, sep } from 'node:path'
import { htmlPolicy } from '../http/csp.ts'

export type StaticFile = {
  body: Buffer
  /** Precompressed variants written by scripts/precompress.ts, when smaller. */
  encoded: { br?: Buffer; gzip?: Buffer }
  type: string
  /**
   * One strong ETag per representation (RFC 9110 §8.8.3): the identity bytes' hash, and
   * that hash marked `-br` / `-gz` for the precompressed variants, which are other bytes.
   */
  etags: { identity: string; br?: string; gzip?: string }
  cacheControl: string
  /** Rendered at build time from the site settings (HTML, route data, robots, sitemap). */
  prerendered: boolean
  /** For HTML: the Content-Security-Policy hashing its inline scripts. */
  csp?: string
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.data': 'text/x-script',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

/** Resource routes prerendered from the site settings, beside the HTML and `.data` files. */
const PRERENDERED_RESOURCES = new Set(['/robots.txt', '/sitemap.xml'])

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=0, must-revalidate'
const ONE_DAY = 'public, max-age=86400'

/** URL path of a file in the client build: `about/index.html` → `/about`. */
export function urlPathOf(relativePath: string): string {
  const path = `/${relativePath.split(sep).join('/')}`
  if (path === '/index.html') return '/'
  return path.endsWith('/index.html') ? path.slice(0, -'/index.html'.length) : path
}

export async function loadStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>()
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const ext = extname(entry.name)
    if (ext === '.br' || ext === '.gz') continue
    const fullPath = join(entry.parentPath, entry.name)
    const urlPath = urlPathOf(relative(root, fullPath))
    const body = await readFile(fullPath)
    const prerendered = ext === '.html' || ext === '.data' || PRERENDERED_RESOURCES.has(urlPath)
    const br = await readIfPresent(`${fullPath}.br`)
    const gzip = await readIfPresent(`${fullPath}.gz`)
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22)
    files.set(urlPath, {
      body,
      encoded: { br, gzip },
      type: TYPES[ext] ?? 'application/octet-stream',
      etags: {
        identity: `"${hash}"`,
        ...(br && { br: `"${hash}-br"` }),
        ...(gzip && { gzip: `"${hash}-gz"` }),
      },
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : prerendered ? REVALIDATE : ONE_DAY,
      prerendered,
      csp: ext === '.html' ? htmlPolicy(body.toString('utf8')) : undefined,
    })
  }
  return files
}

async function readIfPresent(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

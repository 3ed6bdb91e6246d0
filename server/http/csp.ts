/**
 * Content Security Policy for our HTML (docs/reliability.md, D1): nothing
 * inline runs or applies unless its hash is listed. React Router's prerendered
 * pages carry inline hydration scripts and the site's stylesheet is inlined
 * (docs/performance.md, Lighthouse), so each HTML body gets a policy with the
 * SHA-256 of each of its inline scripts and <style> blocks (computed once per
 * static file, per response for rendered pages).
 * https://www.w3.org/TR/CSP3/#grammardef-hash-source
 */
import { createHash } from 'node:crypto'

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi

/** `'sha256-…'` sources for every inline script of an HTML document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  return hashesOf(html, INLINE_SCRIPT)
}

/** `'sha256-…'` sources for every <style> block of an HTML document, in order, without repeats. */
export function inlineStyleHashes(html: string): string[] {
  return hashesOf(html, INLINE_STYLE)
}

function hashesOf(html: string, element: RegExp): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(element)) {
    const digest = createHash('sha256')
      .update(match[1] ?? '', 'utf8')
      .digest('base64')
    hashes.add(`'sha256-${digest}'`)
  }
  return [...hashes]
}

/**
 * @example htmlPolicy(html) // "default-src 'none'; script-src 'self' 'sha256-…'; …"
 */
export function htmlPolicy(html: string): string {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...inlineScriptHashes(html)].join(' '),
    ["style-src 'self'", ...inlineStyleHashes(html)].join(' '),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ')
}

/** For everything that is not a page: nothing may load, nothing may frame it. */
export const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'"

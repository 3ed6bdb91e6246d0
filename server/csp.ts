/**
 * Content Security Policy for our HTML (RELIABILITY D1): nothing inline runs
 * unless its hash is listed. React Router's prerendered pages carry inline
 * hydration scripts, so each HTML body gets a policy with the SHA-256 of each
 * of its inline scripts (computed once per static file, per response for
 * rendered pages). https://www.w3.org/TR/CSP3/#grammardef-hash-source
 */
import { createHash } from 'node:crypto'

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi

/** `'sha256-…'` sources for every inline script of an HTML document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
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
    "style-src 'self'",
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

/**
 * Content Security Policy for our HTML (docs/reliability.md, D1): nothing
 * inline runs or applies unless the policy names it. React Router's pages carry
 * inline hydration scripts and the site's stylesheet is inlined
 * (docs/performance.md, Lighthouse), so:
 * - a prerendered page (a file fixed at build time) lists the SHA-256 of each of its inline
 *   scripts and <style> blocks, computed once when the server loads it;
 * - a page rendered per request gets a fresh nonce, which the render writes on the scripts
 *   and the stylesheet it emits itself (app/entry.server.tsx), so a script that reached the
 *   page some other way (say, through a bug in escaping) has no nonce and does not run;
 * - any other HTML allows no inline script or style at all.
 * https://www.w3.org/TR/CSP3/#grammardef-hash-source, #grammardef-nonce-source
 */
import { createHash, randomBytes } from 'node:crypto'

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
 * The policy of a prerendered page: its inline blocks by hash.
 * @example htmlPolicy(html) // "default-src 'none'; script-src 'self' 'sha256-…'; …"
 */
export function htmlPolicy(html: string): string {
  return policyWith(inlineScriptHashes(html), inlineStyleHashes(html))
}

/**
 * The policy of a page rendered per request: its inline blocks by nonce.
 * @example renderedPolicy(nonce) // "default-src 'none'; script-src 'self' 'nonce-…'; …"
 */
export function renderedPolicy(nonce: string): string {
  return policyWith([`'nonce-${nonce}'`], [`'nonce-${nonce}'`])
}

/**
 * The policy of a page of the development server (`npm run dev`), which renders without a
 * nonce: React's development build reports the nonce that browsers hide from the DOM as a
 * hydration mismatch on every page. Inline scripts and styles run; everything else is as above.
 */
export const DEVELOPMENT_POLICY = policyWith(["'unsafe-inline'"], ["'unsafe-inline'"])

/** For HTML that brought no policy of its own: no inline script or style runs. */
export const NO_INLINE_POLICY = policyWith([], [])

/** 128 random bits, base64: a nonce used once, for one response (CSP3 §7.2). */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

function policyWith(scriptSources: readonly string[], styleSources: readonly string[]): string {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scriptSources].join(' '),
    ["style-src 'self'", ...styleSources].join(' '),
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

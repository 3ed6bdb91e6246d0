/**
 * The nonce of this render's Content-Security-Policy (server/http/csp.ts), for a
 * component that writes an inline script of its own: app/entry.server.tsx provides
 * it on a page rendered per request. Undefined when prerendering (the server allows a
 * prerendered page's inline scripts by their hashes) and in the browser, which
 * never needs it: scripts React adds after the page loaded do not run.
 */
import { createContext, use } from 'react'

export const CspNonceContext = createContext<string | undefined>(undefined)

export function useCspNonce(): string | undefined {
  return use(CspNonceContext)
}

/**
 * The one contract between the server and the React app: what a page's loader
 * or action may get from the server through the router context. The server
 * builds it per request with the `createLoadContext` that app/entry.server.tsx
 * exports (server/pages/site-build.ts loads it from the build); the app reads
 * it in app/lib/load-context.server.ts. Pages prerendered at build time have
 * the site settings but no services.
 */
import type { RouterContextProvider } from 'react-router'
import type { BatchFormRefusal } from '#core/batch-form.ts'
import type { ContactFormRefusal } from '#core/contact-outcome.ts'
import type { Site } from '#core/site.ts'
import type { RateLimiter } from '../http/admission/rate-limit.ts'
import type { ThumbnailService } from '../thumbnails/service.ts'

/** The server's engines a per-request render may call. */
export type Services = {
  thumbnails: ThumbnailService
  /**
   * Lookups per client, the bucket `GET /api/thumbnails` charges (server/thumbnails/limits.ts,
   * THUMBNAIL_LIMITS.lookup): a deep link's lookup is charged to the render's `client` in it too.
   */
  lookupLimiter: RateLimiter
}

/**
 * Per render: the nonce of the page's Content-Security-Policy (server/http/csp.ts); the client
 * it is for (server/http/client-key.ts), whom a lookup is charged to; and for the answer to a
 * refused Many links or contact form post, the refusal and what was posted
 * (core/batch-form.ts, core/contact-outcome.ts).
 */
export type RenderOptions = {
  cspNonce?: string
  client?: string
  batchRefusal?: BatchFormRefusal
  contactRefusal?: ContactFormRefusal
}

export type CreateLoadContext = (
  site: Site,
  services: Services,
  render?: RenderOptions,
) => RouterContextProvider

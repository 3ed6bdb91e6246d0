import type { ThumbnailService } from '../thumbnails/service.ts'

/**
 * What the server lends to page loaders and actions through the router
 * context (app/lib/services.server.ts reads it). Pages prerendered at build
 * time have no services: only per-request renders may use them.
 */
export type Services = {
  thumbnails: ThumbnailService
}

/**
 * The thumbnail capability's admission limits (docs/reliability.md, Limits), enforced by the
 * kit in server/http/admission/ as api.ts configures it. The host budget is a setting
 * (HOST_REQUESTS_PER_SECOND, default `UPSTREAM_LIMITS.requestsPerSecond` in upstream.ts).
 */
export const THUMBNAIL_LIMITS = {
  /**
   * Lookups per client: 120 a minute (one back every half second) with a burst of 60, counted
   * on every `GET /api/thumbnails?url=`. A person pastes a link every few seconds at most; a
   * lookup of a new video costs the image host one request per name probed (host-budget.ts
   * bounds them all).
   */
  lookup: { capacity: 60, refillMs: 500 },
  /**
   * Conversions per client: 60 a minute (one back a second) with a burst of 20, charged only
   * when a download's conversion really runs (not for a cached file, not when the queue refuses
   * it as busy, not for a preview: render.ts). A person downloads a file every few seconds at most.
   */
  conversion: { capacity: 20, refillMs: 1_000 },
  /**
   * Conversions running at once, per core. A conversion is mostly single-threaded stages (the
   * JPEG decoder, the PNG and WebP encoders; sharp runs each with one libvips thread:
   * convert.ts), so one per core leaves a core idle whenever a conversion waits on its fetch,
   * its reply or a stage the other thread could not share. Two per core convert faster than one
   * (docs/performance.md, "Conversions at the floor"); the time-bounded queue keeps the latency
   * bound whatever this is, since slower tasks shrink the places.
   */
  conversionsPerCore: 2,
  /** Conversions waiting, per core: under a second of usual ones (docs/reliability.md, H1). */
  queuedPerCore: 10,
  /** Places one client may hold: a page's six previews and a download, with one to spare (H6). */
  placesPerClient: 8,
  /**
   * How long a conversion may take from joining the queue to its result: the 3 s the plan allows
   * a download under overload (H2, H7), less half a second for the host fetch and the reply.
   */
  conversionLatencyMs: 2_500,
  /** A usual conversion (H1): the queue's estimate until it has timed its own, so a cold server offers every place. */
  firstConversionMs: 100,
} as const

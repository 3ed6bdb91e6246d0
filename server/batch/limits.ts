import { FEED_VIDEOS } from '#core/batch.ts'

/**
 * The batch capability's limits (docs/reliability.md, Limits): per batch (service.ts) and across
 * every batch (api.ts, routes.ts), enforced by the kit in server/http/admission/.
 */
export const BATCH_LIMITS = {
  /** Videos in flight for one ZIP. */
  perBatch: 3,
  /** Videos in flight across every batch. */
  videosInFlight: 6,
  /** Batches streaming at once; the next is a 503 with Retry-After. */
  activeBatches: 8,
  /** Of those, one client's at once; its next is a 429 with Retry-After: one address cannot hold them all. */
  activePerClient: 2,
  /** A ZIP whose reader takes nothing this long while its queue is full is cut, freeing its place. */
  stalledReaderMs: 30_000,
  /** Per client: a burst of batches, then a slow refill a person pasting lists never meets. */
  rate: { capacity: 10, refillMs: 30_000 },
  /** Playlists and channels expanded at once for one batch. */
  expansions: 4,
  /** A batch's lists are read by then; the rest are `timeout` rows, and the ZIP starts. */
  planTimeoutMs: 20_000,
  /**
   * Per client: requests for lists (a feed, or a Data API call, which spends the key's daily
   * quota): a burst of a few batches' worth, then a slow refill.
   */
  listReads: { capacity: 50, refillMs: 30_000 },
  /** Each lookup and each download: as long as a single request may take (server/http/deadline.ts). */
  stepTimeoutMs: 10_000,
  /** A full conversion queue (503 for a single download) is waited out this often, then reported. */
  overloadedRetries: 5,
  overloadedWaitMs: 1_000,
} as const

/**
 * `GET /api/lists/newest` (newest.ts): a list's newest videos, read through the batch's expander
 * and charged to the same per-client `listReads`; each request also takes one of the client's
 * lookups (THUMBNAIL_LIMITS.lookup, shared by server/app.ts), as a pasted link does.
 */
export const NEWEST_LIMITS = {
  /** Videos an answer lists: as many as the public feed gives (FEED_VIDEOS), with a key too. */
  videos: FEED_VIDEOS,
  /** A list read is kept this long, in this process or in Redis: uploads come hours apart. */
  cacheMs: 5 * 60_000,
  /** A list that does not exist, this long: it may be made public meanwhile. */
  missingCacheMs: 60_000,
  /** Lists kept in this process without REDIS_URL; an answer is at most a few KiB of JSON. */
  cacheEntries: 1_000,
} as const

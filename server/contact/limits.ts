/**
 * The contact capability's admission limits (docs/reliability.md, Limits and F7); the daily cap
 * itself is a setting (CONTACT_DAILY_CAP). The form's own limits, the field lengths and the body
 * size, are core's CONTACT_LIMITS (core/contact-rules.ts), shared with the page.
 */
export const CONTACT_SERVER_LIMITS = {
  /**
   * Per client: a burst a person writing to us never meets, then a slow refill that keeps a
   * script from filling the daily cap.
   */
  rate: { capacity: 5, refillMs: 2 * 60 * 1000 },
  /**
   * The share of the daily cap one source may take in 24 hours, and at least 1 message. A source
   * is the sender's address range (address-range.ts) or the range that fetched the token; a
   * message counts against both.
   */
  sourceShare: 0.02,
  /**
   * The share that messages without a token may take together: the form posted before its script
   * ran has no time trap (decision 006), so a bot that mimics it is bounded here.
   */
  tokenlessShare: 0.1,
  /** Retry-After at the daily cap: the cap counts a sliding 24 hours, so room returns as messages age out. */
  dailyCapRetrySeconds: 3600,
  /**
   * Retry-After when the store cannot be reached (PostgreSQL down): a pool reconnects on the next
   * query, so a retry soon may well succeed, and the nonce makes it safe.
   */
  storeRetrySeconds: 10,
  /**
   * How long a save waits for a write lock another connection holds (SQLite: a maintenance
   * session, waited out on timers; PostgreSQL: `lock_timeout` on the save lock), before it is
   * answered like a store that cannot be reached.
   */
  storeLockWaitMs: 2_000,
  /**
   * PostgreSQL: each call's whole time here, and each statement's on the server
   * (`statement_timeout`); past it, the same answer.
   */
  storeDeadlineMs: 5_000,
} as const

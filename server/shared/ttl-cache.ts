/**
 * A bounded in-memory cache with a time to live per entry. Least recently
 * used entries go first when it holds more than `maxEntries` entries or, with
 * `sizeOf`, more than `maxBytes`. A Map keeps insertion order, so the oldest
 * key is the first one; a hit moves its key to the end. Caches given one
 * `budget` (CacheBudget) also share a byte budget: past it, the least recently
 * used entry of any of them goes first.
 */
export type TtlCacheOptions<V> = {
  maxEntries: number
  maxBytes?: number
  sizeOf?: (value: V) => number
  now?: () => number
  /** Told of every hit and miss and of what the cache holds, for the metrics (metrics.ts). */
  observer?: CacheObserver
  /** The byte budget this cache shares with others (CACHE_MEMORY_MB, server/config.ts). */
  budget?: CacheBudget
}

export type CacheObserver = {
  hit(): void
  /** No entry, or an expired one. */
  miss(): void
  /** What the cache holds now, after an entry came or went. */
  holds(entries: number, bytes: number): void
}

/** One entry as the shared budget sees it: its size, and how to drop it from its cache. */
type Budgeted = { readonly size: number; readonly drop: () => void }

/**
 * One byte budget for several caches (the engine's lookups, sources and outputs, and the
 * titles: server/start.ts). It keeps every entry of every cache in one least-recently-used
 * order, so a cache whose entries are asked for again keeps them and an idle one gives way.
 * @example
 * const budget = new CacheBudget(64 * 1024 * 1024)
 * const a = new TtlCache({ maxEntries: 100, sizeOf: (b: Buffer) => b.length, budget })
 */
export class CacheBudget {
  #maxBytes: number
  readonly #order = new Set<Budgeted>()
  #bytes = 0

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes
  }

  get maxBytes(): number {
    return this.#maxBytes
  }

  /**
   * Sets this share of the bytes apart, before any entry is added: a budget of its own for a
   * cache whose small entries must not give way to other caches' large ones. Together the two
   * hold no more than this one did.
   * @example const lookups = budget.reserve(1 / 8) // 8 MiB of 64; the rest keep 56
   */
  reserve(share: number): CacheBudget {
    if (this.#order.size > 0) throw new Error('reserve: the budget holds entries already')
    const part = new CacheBudget(Math.floor(this.#maxBytes * share))
    this.#maxBytes -= part.maxBytes
    return part
  }

  /** Bytes held by every cache sharing this budget. */
  get bytes(): number {
    return this.#bytes
  }

  /** Counts a new entry, then drops the least recently used ones until all fit. */
  add(entry: Budgeted): void {
    this.#order.add(entry)
    this.#bytes += entry.size
    while (this.#bytes > this.#maxBytes) {
      const oldest = this.#order.values().next().value
      if (!oldest) break
      oldest.drop()
    }
  }

  /** A hit: the entry becomes the most recently used. */
  touch(entry: Budgeted): void {
    if (!this.#order.delete(entry)) return
    this.#order.add(entry)
  }

  remove(entry: Budgeted): void {
    if (this.#order.delete(entry)) this.#bytes -= entry.size
  }
}

/** The default of CACHE_MEMORY_MB (server/config.ts): what every cache together may hold. */
export const DEFAULT_CACHE_MEMORY_MB = 64

/**
 * About what a small value (a lookup, a title) holds in memory: two bytes a character of its
 * JSON (strings are UTF-16 at worst) and a little for the entry around it.
 * @example jsonBytes({ title: 'abc' }) // 64 + 2 × 15
 */
export function jsonBytes(value: unknown): number {
  return 64 + 2 * (JSON.stringify(value)?.length ?? 0)
}

type Entry<V> = { value: V; expires: number; size: number; budgeted?: Budgeted }

export class TtlCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>()
  readonly #options: Required<Omit<TtlCacheOptions<V>, 'budget'>> & { budget?: CacheBudget }
  #bytes = 0

  constructor(options: TtlCacheOptions<V>) {
    this.#options = {
      maxBytes: Number.POSITIVE_INFINITY,
      sizeOf: () => 0,
      now: () => Date.now(),
      ...options,
      // After the spread: `observer: undefined` (no metrics) must not replace the default.
      observer: options.observer ?? { hit: () => {}, miss: () => {}, holds: () => {} },
    }
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) {
      this.#options.observer.miss()
      return undefined
    }
    if (entry.expires <= this.#options.now()) {
      this.#entries.delete(key)
      this.#bytes -= entry.size
      if (entry.budgeted) this.#options.budget?.remove(entry.budgeted)
      this.#options.observer.miss()
      this.#options.observer.holds(this.#entries.size, this.#bytes)
      return undefined
    }
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    if (entry.budgeted) this.#options.budget?.touch(entry.budgeted)
    this.#options.observer.hit()
    return entry.value
  }

  set(key: K, value: V, ttlMs: number): void {
    this.delete(key)
    const size = this.#options.sizeOf(value)
    const { budget } = this.#options
    if (size > this.#options.maxBytes || (budget && size > budget.maxBytes)) return
    const entry: Entry<V> = { value, expires: this.#options.now() + ttlMs, size }
    this.#entries.set(key, entry)
    this.#bytes += size
    while (this.#entries.size > this.#options.maxEntries || this.#bytes > this.#options.maxBytes) {
      const oldest = this.#entries.keys().next().value as K
      this.delete(oldest)
    }
    if (budget && this.#entries.get(key) === entry) {
      // Counted last: the budget may drop this cache's own oldest entries, never this one.
      entry.budgeted = { size, drop: () => this.delete(key) }
      budget.add(entry.budgeted)
    }
    this.#options.observer.holds(this.#entries.size, this.#bytes)
  }

  /** With `only`, the entry goes only if it still holds that value (not one set since). */
  delete(key: K, only?: V): void {
    const entry = this.#entries.get(key)
    if (!entry || (only !== undefined && entry.value !== only)) return
    this.#entries.delete(key)
    this.#bytes -= entry.size
    if (entry.budgeted) this.#options.budget?.remove(entry.budgeted)
    this.#options.observer.holds(this.#entries.size, this.#bytes)
  }

  get size(): number {
    return this.#entries.size
  }

  get bytes(): number {
    return this.#bytes
  }
}

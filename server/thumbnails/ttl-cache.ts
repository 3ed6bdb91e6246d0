/**
 * A bounded in-memory cache with a time to live per entry. Least recently
 * used entries go first when it holds more than `maxEntries` entries or, with
 * `sizeOf`, more than `maxBytes`. A Map keeps insertion order, so the oldest
 * key is the first one; a hit moves its key to the end.
 */
export type TtlCacheOptions<V> = {
  maxEntries: number
  maxBytes?: number
  sizeOf?: (value: V) => number
  now?: () => number
  /** Told of every hit and miss and of what the cache holds, for the metrics (metrics.ts). */
  observer?: CacheObserver
}

export type CacheObserver = {
  hit(): void
  /** No entry, or an expired one. */
  miss(): void
  /** What the cache holds now, after an entry came or went. */
  holds(entries: number, bytes: number): void
}

export class TtlCache<K, V> {
  readonly #entries = new Map<K, { value: V; expires: number; size: number }>()
  readonly #options: Required<TtlCacheOptions<V>>
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
    this.#entries.delete(key)
    if (entry.expires <= this.#options.now()) {
      this.#bytes -= entry.size
      this.#options.observer.miss()
      this.#options.observer.holds(this.#entries.size, this.#bytes)
      return undefined
    }
    this.#entries.set(key, entry)
    this.#options.observer.hit()
    return entry.value
  }

  set(key: K, value: V, ttlMs: number): void {
    this.delete(key)
    const size = this.#options.sizeOf(value)
    if (size > this.#options.maxBytes) return
    this.#entries.set(key, { value, expires: this.#options.now() + ttlMs, size })
    this.#bytes += size
    while (this.#entries.size > this.#options.maxEntries || this.#bytes > this.#options.maxBytes) {
      const oldest = this.#entries.keys().next().value as K
      this.delete(oldest)
    }
    this.#options.observer.holds(this.#entries.size, this.#bytes)
  }

  delete(key: K): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= entry.size
    this.#options.observer.holds(this.#entries.size, this.#bytes)
  }

  get size(): number {
    return this.#entries.size
  }

  get bytes(): number {
    return this.#bytes
  }
}

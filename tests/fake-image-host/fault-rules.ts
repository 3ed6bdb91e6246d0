/**
 * @module Which fault answers a request. Rules are kept newest first; the first whose scope
 * matches wins, so a scoped `ok` can carve an exception out of a global fault.
 */
import type { QualityId } from './catalogue.ts'
import { parseFault } from './faults.ts'
import type { Fault } from './faults.ts'

/** Where a fault applies (every field given must match; none given = every request). */
export type FaultScope = {
  /** Exact request path, e.g. `/vi/dQw4w9WgXcQ/maxresdefault.jpg`. */
  path?: string
  /** Video id. */
  id?: string
  /**
   * Catalogue quality, e.g. `maxresdefault` or `fullhd`; an extra name (`oar2`, `maxres2`),
   * `webp:<name>` for a WebP twin, or `oembed` (extras.ts).
   */
  quality?: QualityId | (string & {})
  /** Apply to the next N matching requests only, then expire. */
  times?: number
}

/** A request as far as scoping is concerned. */
export type FaultTarget = { path: string; id?: string; quality?: QualityId | (string & {}) }

type Rule = { mode: string; fault: Fault; scope: FaultScope; left: number }

/** The active fault rules of one host. */
export class FaultRules {
  #rules: Rule[] = []

  /** Adds a rule, replacing one with the same scope. Unscoped `ok` clears every rule. */
  set(mode: string, scope: FaultScope = {}): void {
    const fault = parseFault(mode)
    const { times } = scope
    if (times !== undefined && !(Number.isInteger(times) && times > 0)) {
      throw new Error(`"times" must be a positive integer, got ${String(times)}`)
    }
    const key = scopeKey(scope)
    this.#rules = this.#rules.filter((r) => scopeKey(r.scope) !== key)
    if (fault.kind === 'ok' && key === scopeKey({})) return this.clear()
    this.#rules.unshift({ mode, fault, scope, left: scope.times ?? Infinity })
  }

  /** The fault for this request (counting it against `times`), `ok` when none matches. */
  take(target: FaultTarget): Fault {
    const rule = this.#rules.find((r) => matches(r.scope, target))
    if (!rule) return { kind: 'ok' }
    rule.left -= 1
    if (rule.left <= 0) this.#rules = this.#rules.filter((r) => r !== rule)
    return rule.fault
  }

  /** The active rules, newest first, for `GET /__state`. */
  list(): { mode: string; scope: FaultScope }[] {
    return this.#rules.map(({ mode, scope }) => ({ mode, scope }))
  }

  clear(): void {
    this.#rules = []
  }
}

function matches(scope: FaultScope, target: FaultTarget): boolean {
  return (
    (scope.path === undefined || scope.path === target.path) &&
    (scope.id === undefined || scope.id === target.id) &&
    (scope.quality === undefined || scope.quality === target.quality)
  )
}

function scopeKey({ path, id, quality }: FaultScope): string {
  return JSON.stringify([path, id, quality])
}

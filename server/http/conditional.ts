/**
 * `If-None-Match` as RFC 9110 §13.1.2 reads it: `*`, or a list of entity tags, each
 * possibly weak (`W/"…"`), compared weakly (opaque tags equal, weakness ignored).
 * https://www.rfc-editor.org/rfc/rfc9110#section-13.1.2
 */
import { createHash } from 'node:crypto'

/** An entity tag: optional `W/`, then a quoted run of etagc (which may include commas). */
const ENTITY_TAG = /\s*(?:W\/)?"([\x21\x23-\x7e\x80-\xff]*)"\s*(?:,|$)/y

/**
 * Whether a conditional GET/HEAD with this `If-None-Match` gets 304 for a representation
 * whose `ETag` is `etag`. A malformed field is ignored (as if absent).
 * @example noneMatchHits('W/"a", "b"', '"a"') // true
 * @example noneMatchHits('*', '"a"') // true
 */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false
  const field = header.trim()
  if (field === '*') return true
  const wanted = opaqueTag(etag)
  ENTITY_TAG.lastIndex = 0
  let hit = false
  while (ENTITY_TAG.lastIndex < field.length) {
    const match = ENTITY_TAG.exec(field)
    if (!match) return false
    if (match[1] === wanted) hit = true
  }
  return hit
}

/** The quoted part of an entity tag, without `W/` and the quotes. */
function opaqueTag(etag: string): string {
  return etag.replace(/^W\//, '').slice(1, -1)
}

/**
 * A strong entity tag (RFC 9110 §8.8.3) for these bytes: the first 132 bits of their SHA-256,
 * base64url. The same bytes get the same tag in every process, so replicas behind one cache
 * agree on it, and a cache can revalidate what another replica made.
 * @example strongEntityTag(Buffer.from('abc')) // '"ungWv48Bz-pBQUDeXa4iI7"'
 */
export function strongEntityTag(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`
}

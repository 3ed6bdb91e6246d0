/**
 * TRUST_PROXY: the proxies whose `X-Forwarded-For` we believe
 * (docs/reliability.md, F7). A request from any other peer is keyed on its
 * socket address, whatever the header says; behind a trusted proxy the client
 * is the rightmost address that is not itself a trusted proxy (the rule of
 * Express's proxy-addr).
 */
import { BlockList, isIP } from 'node:net'

export type TrustedProxies = {
  /** Whether this peer may tell us who the client is. */
  has(address: string): boolean
}

/**
 * Parses a comma-separated list of addresses and CIDR ranges, IPv4 or IPv6.
 * @example parseTrustedProxies('10.0.0.0/8, ::1') // { proxies, problems: [] }
 */
export function parseTrustedProxies(list: string): {
  proxies: TrustedProxies
  problems: string[]
} {
  const blocks = new BlockList()
  const problems: string[] = []
  for (const entry of list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', prefix, ...rest] = entry.split('/')
    const family = isIP(address)
    const bits = prefix === undefined ? undefined : Number(prefix)
    const maxBits = family === 6 ? 128 : 32
    if (
      family === 0 ||
      rest.length > 0 ||
      (bits !== undefined && (!/^\d+$/.test(prefix ?? '') || bits > maxBits))
    ) {
      problems.push(`"${entry}" is not an IP address or CIDR range`)
      continue
    }
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) blocks.addAddress(address, type)
    else blocks.addSubnet(address, bits, type)
  }
  const has = (address: string) => {
    const family = isIP(address)
    return family !== 0 && blocks.check(address, family === 6 ? 'ipv6' : 'ipv4')
  }
  return { proxies: { has }, problems }
}

/** Nobody is trusted: the default. */
export const NO_TRUSTED_PROXIES: TrustedProxies = { has: () => false }

/**
 * One `X-Forwarded-For` hop as an address: `198.51.100.7`, `198.51.100.7:4711`,
 * `2001:db8::1` or `[2001:db8::1]:4711` (proxies that log ports write these; nginx's
 * `$remote_addr:$remote_port`, Azure Front Door). Anything else is undefined.
 * @example hopAddress('[2001:db8::1]:443') // '2001:db8::1'
 */
export function hopAddress(hop: string): string | undefined {
  if (isIP(hop) !== 0) return hop
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(hop)
  if (bracketed?.[1]) return isIP(bracketed[1]) === 6 ? bracketed[1] : undefined
  const withPort = /^([\d.]+):\d{1,5}$/.exec(hop)
  if (withPort?.[1]) return isIP(withPort[1]) === 4 ? withPort[1] : undefined
  return undefined
}

/**
 * The `for=` node of each element of an RFC 7239 `Forwarded` header, in order, unquoted:
 * `for=192.0.2.60;proto=http, for="[2001:db8:cafe::17]:4711"` → `['192.0.2.60',
 * '[2001:db8:cafe::17]:4711']`. An element without `for=` gives '' (not an address).
 * https://www.rfc-editor.org/rfc/rfc7239#section-4
 */
export function forwardedFor(header: string): string[] {
  return splitOutsideQuotes(header, ',').map((element) => {
    let node = ''
    for (const pair of splitOutsideQuotes(element, ';')) {
      const eq = pair.indexOf('=')
      if (eq < 0 || pair.slice(0, eq).trim().toLowerCase() !== 'for') continue
      const value = pair.slice(eq + 1).trim()
      node = value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value
    }
    return node
  })
}

/** Splits on `separator` where it is not inside a quoted string (RFC 9110, quoted-string). */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = []
  let quoted = false
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted && char === '\\') i++
    else if (char === '"') quoted = !quoted
    else if (!quoted && char === separator) {
      parts.push(text.slice(start, i))
      start = i + 1
    }
  }
  parts.push(text.slice(start))
  return parts
}

/**
 * The hops a trusted proxy reports, oldest first: `X-Forwarded-For` when the request has
 * one, otherwise the `for=` nodes of RFC 7239 `Forwarded`. (A proxy that writes
 * `Forwarded` must drop a client's own `X-Forwarded-For`, as it would a client's
 * `Forwarded`: docs/reliability.md, F7.)
 */
export function forwardedHops(
  xForwardedFor: string | null | undefined,
  forwarded: string | null | undefined,
): string[] {
  if (xForwardedFor) return xForwardedFor.split(',').map((hop) => hop.trim())
  if (forwarded) return forwardedFor(forwarded)
  return []
}

/**
 * The client's address: the socket peer, unless the peer is a trusted proxy,
 * in which case its hops (`X-Forwarded-For`, or `Forwarded`: forwardedHops) are read
 * right to left past trusted ones. A hop may carry a port (hopAddress). A malformed or
 * obfuscated hop (`unknown`, `_hidden`) ends the walk at the last address we could trust.
 *
 * @example clientAddress('10.0.0.2', '198.51.100.7, 10.0.0.9', trusted10) // '198.51.100.7'
 * @example clientAddress('10.0.0.2', null, trusted10, 'for="[2001:db8::7]:80"') // '2001:db8::7'
 */
export function clientAddress(
  peer: string | undefined,
  xForwardedFor: string | null | undefined,
  trusted: TrustedProxies,
  forwarded?: string | null,
): string | undefined {
  if (!peer || !trusted.has(peer)) return peer
  let client = peer
  const hops = forwardedHops(xForwardedFor, forwarded)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hopAddress(hops[i] ?? '')
    if (hop === undefined) return client
    client = hop
    if (!trusted.has(hop)) return hop
  }
  return client
}

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
 * The client's address: the socket peer, unless the peer is a trusted proxy,
 * in which case `X-Forwarded-For` is read right to left past trusted hops.
 * A malformed hop ends the walk at the last address we could trust.
 *
 * @example clientAddress('10.0.0.2', '198.51.100.7, 10.0.0.9', trusted10) // '198.51.100.7'
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | null | undefined,
  trusted: TrustedProxies,
): string | undefined {
  if (!peer || !forwardedFor || !trusted.has(peer)) return peer
  let client = peer
  const hops = forwardedFor.split(',').map((hop) => hop.trim())
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] ?? ''
    if (isIP(hop) === 0) return client
    client = hop
    if (!trusted.has(hop)) return hop
  }
  return client
}

/**
 * Who is asking, for rate limits: the socket peer address, never a header a
 * client can forge such as X-Forwarded-For, unless the peer is a proxy listed
 * in TRUST_PROXY (docs/reliability.md, F7; server/http/trusted-proxy.ts).
 */
import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import { clientAddress, parseTrustedProxies } from './trusted-proxy.ts'

export type ClientKey = (c: Context) => string

const peerOf = (c: Context) =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress

/**
 * The socket peer, or the client that a trusted proxy names in X-Forwarded-For (or, without
 * it, in RFC 7239 Forwarded).
 * @example proxyAwareKey('10.0.0.0/8') // behind a load balancer in 10/8
 */
export function proxyAwareKey(trustProxy: string): ClientKey {
  const { proxies } = parseTrustedProxies(trustProxy)
  return (c) =>
    addressKey(
      clientAddress(peerOf(c), c.req.header('X-Forwarded-For'), proxies, c.req.header('Forwarded')),
    )
}

/**
 * Whether the socket peer is a proxy listed in TRUST_PROXY: only such a peer's own headers
 * (its client's address, its request id) are taken.
 * @example fromTrustedProxy('10.0.0.0/8')(c) // true when the peer is 10.1.2.3
 */
export function fromTrustedProxy(trustProxy: string): (c: Context) => boolean {
  const { proxies } = parseTrustedProxies(trustProxy)
  return (c) => {
    const peer = peerOf(c)
    return peer !== undefined && proxies.has(peer)
  }
}

/**
 * One key per IPv4 address and per IPv6 /64 (a single host usually owns a
 * whole /64, so per-address keys would be free to rotate).
 *
 * @example
 * addressKey('::ffff:203.0.113.9') // '203.0.113.9'
 * addressKey('2001:db8:1:2:3:4:5:6') // '2001:db8:1:2::/64'
 */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (!address.includes(':')) return address
  const groups = expandIpv6(address.split('%')[0] ?? '')
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address
}

function expandIpv6(address: string): string[] | undefined {
  const [head = '', tail] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = 8 - left.length - right.length
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right]
  return groups.map((group) => group.replace(/^0+(?=.)/, ''))
}

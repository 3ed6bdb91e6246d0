/**
 * The address range a client's key (server/http/client-key.ts) belongs to, for the share of the
 * daily cap one source may take (decision 021): an IPv4 /24 and an IPv6 /48, the blocks a single
 * network most often holds, so that rotating through the addresses of one's own network does not
 * make one source many.
 *
 * @example
 * addressRange('203.0.113.9') // '203.0.113.0/24'
 * addressRange('2001:db8:1:2::/64') // '2001:db8:1::/48'
 */
export function addressRange(clientKey: string): string {
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(clientKey)
  if (v4) return `${v4[1]}.0/24`
  const v6 = /^([0-9a-f]+:[0-9a-f]+:[0-9a-f]+):[0-9a-f]+::\/64$/i.exec(clientKey)
  if (v6) return `${v6[1]}::/48`
  return clientKey
}

import { describe, expect, test } from 'vitest'
import {
  clientAddress,
  forwardedFor,
  hopAddress,
  NO_TRUSTED_PROXIES,
  parseTrustedProxies,
} from './trusted-proxy.ts'

const trusted = (list: string) => parseTrustedProxies(list).proxies

describe('parseTrustedProxies', () => {
  test('reads addresses and CIDR ranges of both families', () => {
    const { proxies, problems } = parseTrustedProxies(' 10.0.0.0/8 , 127.0.0.1,fd00::/8, ::1 ')
    expect(problems).toEqual([])
    expect(proxies.has('10.200.3.4')).toBe(true)
    expect(proxies.has('127.0.0.1')).toBe(true)
    expect(proxies.has('::ffff:127.0.0.1')).toBe(true)
    expect(proxies.has('fd12::1')).toBe(true)
    expect(proxies.has('::1')).toBe(true)
    expect(proxies.has('11.0.0.1')).toBe(false)
    expect(proxies.has('127.0.0.2')).toBe(false)
    expect(proxies.has('not an address')).toBe(false)
  })

  test('an empty list trusts nobody', () => {
    const { proxies, problems } = parseTrustedProxies('')
    expect(problems).toEqual([])
    expect(proxies.has('127.0.0.1')).toBe(false)
  })

  test.each(['localhost', '10.0.0.0/33', '::1/129', '10.0.0.0/x', '10.0.0.0/8/8', '10.0.0'])(
    'names a bad entry: %s',
    (entry) => {
      expect(parseTrustedProxies(`127.0.0.1, ${entry}`).problems).toEqual([
        `"${entry}" is not an IP address or CIDR range`,
      ])
    },
  )
})

describe('clientAddress', () => {
  const proxy = trusted('10.0.0.0/8')

  test('an untrusted peer is the client, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', proxy)).toBe('203.0.113.7')
    expect(clientAddress('203.0.113.7', '198.51.100.1', NO_TRUSTED_PROXIES)).toBe('203.0.113.7')
  })

  test('behind a trusted proxy, the rightmost untrusted hop is the client', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.7', proxy)).toBe('198.51.100.7')
    // The client forged the leftmost entry; the proxy appended the real address.
    expect(clientAddress('10.0.0.2', '1.2.3.4, 198.51.100.7, 10.0.0.9', proxy)).toBe('198.51.100.7')
  })

  test('a trusted proxy without the header, or with only trusted hops', () => {
    expect(clientAddress('10.0.0.2', undefined, proxy)).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.2', '10.0.0.3, 10.0.0.4', proxy)).toBe('10.0.0.3')
  })

  test('a malformed hop stops the walk at the last trusted address', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.7, garbage', proxy)).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.2', 'garbage, 10.0.0.5', proxy)).toBe('10.0.0.5')
  })

  test('IPv6 clients behind an IPv4-mapped proxy peer', () => {
    expect(clientAddress('::ffff:10.0.0.2', '2001:db8::1', proxy)).toBe('2001:db8::1')
  })

  test('hops written with a port name their own client, not the proxy', () => {
    // Before, every such hop ended the walk at the proxy: all clients shared its bucket.
    expect(clientAddress('10.0.0.2', '198.51.100.7:51234', proxy)).toBe('198.51.100.7')
    expect(clientAddress('10.0.0.2', '198.51.100.8:40000', proxy)).toBe('198.51.100.8')
    expect(clientAddress('10.0.0.2', '[2001:db8::7]:443, 10.0.0.9:80', proxy)).toBe('2001:db8::7')
    expect(clientAddress('10.0.0.2', '[2001:db8::8]', proxy)).toBe('2001:db8::8')
  })

  test('RFC 7239 Forwarded, read when there is no X-Forwarded-For', () => {
    const header = 'for=1.2.3.4, for="[2001:db8:cafe::17]:4711";proto=https, for=10.0.0.9'
    expect(clientAddress('10.0.0.2', undefined, proxy, header)).toBe('2001:db8:cafe::17')
    expect(clientAddress('10.0.0.2', null, proxy, 'for=198.51.100.7:80;by=10.0.0.2')).toBe(
      '198.51.100.7',
    )
    // An obfuscated node stops the walk, as a malformed hop does.
    expect(clientAddress('10.0.0.2', null, proxy, 'for=198.51.100.7, for=_hidden')).toBe('10.0.0.2')
    // X-Forwarded-For wins when both are present; an untrusted peer is never asked.
    expect(clientAddress('10.0.0.2', '198.51.100.9', proxy, 'for=1.2.3.4')).toBe('198.51.100.9')
    expect(clientAddress('203.0.113.7', null, proxy, 'for=1.2.3.4')).toBe('203.0.113.7')
  })
})

describe('hopAddress', () => {
  test.each([
    ['198.51.100.7', '198.51.100.7'],
    ['198.51.100.7:8080', '198.51.100.7'],
    ['2001:db8::1', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['[2001:db8::1]:65535', '2001:db8::1'],
    ['[198.51.100.7]:80', undefined],
    ['198.51.100.7:', undefined],
    ['198.51.100.7:123456', undefined],
    ['2001:db8::1:80', '2001:db8::1:80'],
    ['unknown', undefined],
    ['', undefined],
  ])('%s → %s', (hop, address) => expect(hopAddress(hop)).toBe(address))
})

describe('forwardedFor', () => {
  test('takes the for= node of each element, unquoted, case-insensitive', () => {
    expect(
      forwardedFor('for=192.0.2.60;proto=http;by=203.0.113.43, FOR="[2001:db8:cafe::17]:4711"'),
    ).toEqual(['192.0.2.60', '[2001:db8:cafe::17]:4711'])
  })

  test('commas and semicolons inside quoted strings do not split', () => {
    expect(forwardedFor('for="_a,b";host="x;y", for=1.2.3.4')).toEqual(['_a,b', '1.2.3.4'])
  })

  test('an element without for= is an empty node', () => {
    expect(forwardedFor('proto=https, for=1.2.3.4')).toEqual(['', '1.2.3.4'])
  })
})

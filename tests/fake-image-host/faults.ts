/**
 * @module The fake host's fault modes (tests/fake-image-host/README.md, Faults), parsed
 * from short strings (`latency:4500`, `truncate:100000/50000`, …), so a test reads like the
 * README's table.
 */
import { validateHeaderValue } from 'node:http'

/** Body a `ctype` fault sends: the real image, or a page pretending to be one. */
export type CtypeBody = 'image' | 'html' | 'svg'

/** One parsed fault mode. */
export type Fault =
  | { kind: 'ok' }
  | { kind: 'latency'; ms: number }
  | { kind: 'trickle'; bytes: number; ms: number }
  | { kind: 'silent' }
  | { kind: 'status'; code: number }
  | { kind: 'reset_headers' }
  | { kind: 'reset_mid' }
  | { kind: 'truncate'; declared: number; sent: number }
  | { kind: 'huge_declared' }
  | { kind: 'huge_chunked'; bytes: number }
  | { kind: 'ctype'; contentType: string | undefined; body: CtypeBody }
  | { kind: 'redirect'; code: number; location: string }
  | { kind: 'loop' }
  | { kind: 'gzip_bomb' }
  | { kind: 'placeholder404' }

/** Modes that take no argument. */
const PLAIN = [
  'ok',
  'silent',
  'reset_headers',
  'reset_mid',
  'huge_declared',
  'loop',
  'gzip_bomb',
  'placeholder404',
] as const

/**
 * Parses a mode string; throws on anything it does not know, so a typo fails the test.
 * @example parseFault('trickle:10/200') // { kind: 'trickle', bytes: 10, ms: 200 }
 */
export function parseFault(mode: string): Fault {
  const plain = PLAIN.find((p) => p === mode)
  if (plain) return { kind: plain } as Fault
  const colon = mode.indexOf(':')
  const name = colon < 0 ? mode : mode.slice(0, colon)
  const arg = colon < 0 ? '' : mode.slice(colon + 1)
  switch (name) {
    case 'latency':
      return { kind: 'latency', ms: int(arg, mode) }
    case 'status':
      return { kind: 'status', code: status(arg, mode) }
    case 'huge_chunked':
      return { kind: 'huge_chunked', bytes: int(arg, mode) }
    case 'trickle': {
      const [bytes = '', ms = ''] = arg.split('/')
      return { kind: 'trickle', bytes: Math.max(1, int(bytes, mode)), ms: int(ms, mode) }
    }
    case 'truncate': {
      const [declared = '', sent = ''] = arg.split('/')
      return { kind: 'truncate', declared: int(declared, mode), sent: int(sent, mode) }
    }
    case 'redirect': {
      const at = arg.indexOf(':')
      const location = arg.slice(at + 1)
      if (at < 0 || !location) throw new Error(`Bad fault mode: ${mode}`)
      validateHeaderValue('Location', location)
      return { kind: 'redirect', code: status(arg.slice(0, at), mode), location }
    }
    case 'ctype':
      return ctype(arg, mode)
  }
  throw new Error(`Unknown fault mode: ${mode}`)
}

/**
 * `ctype:<value>[:image|html|svg]`: the value is sent as Content-Type (`missing` sends
 * none, `empty` an empty one); the suffix picks the body, the real image by default.
 */
function ctype(arg: string, mode: string): Fault {
  if (!arg) throw new Error(`Bad fault mode: ${mode}`)
  const at = arg.lastIndexOf(':')
  const suffix = arg.slice(at + 1)
  const hasBody = at > 0 && (suffix === 'image' || suffix === 'html' || suffix === 'svg')
  const value = hasBody ? arg.slice(0, at) : arg
  const contentType = value === 'missing' ? undefined : value === 'empty' ? '' : value
  if (contentType) validateHeaderValue('Content-Type', contentType)
  return { kind: 'ctype', contentType, body: hasBody ? (suffix as CtypeBody) : 'image' }
}

function int(text: string, mode: string): number {
  if (!/^\d+$/.test(text)) throw new Error(`Bad fault mode: ${mode}`)
  return Number(text)
}

function status(text: string, mode: string): number {
  const code = int(text, mode)
  if (code < 100 || code > 599) throw new Error(`Bad status in fault mode: ${mode}`)
  return code
}

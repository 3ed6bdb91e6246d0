/**
 * The parameters each message takes, read from its compiled ICU form (catalog.ts), written out as
 * TypeScript (message-params.ts, by `node scripts/message-types.ts`) so that `t()` checks a key
 * and its values at compile time: a placeholder takes a string or a number, `number`, `plural`
 * and `selectordinal` a number, `select` one of its cases (any string when it has `other`).
 */
import type { CompiledMessage } from '@lingui/message-utils/compileMessage'
import { format, resolveConfig } from 'prettier'
import { ENGLISH } from '#core/locales.ts'
import { catalogOf } from './catalog.ts'

/** Where the types are written, from the repository's root. */
export const MESSAGE_PARAMS_FILE = 'app/i18n/message-params.ts'

type ParamType = 'text' | 'number' | { cases: string[]; open: boolean }

/** A select's or plural's cases, without the plural's `offset`. */
function branches(format: unknown): Record<string, CompiledMessage> {
  if (!format || typeof format !== 'object') return {}
  return Object.fromEntries(Object.entries(format).filter(([key]) => key !== 'offset')) as Record<
    string,
    CompiledMessage
  >
}

function collect(message: CompiledMessage, into: Map<string, ParamType>): void {
  for (const token of message) {
    if (typeof token === 'string') continue
    const [name, type, format] = token
    if (type === 'select') {
      const keys = Object.keys(branches(format))
      into.set(name, { cases: keys.filter((key) => key !== 'other'), open: keys.includes('other') })
      for (const branch of Object.values(branches(format))) collect(branch, into)
    } else if (type === 'plural' || type === 'selectordinal') {
      into.set(name, 'number')
      for (const branch of Object.values(branches(format))) collect(branch, into)
    } else if (type === 'number') {
      into.set(name, 'number')
    } else if (!into.has(name)) {
      into.set(name, 'text')
    }
  }
}

function typeOf(param: ParamType): string {
  if (param === 'text') return 'string | number'
  if (param === 'number') return 'number'
  const cases = param.cases.map((value) => JSON.stringify(value))
  return param.open ? 'string' : cases.join(' | ')
}

/**
 * The source of message-params.ts for a compiled catalog.
 * @example messageParamsSource({ 'a.b': ['Hi ', ['name']] }) // … "a.b": { name: string | number } …
 */
export function messageParamsSource(catalog: Record<string, CompiledMessage>): string {
  const lines = Object.entries(catalog).map(([key, message]) => {
    const params = new Map<string, ParamType>()
    collect(message, params)
    // By name: a translation may put the values in the order its language needs.
    const fields = [...params]
      .toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, param]) => `${JSON.stringify(name)}: ${typeOf(param)}`)
    return `  ${JSON.stringify(key)}: ${fields.length ? `{ ${fields.join('; ')} }` : 'undefined'}`
  })
  return [
    '// Written by `node scripts/message-types.ts` from app/i18n/messages/en.json: do not edit.',
    'export type MessageParams = {',
    ...lines,
    '}',
    '',
  ].join('\n')
}

/** message-params.ts as it should be now: English's parameters, in the repository's format. */
export async function formattedMessageParams(): Promise<string> {
  const options = await resolveConfig(MESSAGE_PARAMS_FILE)
  return format(messageParamsSource(catalogOf(ENGLISH)), {
    ...options,
    filepath: MESSAGE_PARAMS_FILE,
  })
}

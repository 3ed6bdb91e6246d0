/**
 * What the Many links form shows when the server refused a plain post of it (a browser without
 * the page's script): the server renders the form page as its answer, with the sentence the
 * API would have sent and everything the visitor posted, so nothing typed is lost
 * (docs/decisions/011-no-js-paths.md). The server fills it in, the page reads it back.
 */
import type { ErrorCode } from './api-errors.ts'

/** Where the form posts, and so the address of the page that answers a refused post. */
export const BATCH_FORM_PATH = '/api/batch'

/** The form's fields as posted: untrusted text, checked again by the page that shows them. */
export type BatchFormValues = {
  links: string
  quality: string
  format: string
  name: string
  wholePlaylist: boolean
}

export type BatchFormRefusal = {
  code: ErrorCode
  /** The API's own sentence for the refusal, the one the page shows with its script too. */
  message: string
  /** Whether the refusal is about the links typed: the field is then marked invalid. */
  links: boolean
  posted: BatchFormValues
}

/**
 * Whether an API refusal of a batch is about its links: too many, none, or none usable (the
 * `fields` of a 400 name `links` or `links[<index>]`). A busy server or a tampered choice is
 * not the field's fault.
 * @example refusesLinks('invalid_request', { 'links[0]': 'nope' }) // true
 */
export function refusesLinks(
  code: string | undefined,
  fields: Readonly<Record<string, string>> = {},
): boolean {
  if (code === 'too_many_links') return true
  return (
    code === 'invalid_request' &&
    Object.keys(fields).some((field) => field === 'links' || field.startsWith('links['))
  )
}

/**
 * The form's values out of a parsed form body; what is missing or not text comes back empty.
 * @example postedValues({ links: 'a\nb', wholePlaylist: 'on' }).wholePlaylist // true
 */
export function postedValues(fields: Readonly<Record<string, unknown>>): BatchFormValues {
  const text = (name: string) => {
    const value = fields[name]
    return typeof value === 'string' ? value : ''
  }
  const flag = fields.wholePlaylist
  return {
    links: text('links'),
    quality: text('quality'),
    format: text('format'),
    name: text('name'),
    wholePlaylist: flag === true || flag === 'on' || flag === '1' || flag === 'true',
  }
}

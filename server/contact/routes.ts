/**
 * `POST /api/contact`: stores a message from the contact form. JSON answers
 * 201 once the row is committed, or an error with per-field messages. A plain
 * HTML form post (a browser before hydration) that is stored gets a 303 to the
 * contact page with `?sent=1` (core/contact-outcome.ts); one that is refused
 * gets the contact page itself, with the words as posted (`refusedForm`).
 * `GET /api/contact/token`: a fresh time-trap token for the form (decision 006).
 */
import { Hono, type Context } from 'hono'
import { CONTACT_LIMITS } from '#core/contact-rules.ts'
import {
  contactPageLocation,
  contactPostedValues,
  type ContactFormRefusal,
} from '#core/contact-outcome.ts'
import type { ClientKey } from '../http/client-key.ts'
import { HttpError } from '../http/http-error.ts'
import type { RateLimiter } from '../http/admission/rate-limit.ts'
import { bodyFormat, isBrowserFormPost, parseBody, readBody } from '../http/request-body.ts'
import type { Logger } from '../log.ts'
import { addressRange } from './address-range.ts'
import type { FormTokens } from './form-token.ts'
import type { ContactMetrics } from './metrics.ts'
import { browserOutcome, refusedOutcome, type PostOutcome } from './outcome.ts'
import { submitContact } from './service.ts'
import type { MessageStore } from './storage/message-store.ts'
import { ENGLISH, localeOfPath, type Locale } from '#core/locales.ts'

export type ContactRouteDeps = {
  messages: MessageStore
  log: Logger
  clientKey: ClientKey
  limiter: RateLimiter
  tokens: FormTokens
  /** Messages a day from everyone together (CONTACT_DAILY_CAP). */
  dailyCap: number
  /** Counts each post's outcome (metrics.ts). */
  metrics: ContactMetrics
  /**
   * The answer to a browser's own form post that is refused: the contact page with the outcome
   * and the posted words (server/app.ts renders it). Without it, such a post gets a 303 to the
   * contact page with the outcome's codes in the query, and the words are lost.
   */
  refusedForm?: RefusedContactForm
}

/** Renders the contact page for a refused post; the answer carries the error's status. */
export type RefusedContactForm = (
  request: Request,
  error: HttpError,
  refusal: ContactFormRefusal,
) => Promise<Response>

/** What the post carried, kept for the page that answers a refused browser post. */
type Posted = { fields: Record<string, unknown> }

type ContactContext = Context

/**
 * The same body for a stored, a repeated and a silently dropped message (docs/reliability.md, F2):
 * honeypot, time trap, or a replayed token.
 */
const RECEIVED = { status: 'received' } as const

export function contactRoutes(deps: ContactRouteDeps) {
  const routes = new Hono()

  routes.get('/token', (c) => {
    const range = addressRange(deps.clientKey(c))
    return c.json({ token: deps.tokens.issue(range) }, 200, { 'Cache-Control': 'no-store' })
  })
  routes.all('/token', () => {
    throw new HttpError('method_not_allowed', { headers: { Allow: 'GET, HEAD' } })
  })

  routes.post('/', async (c) => {
    const posted: Posted = { fields: {} }
    if (!isBrowserFormPost(c.req.raw))
      return answerJson(c, deps.metrics.count(await receive(c, deps, false, posted)))
    let outcome: PostOutcome
    try {
      outcome = deps.metrics.count(await receive(c, deps, true, posted))
    } catch (error) {
      // Unexpected (the database failed): the visitor still lands on the form, told to retry;
      // an API client gets the 500 of app.ts's onError instead.
      deps.log.error({
        msg: 'unhandled error',
        requestId: c.get('requestId'),
        error: String(error),
      })
      outcome = { kind: 'refused', error: new HttpError('internal_error') }
    }
    return answerBrowser(c, outcome, posted, deps.refusedForm)
  })
  routes.all('/', () => {
    throw new HttpError('method_not_allowed', { headers: { Allow: 'POST' } })
  })
  return routes
}

/**
 * The per-client limit, the body (into `posted`), then the service; an unexpected error is
 * thrown. A browser's post over the limit is still read, within the same cap, so that its
 * page can keep the words.
 */
async function receive(
  c: ContactContext,
  deps: ContactRouteDeps,
  browser: boolean,
  posted: Posted,
): Promise<PostOutcome> {
  const client = deps.clientKey(c)
  const limit = await deps.limiter.take(client)
  const limited = limit.allowed
    ? null
    : refusedOutcome({
        ok: false,
        code: 'rate_limited',
        retryAfterSeconds: limit.retryAfterSeconds,
      })
  if (limited && !browser) return limited
  const fields = await readFields(c.req.raw)
  if (!fields.ok) return { kind: 'refused', error: fields.error }
  posted.fields = fields.value
  if (limited) return limited
  const { messages, tokens, dailyCap } = deps
  const result = await submitContact(fields.value, {
    messages,
    tokens,
    dailyCap,
    tokenOptional: browser,
    source: tokens.sourceId(addressRange(client)),
  })
  if (!result.ok) return refusedOutcome(result)
  const { value } = result
  const token = value.kind === 'time_trap' ? value.token : undefined
  deps.log.info({ msg: 'contact', requestId: c.get('requestId'), outcome: value.kind, token })
  return { kind: 'accepted', value }
}

/** The submitted fields, or the kernel's 413, 415 or 400 about the body. */
async function readFields(request: Request) {
  try {
    const format = bodyFormat(request)
    const value = parseBody(await readBody(request, CONTACT_LIMITS.bodyBytes), format)
    return { ok: true, value } as const
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, error } as const
    throw error
  }
}

function answerJson(c: ContactContext, outcome: PostOutcome) {
  // app.ts's onError writes every HttpError as the API's JSON error (server/http/http-error.ts).
  if (outcome.kind !== 'accepted') throw outcome.error
  return c.json(RECEIVED, 201, { 'Cache-Control': 'no-store' })
}

function answerBrowser(
  c: ContactContext,
  outcome: PostOutcome,
  posted: Posted,
  refusedForm: RefusedContactForm | undefined,
) {
  const told = browserOutcome(outcome)
  if (outcome.kind !== 'accepted' && told.kind !== 'sent' && refusedForm) {
    const refusal = { outcome: told, posted: contactPostedValues(posted.fields) }
    return refusedForm(c.req.raw, outcome.error, refusal)
  }
  const redirect = c.redirect(contactPageLocation(told, formLocale(c.req.header('Referer'))), 303)
  // A 413 ends the connection rather than read the rest of the body (request-body.ts).
  const connection = outcome.kind === 'refused' && outcome.error.headers.Connection
  if (connection) redirect.headers.set('Connection', connection)
  return redirect
}

/**
 * The language of the page the form was posted from: its Referer's path (sent on a same-origin
 * post, server/http/security-headers.ts), English without one. Only a language is taken from
 * it: the answer always goes to this site's contact page.
 */
function formLocale(referer: string | undefined): Locale {
  if (!referer) return ENGLISH
  try {
    return localeOfPath(new URL(referer).pathname)
  } catch {
    return ENGLISH
  }
}

/**
 * `POST /api/contact`: stores a message from the contact form. JSON answers
 * 201 once the row is committed, or an error with per-field messages. A plain
 * HTML form post (a browser before hydration) gets a 303 back to the contact
 * page with the outcome in the query (core/contact-outcome.ts).
 * `GET /api/contact/token`: a fresh time-trap token for the form (decision 006).
 */
import { Hono, type Context } from 'hono'
import { CONTACT_LIMITS } from '#core/contact-rules.ts'
import { contactPageLocation } from '#core/contact-outcome.ts'
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
}

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
    if (!isBrowserFormPost(c.req.raw))
      return answerJson(c, deps.metrics.count(await receive(c, deps, false)))
    let outcome: PostOutcome
    try {
      outcome = deps.metrics.count(await receive(c, deps, true))
    } catch (error) {
      // Unexpected (the database failed): the visitor still lands on the form, told to retry;
      // an API client gets the 500 of app.ts's onError instead.
      deps.log.error({
        msg: 'unhandled error',
        requestId: c.get('requestId'),
        error: String(error),
      })
      return c.redirect(contactPageLocation({ kind: 'refused', reason: 'failed' }), 303)
    }
    return answerBrowser(c, outcome)
  })
  routes.all('/', () => {
    throw new HttpError('method_not_allowed', { headers: { Allow: 'POST' } })
  })
  return routes
}

/** The per-client limit, the body, then the service; an unexpected error is thrown. */
async function receive(
  c: ContactContext,
  deps: ContactRouteDeps,
  browser: boolean,
): Promise<PostOutcome> {
  const client = deps.clientKey(c)
  const limit = await deps.limiter.take(client)
  if (!limit.allowed) {
    const { retryAfterSeconds } = limit
    return refusedOutcome({ ok: false, code: 'rate_limited', retryAfterSeconds })
  }
  const fields = await readFields(c.req.raw)
  if (!fields.ok) return { kind: 'refused', error: fields.error }
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

function answerBrowser(c: ContactContext, outcome: PostOutcome) {
  const redirect = c.redirect(contactPageLocation(browserOutcome(outcome)), 303)
  // A 413 ends the connection rather than read the rest of the body (request-body.ts).
  const connection = outcome.kind === 'refused' && outcome.error.headers.Connection
  if (connection) redirect.headers.set('Connection', connection)
  return redirect
}

/**
 * `POST /api/contact`: stores a message from the contact form. JSON answers
 * 201 once the row is committed, or an error with per-field messages. A plain
 * HTML form post (a browser before hydration) gets a 303 back to the contact
 * page with the outcome in the query (core/contact-outcome.ts).
 * `GET /api/contact/token`: a fresh time-trap token for the form (decision 006).
 */
import { Hono, type Context } from 'hono'
import { CONTACT_LIMITS, fieldProblemMessages } from '#core/contact-rules.ts'
import { contactPageLocation, type RefusalReason } from '#core/contact-outcome.ts'
import type { ClientKey } from '../http/client-key.ts'
import type { FormTokens } from './form-token.ts'
import { HttpError } from '../http/http-error.ts'
import type { Logger } from '../log.ts'
import type { RequestLogVariables } from '../http/request-log.ts'
import type { RateLimiter } from '../http/rate-limit.ts'
import { bodyFormat, parseBody, readBody } from '../http/request-body.ts'
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
  now?: () => Date
}

/** RELIABILITY.md "Rate limits": 5 messages per 10 minutes per client, one back every 2 minutes. */
export const CONTACT_RATE_LIMIT = { capacity: 5, refillMs: 2 * 60 * 1000 } as const

/** The same body for a stored, a repeated and a silently dropped message (RELIABILITY F2). */
const RECEIVED = { status: 'received' } as const

export function contactRoutes(deps: ContactRouteDeps) {
  const routes = new Hono<{ Variables: RequestLogVariables }>()

  routes.get('/token', (c) => {
    c.set('route', '/api/contact/token')
    return c.json({ token: deps.tokens.issue() }, 200, { 'Cache-Control': 'no-store' })
  })
  routes.all('/token', () => {
    throw new HttpError('method_not_allowed', { headers: { Allow: 'GET, HEAD' } })
  })

  routes.post('/', async (c) => {
    c.set('route', '/api/contact')
    const browser = isBrowserFormPost(c.req.raw)
    try {
      const { kind: outcome, token } = await handle(c, deps, browser)
      deps.log.info({ msg: 'contact', requestId: c.get('requestId'), outcome, token })
      return browser
        ? c.redirect(contactPageLocation({ kind: 'sent' }), 303)
        : c.json(RECEIVED, 201, { 'Cache-Control': 'no-store' })
    } catch (error) {
      if (!browser) throw error
      const redirect = c.redirect(contactPageLocation(browserOutcome(error, deps.log, c)), 303)
      // A 413 ends the connection rather than read the rest of the body (request-body.ts).
      if (error instanceof HttpError && error.headers.Connection) {
        redirect.headers.set('Connection', error.headers.Connection)
      }
      return redirect
    }
  })
  routes.all('/', () => {
    throw new HttpError('method_not_allowed', { headers: { Allow: 'POST' } })
  })
  return routes
}

async function handle(c: Context, deps: ContactRouteDeps, browser: boolean) {
  const limit = deps.limiter.take(deps.clientKey(c))
  if (!limit.allowed) {
    throw new HttpError('rate_limited', {
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    })
  }
  const format = bodyFormat(c.req.raw)
  const fields = parseBody(await readBody(c.req.raw, CONTACT_LIMITS.bodyBytes), format)
  const result = submitContact(fields, { ...deps, tokenOptional: browser })
  if (result.kind === 'invalid') {
    throw new InvalidContact(result.problems)
  }
  return { kind: result.kind, token: result.kind === 'time_trap' ? result.token : undefined }
}

class InvalidContact extends HttpError {
  readonly problems: Parameters<typeof fieldProblemMessages>[0]
  constructor(problems: Parameters<typeof fieldProblemMessages>[0]) {
    super('invalid_request', {
      message: 'Please correct the highlighted fields.',
      fields: fieldProblemMessages(problems),
    })
    this.problems = problems
  }
}

/** A form submitted by a browser's own navigation, not by our script or an API client. */
function isBrowserFormPost(request: Request): boolean {
  const type = request.headers.get('Content-Type') ?? ''
  const accept = request.headers.get('Accept') ?? ''
  return /^application\/x-www-form-urlencoded\b/i.test(type) && accept.includes('text/html')
}

function browserOutcome(
  error: unknown,
  log: Logger,
  c: Context<{ Variables: RequestLogVariables }>,
) {
  if (error instanceof InvalidContact) return { kind: 'invalid', problems: error.problems } as const
  if (!(error instanceof HttpError)) {
    log.error({ msg: 'unhandled error', requestId: c.get('requestId'), error: String(error) })
  }
  const reason: RefusalReason =
    error instanceof HttpError &&
    (error.code === 'rate_limited' || error.code === 'payload_too_large')
      ? error.code
      : 'failed'
  return { kind: 'refused', reason } as const
}

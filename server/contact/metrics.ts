/**
 * The contact capability's metrics (docs/operations.md), on the registry the server passes in:
 * each `POST /api/contact` by what came of it. A message the sender is told was received but
 * that was dropped (the honeypot, the time trap) counts as accepted with its own reason, so
 * spam shows apart from real messages.
 */
import type { Registry } from 'prom-client'
import { Counter } from 'prom-client'
import type { PostOutcome } from './outcome.ts'

export type ContactMetrics = {
  /** Counts one post's outcome and returns it: `answer(metrics.count(await receive(…)))`. */
  count(outcome: PostOutcome): PostOutcome
}

/** The reasons known from the start, so their series exist at 0 before the first message. */
const KNOWN = [
  ['accepted', 'stored'],
  ['accepted', 'duplicate'],
  ['accepted', 'honeypot'],
  ['accepted', 'time_trap'],
  ['accepted', 'replay'],
  ['refused', 'invalid_request'],
  ['refused', 'rate_limited'],
  ['refused', 'payload_too_large'],
  ['refused', 'overloaded'],
] as const

export function contactMetrics(registry: Registry): ContactMetrics {
  const messages = new Counter({
    name: 'thumbgrab_contact_messages_total',
    help: 'Contact form posts, by result (accepted, refused) and reason (stored, duplicate, honeypot, time_trap, replay; or the error code).',
    labelNames: ['result', 'reason'],
    registers: [registry],
  })
  for (const [result, reason] of KNOWN) messages.inc({ result, reason }, 0)
  return {
    count(outcome) {
      if (outcome.kind === 'accepted')
        messages.inc({ result: 'accepted', reason: outcome.value.kind })
      else messages.inc({ result: 'refused', reason: outcome.error.code })
      return outcome
    },
  }
}

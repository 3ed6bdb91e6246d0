import type { z } from 'zod'
import { HttpError } from './http-error.ts'

/**
 * Checks request input with its zod schema: the parsed value, or the HttpError `refuse` makes of
 * the first key that failed, in the schema's key order (the order the keys are checked in, so
 * the answer to a request with several faults is always the same). `refuse` also gets the issue
 * itself, for a key that fails in more than one way (a custom issue's `params`).
 */
export function parseRequest<S extends z.ZodObject>(
  schema: S,
  input: Record<string, unknown>,
  refuse: (key: string, message: string, issue: z.core.$ZodIssue) => HttpError,
): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const order = Object.keys(schema.shape)
  const rank = (issue: z.core.$ZodIssue) => order.indexOf(String(issue.path[0]))
  const [first] = result.error.issues.toSorted((a, b) => rank(a) - rank(b))
  if (!first) throw new HttpError('invalid_request')
  throw refuse(String(first.path[0]), first.message, first)
}

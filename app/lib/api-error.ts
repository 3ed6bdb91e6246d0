/**
 * Reads the API's JSON error body, `{"error": {"code", "message", "fields"}}` (docs/api.md;
 * core/api-errors.ts), from a failed answer. The body is untrusted and may not be JSON at all
 * (a proxy's HTML page, an empty 502): whatever is missing or not a string comes back as
 * undefined, and this never throws.
 */
export type ApiErrorBody = {
  code: string | undefined
  message: string | undefined
  /** Per-field texts of a 400, only those that are strings. */
  fields: Record<string, string>
}

/**
 * @example const { code, message } = await readApiError(response)
 */
export async function readApiError(response: Response): Promise<ApiErrorBody> {
  let body: unknown
  try {
    body = await response.json()
  } catch {
    body = undefined
  }
  const error = isRecord(body) && isRecord(body.error) ? body.error : {}
  const fields: Record<string, string> = {}
  if (isRecord(error.fields)) {
    for (const [field, text] of Object.entries(error.fields)) {
      if (typeof text === 'string') fields[field] = text
    }
  }
  return { code: stringOrUndefined(error.code), message: stringOrUndefined(error.message), fields }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

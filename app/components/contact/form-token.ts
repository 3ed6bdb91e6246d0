/**
 * The contact form's time-trap token (docs/decisions/006-contact-time-trap.md):
 * fetched from `GET /api/contact/token` when the visitor first touches the
 * form, and never sent younger than the server's minimum age. Our clock starts
 * when the token arrives, after the server stamped it, so waiting out the
 * minimum here is enough there. A token carries one message: after a send
 * the server took, the next message fetches a new one.
 */
import { FORM_TOKEN_AGE } from '#core/contact-rules.ts'
import { api, type ApiClient } from '#app/lib/api-client.ts'

export type TokenKeeper = {
  /** Starts fetching a token if none is held (on the form's first focus). */
  prefetch(): void
  /** A token old enough to send, waiting if it is still too fresh; rejects if none can be had. */
  ready(): Promise<string>
  /**
   * The held token carried a message that the server took: a token carries one (the server
   * drops a replay as spam), so the next message gets a new one.
   */
  spent(): void
}

type Held = { token: string; receivedAt: number }

/** Refetch well before the server's 24 h limit. */
const REFRESH_AFTER_MS = FORM_TOKEN_AGE.maxMs / 2
/** Slack for clocks that tick a little differently. */
const MARGIN_MS = 100

/**
 * @example const tokens = createTokenKeeper(); form.onfocus = tokens.prefetch; await tokens.ready()
 */
export function createTokenKeeper({
  client = api,
  now = () => Date.now(),
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: {
  client?: ApiClient
  now?: () => number
  sleep?: (ms: number) => Promise<unknown>
} = {}): TokenKeeper {
  let held: Promise<Held> | undefined

  const load = () => {
    const loading = fetchToken(client).then((token) => ({ token, receivedAt: now() }))
    held = loading
    // A failed fetch is forgotten, so the next prefetch or send asks again.
    loading.catch(() => {
      if (held === loading) held = undefined
    })
    return loading
  }

  return {
    prefetch() {
      if (!held) load()
    },
    async ready() {
      let current = await (held ?? load()).catch(() => load())
      if (now() - current.receivedAt > REFRESH_AFTER_MS) current = await load()
      const wait = FORM_TOKEN_AGE.minMs + MARGIN_MS - (now() - current.receivedAt)
      if (wait > 0) await sleep(wait)
      return current.token
    },
    spent() {
      held = undefined
    },
  }
}

async function fetchToken(client: ApiClient): Promise<string> {
  const result = await client.json<{ token?: unknown }>('/api/contact/token')
  if (!result.ok) throw new Error(`no contact token (${result.error.code})`)
  if (typeof result.data.token !== 'string') throw new Error('no contact token in the answer')
  return result.data.token
}

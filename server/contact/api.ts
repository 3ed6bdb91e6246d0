/**
 * The contact capability, assembled: where messages and the form's signing
 * key live (`openContactStore`, SQLite in DATA_DIR), and the routes under
 * `/api/contact` with their per-client rate limit (`contactApi`).
 */
import { Registry } from 'prom-client'
import type { Config } from '../config.ts'
import { proxyAwareKey } from '../http/client-key.ts'
import { createRateLimiter } from '../http/rate-limit.ts'
import type { Logger } from '../log.ts'
import { createFormTokens, type FormTokens } from './form-token.ts'
import { contactMetrics } from './metrics.ts'
import { CONTACT_RATE_LIMIT, contactRoutes } from './routes.ts'
import { canWrite, databasePath, DatabaseSetupError, openDatabase } from './storage/db.ts'
import { createMessageStore, type MessageStore } from './storage/message-store.ts'
import { readOrCreateSecret } from './storage/secret.ts'

/** What contact keeps between requests; `close` ends it (on shutdown). */
export type ContactStore = {
  messages: MessageStore
  /** The time-trap tokens of the form (form-token.ts). */
  tokens: FormTokens
  /** Whether a message can be stored now (server/http/readiness.ts asks, for /readyz). */
  ready(): boolean
  close(): void
}

/** The store cannot be opened: the message names the file and why. */
export class ContactStoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ContactStoreError'
  }
}

/**
 * Opens (creating and migrating) the SQLite file in DATA_DIR, and the tokens' key:
 * CONTACT_SECRET, or a random one kept beside the database.
 * @throws ContactStoreError when a durability pragma does not hold or the file is unusable
 */
export function openContactStore(config: Pick<Config, 'dataDir' | 'contactSecret'>): ContactStore {
  const path = databasePath(config.dataDir)
  let db
  try {
    db = openDatabase(path)
  } catch (error) {
    const reason = error instanceof DatabaseSetupError ? error.message : String(error)
    throw new ContactStoreError(`Cannot open the contact database ${path} (DATA_DIR): ${reason}`, {
      cause: error,
    })
  }
  return {
    messages: createMessageStore(db),
    tokens: createFormTokens({
      secret: config.contactSecret ?? readOrCreateSecret(config.dataDir),
    }),
    ready: () => canWrite(db),
    close: () => db.close(),
  }
}

export type ContactDeps = {
  store: ContactStore
  log: Logger
  /** TRUST_PROXY names who may speak for a client; CONTACT_DAILY_CAP bounds everyone together. */
  config: Pick<Config, 'trustProxy' | 'contactDailyCap'>
  /** Where the metrics go (metrics.ts); default: a registry of its own, read by no one. */
  registry?: Registry
}

/**
 * @example app.route('/api/contact', contactApi({ store, log, config }))
 */
export function contactApi({ store, log, config, registry = new Registry() }: ContactDeps) {
  return contactRoutes({
    messages: store.messages,
    tokens: store.tokens,
    limiter: createRateLimiter(CONTACT_RATE_LIMIT),
    log,
    // The socket peer, or the client a TRUST_PROXY peer names in X-Forwarded-For.
    clientKey: proxyAwareKey(config.trustProxy),
    dailyCap: config.contactDailyCap,
    metrics: contactMetrics(registry),
  })
}

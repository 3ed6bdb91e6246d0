/**
 * The contact-form signing key when CONTACT_SECRET is unset: 32 random bytes
 * kept in DATA_DIR beside the database, so tokens handed out before a restart
 * still count after it (a key per process would silently drop those messages).
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const SECRET_FILE = 'contact-secret'

/**
 * Reads the key, creating it (mode 0600) on first start.
 * @example createFormTokens({ secret: readOrCreateSecret(config.dataDir) })
 */
export function readOrCreateSecret(dataDir: string): string {
  const path = join(dataDir, SECRET_FILE)
  mkdirSync(dataDir, { recursive: true })
  try {
    // 'wx' fails if the file exists, so two processes starting together agree on one key.
    writeFileSync(path, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const secret = readFileSync(path, 'utf8').trim()
  if (secret.length < 32)
    throw new Error(`${path} holds no usable key: delete it to make a new one`)
  return secret
}

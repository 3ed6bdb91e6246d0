/**
 * Usage: npm run messages -- [--json] [--since DATE]
 *    or: node scripts/messages.ts [--json] [--since DATE]
 * Lists the contact messages stored in DATA_DIR (same configuration as the
 * server), newest first. Safe to run while the server is up (SQLite WAL).
 */
import { existsSync } from 'node:fs'
import { ConfigError, readConfig } from '#server/config.ts'
import { databasePath, openDatabase } from '#server/contact/storage/db.ts'
import { createMessageStore } from '#server/contact/storage/message-store.ts'
import {
  formatMessagesJson,
  formatMessagesText,
  parseMessagesArgs,
  USAGE,
  type MessagesArgs,
} from './messages-format.ts'

function fail(message: string, code = 2): never {
  process.stderr.write(`messages: ${message}\n`)
  process.exit(code)
}

let args: MessagesArgs
try {
  args = parseMessagesArgs(process.argv.slice(2))
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`)
}
if (args.help) {
  process.stdout.write(`${USAGE}\n`)
  process.exit(0)
}

let dataDir: string
try {
  dataDir = readConfig().dataDir
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  fail(error.message, 1)
}

const path = databasePath(dataDir)
if (!existsSync(path)) {
  // Nothing was ever stored: say so rather than create an empty database.
  process.stdout.write(args.json ? '[]\n' : `No messages (no database at ${path} yet).\n`)
  process.exit(0)
}

const db = openDatabase(path)
const messages = createMessageStore(db).list({ since: args.since })
db.close()
process.stdout.write(args.json ? formatMessagesJson(messages) : formatMessagesText(messages))

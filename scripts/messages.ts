/**
 * Usage: npm run messages -- [--json] [--since DATE] [--file PATH]
 *    or: node scripts/messages.ts [--json] [--since DATE] [--file PATH]
 * Lists the contact messages stored in DATA_DIR, or in PostgreSQL when DATABASE_URL is set (same
 * configuration as the server), or in the SQLite file PATH (a backup), newest first. Only reads:
 * safe while the server is up (SQLite WAL; PostgreSQL's MVCC), and works on a read-only copy.
 * A damaged file is one sentence on stderr and exit code 1.
 */
import { existsSync, statSync } from 'node:fs'
import { ConfigError, readConfig } from '#server/config.ts'
import { databasePath, DatabaseSetupError, openForReading } from '#server/contact/storage/db.ts'
import { createMessageStore, type StoredMessage } from '#server/contact/storage/message-store.ts'
import { openPostgresStore, PostgresSetupError } from '#server/contact/storage/postgres/store.ts'
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
let databaseUrl: string | undefined
try {
  ;({ dataDir, databaseUrl } = readConfig())
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  fail(error.message, 1)
}

if (databaseUrl !== undefined && !args.file) {
  let listed: StoredMessage[]
  try {
    // Read only: no migration runs, nothing is written.
    const store = await openPostgresStore(databaseUrl, { max: 1, migrations: false })
    try {
      listed = await store.list({ since: args.since })
    } finally {
      await store.close()
    }
  } catch (error) {
    if (error instanceof PostgresSetupError) fail(error.message, 1)
    // undefined_table: the server has not started on this database yet.
    if ((error as { code?: unknown }).code === '42P01') {
      process.stdout.write(
        args.json ? '[]\n' : 'No messages (no contact tables in DATABASE_URL yet).\n',
      )
      process.exit(0)
    }
    fail(`DATABASE_URL: ${(error as Error).message}`, 1)
  }
  process.stdout.write(args.json ? formatMessagesJson(listed) : formatMessagesText(listed))
  process.exit(0)
}

const path = args.file ?? databasePath(dataDir)
if (!existsSync(path)) {
  if (args.file) fail(`${path} does not exist.`, 1)
  // Nothing was ever stored: say so rather than create an empty database.
  process.stdout.write(args.json ? '[]\n' : `No messages (no database at ${path} yet).\n`)
  process.exit(0)
}

let messages: StoredMessage[]
try {
  const { db, immutable } = openForReading(path)
  if (immutable && statSync(`${path}-wal`, { throwIfNoEntry: false })?.size) {
    process.stderr.write(
      `messages: ${path} is read-only here and is read without its WAL file (${path}-wal): ` +
        'the newest messages may be missing. Copy both files somewhere writable to read them all.\n',
    )
  }
  try {
    messages = await createMessageStore(db).list({ since: args.since })
  } finally {
    db.close()
  }
} catch (error) {
  // A damaged or foreign file: one sentence naming it and the fix, not a stack trace.
  if (error instanceof DatabaseSetupError) fail(error.message, 1)
  // SQLite found damage only while listing (a page that quick_check did not read).
  if (error instanceof Error && 'errcode' in error) fail(`${path}: ${error.message}`, 1)
  throw error
}
process.stdout.write(args.json ? formatMessagesJson(messages) : formatMessagesText(messages))

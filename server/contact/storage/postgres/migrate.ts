/**
 * Versioned migrations of the contact schema in PostgreSQL: the files `NNN-name.sql` in this
 * folder, applied in order at start-up, each recorded in `contact_migrations`. All pending files
 * run in one transaction (PostgreSQL's DDL is transactional: a failed migration leaves nothing
 * half done), under an advisory lock, so replicas starting together apply each file once.
 */
import { readdirSync, readFileSync } from 'node:fs'
import type { Sql } from 'postgres'

const FOLDER = new URL('./', import.meta.url)
const FILE = /^(\d{3})-[a-z0-9-]+\.sql$/

export type Migration = { version: number; name: string; sql: string }

/** The migration files, by version; the versions must be 1, 2, 3, … with no gap. */
export const MIGRATIONS: readonly Migration[] = readdirSync(FOLDER)
  .filter((name) => FILE.test(name))
  .sort()
  .map((name, index) => {
    const version = Number(FILE.exec(name)?.[1])
    if (version !== index + 1) throw new Error(`${name}: expected migration ${index + 1}`)
    return { version, name, sql: readFileSync(new URL(name, FOLDER), 'utf8') }
  })

/** An arbitrary key for pg_advisory_xact_lock, held while migrating. */
const MIGRATION_LOCK = 7_017_001

/**
 * Applies the pending migrations and returns the schema version now in the database.
 * @example await migrate(sql) // 1
 * @throws Error when the database is at a version newer than this code knows
 */
export async function migrate(sql: Sql): Promise<number> {
  return sql.begin(async (tx) => {
    await tx.unsafe(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`)
    await tx.unsafe(
      `CREATE TABLE IF NOT EXISTS contact_migrations (
         version integer PRIMARY KEY,
         name text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    )
    const [row] = await tx<{ version: number | null }[]>`
      SELECT max(version) AS version FROM contact_migrations`
    const current = row?.version ?? 0
    const latest = MIGRATIONS.length
    if (current > latest) {
      throw new Error(
        `the database is at contact schema version ${current}, newer than this server's ${latest}`,
      )
    }
    for (const migration of MIGRATIONS.slice(current)) {
      await tx.unsafe(migration.sql)
      await tx`INSERT INTO contact_migrations (version, name)
               VALUES (${migration.version}, ${migration.name})`
    }
    return latest
  })
}

/**
 * The cluster tier with contact state in one PostgreSQL (DATABASE_URL on both replicas,
 * tests/support/engines.ts): a token fetched from one replica carries a message through the
 * other, once only; a message posted through one replica is listed by `npm run messages` run
 * with the other's configuration; and the daily cap holds exactly under a concurrent burst
 * spread over both replicas.
 */
import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureEngines, startPostgres, type Postgres } from '#tests/support/engines.ts'
import { startCluster, type Cluster } from './cluster.ts'

/** Each source's share is then 2 (2 %): room for a message and its replay from one range. */
const DAILY_CAP = 100
const BURST = 150
const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'WebP downloads',
  message: 'Hello!\nDoes the WebP option keep the original colours?',
}

let pg: Postgres
let url: string
let cluster: Cluster
beforeAll(async () => {
  ensureEngines(['postgresql', 'nginx'])
  pg = await startPostgres()
  url = await pg.createDatabase('cluster_contact')
  cluster = await startCluster({
    replicas: 2,
    env: { DATABASE_URL: url, CONTACT_DAILY_CAP: String(DAILY_CAP) },
  })
}, 600_000)
afterAll(async () => {
  await cluster?.stop()
  await pg?.stop()
})

const replica = (n: number) => {
  const found = cluster.replicas[n]
  if (!found) throw new Error(`no replica ${n}`)
  return found
}
/** Replicas trust 127.0.0.1 (cluster.ts), so a direct request may name its client. */
const as = (client: string) => ({ 'X-Forwarded-For': client })
const tokenFrom = async (n: number, client: string) => {
  const res = await fetch(`${replica(n).url}/api/contact/token`, { headers: as(client) })
  return ((await res.json()) as { token: string }).token
}
const postTo = (n: number, client: string, fields: Record<string, string>) =>
  fetch(`${replica(n).url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...as(client) },
    body: JSON.stringify(fields),
  })
const stored = async () =>
  Number(await pg.query('SELECT count(*) FROM messages', 'cluster_contact'))
/** A token is good from 3 s after it was issued (decision 006). */
const ripen = () => new Promise((resolve) => setTimeout(resolve, 3_100))

describe('two replicas on one PostgreSQL', () => {
  it('takes a token from one replica through the other, once, and lists the message from either', async () => {
    const client = '192.0.2.10'
    const token = await tokenFrom(0, client)
    await ripen()
    const before = await stored()
    const res = await postTo(1, client, { ...VALID, subject: 'token from replica 0', token })
    expect(res.status).toBe(201)
    // Stored, not dropped by the time trap: replica 1 accepted replica 0's token.
    expect(await stored()).toBe(before + 1)
    // The same token again, on the first replica: a replay, answered alike and dropped.
    const replay = await postTo(0, client, { ...VALID, subject: 'replayed', token })
    expect(replay.status).toBe(201)
    expect(await stored()).toBe(before + 1)

    // `npm run messages` with the other replica's configuration lists it.
    const listed = spawnSync(process.execPath, ['scripts/messages.ts', '--json'], {
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: replica(0).dataDir,
        DATABASE_URL: url,
        CONTACT_SECRET: 'cluster-test-secret-0123456789abcdef',
      },
      encoding: 'utf8',
    })
    expect(listed.status).toBe(0)
    const subjects = (JSON.parse(listed.stdout) as { subject: string }[]).map((m) => m.subject)
    expect(subjects).toContain('token from replica 0')
    expect(subjects).not.toContain('replayed')
  })

  it('holds the daily cap exactly under a concurrent burst over both replicas', async () => {
    const already = await stored()
    // Each message from its own /24, with a token fetched from there: no share applies, only
    // the cap for everyone together, and no per-client rate limit.
    const clients = Array.from(
      { length: BURST },
      (_, i) => `10.${Math.floor(i / 200)}.${i % 200}.7`,
    )
    const tokens = await Promise.all(clients.map((client, i) => tokenFrom(i % 2, client)))
    await ripen()
    const answers = await Promise.all(
      clients.map((client, i) =>
        postTo(i % 2, client, { ...VALID, subject: `burst ${i}`, token: tokens[i] ?? '' }),
      ),
    )
    const statuses = answers.map((res) => res.status)
    expect(await stored()).toBe(DAILY_CAP)
    expect(statuses.filter((s) => s === 201)).toHaveLength(DAILY_CAP - already)
    expect(statuses.filter((s) => s === 503)).toHaveLength(BURST - (DAILY_CAP - already))
  })
})

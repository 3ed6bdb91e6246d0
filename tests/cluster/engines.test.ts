import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  acceptsConnections,
  ensureEngines,
  groupAlive,
  startNginx,
  startPostgres,
  startRedis,
  testNginxConfig,
} from '#tests/support/engines.ts'

const uidOf = (pid: number) =>
  Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])

beforeAll(() => ensureEngines(), 600_000)

describe('startPostgres', () => {
  it('runs a cluster as an unprivileged user that answers SQL, and stops it whole', async () => {
    const pg = await startPostgres()
    const { pid, dir } = pg
    try {
      expect(uidOf(pid)).not.toBe(0)
      expect(pg.url).toBe(`postgres://postgres@127.0.0.1:${pg.port}/postgres`)
      const url = await pg.createDatabase('harness_check')
      expect(url).toMatch(/\/harness_check$/)
      await pg.query('CREATE TABLE t (n int); INSERT INTO t VALUES (1), (2)', 'harness_check')
      expect(await pg.query('SELECT sum(n) FROM t', 'harness_check')).toBe('3')
      expect(await pg.query('SHOW server_version_num')).toMatch(/^15\d{4}$/)
      // A restart on the same folder keeps the data.
      await pg.halt()
      expect(await acceptsConnections(pg.port)).toBe(false)
      await pg.start()
      expect(await pg.query('SELECT count(*) FROM t', 'harness_check')).toBe('2')
    } finally {
      await pg.stop()
    }
    expect(groupAlive(pid)).toBe(false)
    expect(existsSync(dir)).toBe(false)
  }, 60_000)
})

describe('startRedis', () => {
  it('runs a Redis 7 that answers, restarts empty, and stops', async () => {
    const redis = await startRedis()
    const { pid } = redis
    try {
      expect(redis.url).toBe(`redis://127.0.0.1:${redis.port}`)
      expect(await redis.cli('SET', 'k', 'v')).toBe('OK')
      expect(await redis.cli('GET', 'k')).toBe('v')
      expect(await redis.cli('INFO', 'server')).toMatch(/redis_version:7\./)
      await redis.halt()
      expect(groupAlive(pid)).toBe(false)
      await redis.start()
      // No persistence: a restarted Redis starts empty.
      expect(await redis.cli('DBSIZE')).toBe('0')
    } finally {
      await redis.stop()
    }
    expect(groupAlive(redis.pid || pid)).toBe(false)
  }, 30_000)
})

describe('startNginx', () => {
  const config = ({ port }: { port: number }) => `
    events {}
    http {
      access_log off;
      server {
        listen 127.0.0.1:${port};
        location / { return 200 "harness\\n"; }
      }
    }`

  it('serves with its master and workers, and stops them all', async () => {
    const nginx = await startNginx(config)
    const { pid } = nginx
    try {
      const response = await fetch(nginx.url)
      expect(response.status).toBe(200)
      expect(response.headers.get('server')).toMatch(/^nginx\/1\.22/)
      expect(await response.text()).toBe('harness\n')
    } finally {
      await nginx.stop()
    }
    expect(groupAlive(pid)).toBe(false)
    expect(await acceptsConnections(nginx.port)).toBe(false)
  })

  it('testNginxConfig accepts a valid configuration and refuses a broken one', async () => {
    expect(await testNginxConfig(config)).toMatch(/test is successful/)
    await expect(testNginxConfig(() => 'events {} http { bogus_directive on; }')).rejects.toThrow(
      /unknown directive "bogus_directive"/,
    )
  })
})

describe('a test process that ends without stopping its engines', () => {
  /** Starts Redis and nginx in a child Node process, which then exits or waits to be killed. */
  const script = (ending: 'exit' | 'wait') => `
    import { startNginx, startRedis } from '#tests/support/engines.ts'
    const redis = await startRedis()
    const nginx = await startNginx(({ port }) => 'events {} http { server { listen 127.0.0.1:' + port + '; } }')
    console.log(JSON.stringify({ pids: [redis.pid, nginx.pid], dirs: [redis.dir, nginx.dir] }))
    ${ending === 'exit' ? 'process.exit(0)' : 'setInterval(() => {}, 1000)'}
  `
  const run = async (ending: 'exit' | 'wait') => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script(ending)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const [line] = (await once(child.stdout, 'data')) as [Buffer]
    return { child, ...(JSON.parse(line.toString()) as { pids: number[]; dirs: string[] }) }
  }
  const gone = async (pids: number[]) => {
    for (let waited = 0; pids.some(groupAlive) && waited < 5_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50))
    return pids.filter(groupAlive)
  }

  it('exits: its exit handler kills every engine and removes their folders', async () => {
    const { child, pids, dirs } = await run('exit')
    await once(child, 'exit')
    expect(await gone(pids)).toEqual([])
    expect(dirs.filter((dir) => existsSync(dir))).toEqual([])
  })

  it('is killed with SIGKILL: the kernel stops its engines (setpriv --pdeathsig)', async () => {
    const { child, pids, dirs } = await run('wait')
    expect(pids.filter(groupAlive)).toEqual(pids)
    child.kill('SIGKILL')
    await once(child, 'exit')
    expect(await gone(pids)).toEqual([])
    // Nothing ran to remove the folders: this test does.
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })
})

/**
 * @module Throwaway PostgreSQL 15, Redis 7 and nginx from Debian's packages, for tests that need
 * the real engines (the cluster tier, store contract tests): each on a free loopback port, with
 * its data, socket, logs and cache in a fresh temporary folder, started as a plain child process
 * (never through systemd or an init script) and stopped with everything it forked.
 *
 * - PostgreSQL refuses to run as root: when the test runs as root it runs as the `postgres` user
 *   of Debian's package (else `nobody`), its folder handed to that user.
 * - Every engine gets a process group of its own, so `stop()` (and, should the test process end
 *   without calling it, an `exit` handler) signals the engine and every process it forked. Each
 *   is started through `setpriv --pdeathsig`, so the kernel stops it even when the test process
 *   is killed outright.
 * - Missing engines are installed with apt-get when the test runs as root (`ensureEngines()`),
 *   as scripts/e2e.ts does Chromium; otherwise the error names the command to run.
 *
 * @example
 * const pg = await startPostgres()            // pg.url: postgres://postgres@127.0.0.1:PORT/postgres
 * const url = await pg.createDatabase('contract_1')
 * const redis = await startRedis()            // redis.url: redis://127.0.0.1:PORT
 * const nginx = await startNginx(({ port, dir }) => confText)
 * … await Promise.all([pg.stop(), redis.stop(), nginx.stop()])
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { createConnection, createServer } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { execFile } from 'node:child_process'
import { tempDir } from './temp-dir.ts'

const run = promisify(execFile)

const PG_BIN = '/usr/lib/postgresql/15/bin'
/** Where Debian puts each engine's program; nginx is in sbin, often not on a user's PATH. */
export const ENGINE_BINARIES = {
  postgresql: `${PG_BIN}/postgres`,
  redis: '/usr/bin/redis-server',
  nginx: '/usr/sbin/nginx',
  /** Not an engine: Prometheus's checker of rule files (deploy/prometheus/). */
  promtool: '/usr/bin/promtool',
} as const
export type EngineName = keyof typeof ENGINE_BINARIES
/** The Debian packages that bring each engine (bookworm: PostgreSQL 15, Redis 7, nginx 1.22). */
const PACKAGES: Record<EngineName, string[]> = {
  postgresql: ['postgresql'],
  redis: ['redis-server'],
  nginx: ['nginx'],
  promtool: ['prometheus'],
}

const isRoot = process.getuid?.() === 0

/**
 * Makes sure the engines are installed: when one is missing and the process is root with apt-get,
 * installs it (after `apt-get update`) without letting the package start its system service;
 * otherwise throws, naming the command that installs it.
 * @example ensureEngines(['postgresql', 'redis'])
 */
export function ensureEngines(names: readonly EngineName[] = ['postgresql', 'redis', 'nginx']) {
  const missing = names.filter((name) => !existsSync(ENGINE_BINARIES[name]))
  if (missing.length === 0) return
  const packages = missing.flatMap((name) => PACKAGES[name])
  const command = `apt-get update && apt-get install -y ${packages.join(' ')}`
  if (!isRoot || spawnSync('apt-get', ['--version']).status !== 0) {
    throw new Error(`missing ${missing.join(', ')}: install with \`${command}\` (as root)`)
  }
  console.log(`engines: installing ${packages.join(' ')} with apt-get…`)
  // Debian starts a package's service on install unless policy-rc.d says no (exit 101): these
  // tests start their own engines, and a system PostgreSQL would hold port 5432 for nothing.
  const policy = '/usr/sbin/policy-rc.d'
  const ownPolicy = !existsSync(policy)
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 })
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  } finally {
    if (ownPolicy) unlinkSync(policy)
  }
  const still = missing.filter((name) => !existsSync(ENGINE_BINARIES[name]))
  if (still.length > 0) throw new Error(`apt-get did not install ${still.join(', ')}`)
}

/** A TCP port free on 127.0.0.1 now (the system's choice; taken by the engine right after). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Whether any process of this process group is still alive. */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

export type Engine = {
  name: EngineName
  /** The engine's main process, also the id of its process group. */
  pid: number
  port: number
  /** Its temporary folder: data, socket, configuration, logs. */
  dir: string
  /** What it wrote on stdout and stderr since it was started last. */
  output(): string
  /** Stops it and everything it forked, and keeps the folder (for `start()` again). */
  halt(): Promise<void>
  /** Starts it again on the same port and folder, after `halt()` (a restart of the engine). */
  start(): Promise<void>
  /** Stops it and removes its folder. May be called again. */
  stop(): Promise<void>
}

type Launch = {
  name: EngineName
  command: string
  args: string[]
  /** Run as this user when the test runs as root. */
  user?: string
  /** What the engine does on it: stop, and take the processes it forked with it. */
  stopSignal: NodeJS.Signals
  /** Whether the engine answers yet (asked every 50 ms until it does). */
  ready(output: () => string): Promise<boolean>
}

/** Every engine process group still running: killed when the test process exits. */
const groups = new Set<number>()
const folders = new Set<string>()
process.once('exit', () => {
  for (const pgid of groups) {
    try {
      process.kill(-pgid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
})

const hasSetpriv = spawnSync('setpriv', ['--version']).status === 0

function launch({ name, command, args, user, stopSignal }: Launch) {
  const switchUser = isRoot && user ? asUserArgs(user) : []
  // setpriv execs the engine (no process in between): the child's pid is the engine's.
  const [file, argv] = hasSetpriv
    ? ['setpriv', ['--pdeathsig', stopSignal, ...switchUser, '--', command, ...args]]
    : [command, args]
  const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const pid = child.pid
  if (pid === undefined) throw new Error(`${name}: could not start ${command}`)
  groups.add(pid)
  return { child, pid, exited, output: () => output }
}

async function waitFor(
  what: string,
  test: () => boolean | Promise<boolean>,
  { child, output }: { child: ChildProcess; output: () => string },
  timeoutMs = 30_000,
) {
  const deadline = performance.now() + timeoutMs
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited before it was ready:\n${output()}`)
    if (await test()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${what} was not ready after ${timeoutMs} ms:\n${output()}`)
}

/** Runs a launch as an Engine: start, halt (signal, then SIGKILL to the group after 10 s), stop. */
async function engine(
  spec: Launch & { port: number; dir: ReturnType<typeof tempDir> },
): Promise<Engine> {
  folders.add(spec.dir.path)
  let current: ReturnType<typeof launch> | undefined
  const start = async () => {
    if (current) throw new Error(`${spec.name} is running`)
    const started = launch(spec)
    current = started
    try {
      await waitFor(spec.name, () => spec.ready(started.output), {
        child: started.child,
        output: started.output,
      })
    } catch (error) {
      await halt()
      throw error
    }
  }
  const halt = async () => {
    const running = current
    if (!running) return
    current = undefined
    if (running.child.exitCode === null && running.child.signalCode === null)
      process.kill(running.pid, spec.stopSignal)
    const timer = setTimeout(() => process.kill(-running.pid, 'SIGKILL'), 10_000)
    await running.exited
    clearTimeout(timer)
    // The main process is gone; anything it forked and left behind goes too.
    if (groupAlive(running.pid)) process.kill(-running.pid, 'SIGKILL')
    for (let waited = 0; groupAlive(running.pid) && waited < 5_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20))
    groups.delete(running.pid)
  }
  await start()
  return {
    name: spec.name,
    get pid() {
      return current?.pid ?? 0
    },
    port: spec.port,
    dir: spec.dir.path,
    output: () => current?.output() ?? '',
    halt,
    start,
    async stop() {
      await halt()
      spec.dir.remove()
      folders.delete(spec.dir.path)
    },
  }
}

/** A folder the engine's user may write, for engines that run as another user than the test. */
function folderFor(name: string, user?: string) {
  const dir = tempDir(name)
  if (isRoot && user) {
    const { uid, gid } = userIds(user)
    chownSync(dir.path, uid, gid)
  }
  return dir
}

/** setpriv's switch to a user and its primary group (by number: `nobody`'s group is `nogroup`). */
function asUserArgs(user: string): string[] {
  const { uid, gid } = userIds(user)
  return ['--reuid', String(uid), '--regid', String(gid), '--init-groups']
}

function userIds(user: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim())
  const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim())
  return { uid, gid }
}

/** The user PostgreSQL runs as under root: Debian's `postgres`, else `nobody`. */
function postgresUser(): string {
  return spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody'
}

export type Postgres = Engine & {
  /** `postgres://postgres@127.0.0.1:PORT/postgres`: the superuser, trusted on loopback. */
  url: string
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>
  /** Runs SQL with psql and returns its unaligned, tuples-only output (`a|b` rows). */
  query(sql: string, database?: string): Promise<string>
  /**
   * Stops every process of the cluster where it is (SIGSTOP), connections left open: a server
   * that takes no action and answers nothing; `thaw()` lets them go on (SIGCONT).
   */
  freeze(): void
  thaw(): void
}

/**
 * A fresh PostgreSQL 15 cluster (initdb, trust authentication, no fsync: a test's data does not
 * need to survive a power cut) listening on 127.0.0.1 and on a socket in its folder. `durable`
 * keeps PostgreSQL's own defaults (fsync, synchronous commit), for benchmarks that compare
 * commits with SQLite's `synchronous = FULL`.
 */
export async function startPostgres({
  durable = false,
}: { durable?: boolean } = {}): Promise<Postgres> {
  ensureEngines(['postgresql'])
  const user = postgresUser()
  const dir = folderFor('pg', user)
  const data = join(dir.path, 'data')
  const asUser = isRoot ? ['setpriv', ...asUserArgs(user), '--'] : []
  const [initdb, ...initArgs] = [
    ...asUser,
    `${PG_BIN}/initdb`,
    ...['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '-N'],
  ]
  await run(initdb ?? '', initArgs, { cwd: dir.path })
  const port = await freePort()
  const settings = durable
    ? {}
    : { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }
  const pg = await engine({
    name: 'postgresql',
    command: ENGINE_BINARIES.postgresql,
    args: [
      ...['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir.path],
      ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
    ],
    user,
    // Fast shutdown: running sessions end, the postmaster takes its backends down with it.
    stopSignal: 'SIGINT',
    port,
    dir,
    ready: () =>
      run(`${PG_BIN}/pg_isready`, ['-q', '-h', '127.0.0.1', '-p', String(port)]).then(
        () => true,
        () => false,
      ),
  })
  const query = async (sql: string, database = 'postgres') =>
    (
      await run(`${PG_BIN}/psql`, [
        ...['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database],
        ...['-v', 'ON_ERROR_STOP=1', '-X', '-A', '-t', '-c', sql],
      ])
    ).stdout.trim()
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`
  // Each backend leads a session of its own (PostgreSQL calls setsid), so a signal to the
  // postmaster's group would miss them: they are found by their parent instead.
  const signalAll = (signal: NodeJS.Signals) => {
    for (const pid of [pg.pid, ...childrenOf(pg.pid)]) process.kill(pid, signal)
  }
  return Object.assign(pg, {
    url: urlOf('postgres'),
    query,
    freeze: () => signalAll('SIGSTOP'),
    thaw: () => signalAll('SIGCONT'),
    async createDatabase(name: string) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`)
      await query(`CREATE DATABASE ${name}`)
      return urlOf(name)
    },
  })
}

/** The processes whose parent is `parent`, from /proc (Linux). */
function childrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // `pid (comm) state ppid …`: comm may hold spaces, so read after its closing parenthesis.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent
      } catch {
        return false
      }
    })
    .map(Number)
}

export type Redis = Engine & {
  /** `redis://127.0.0.1:PORT` */
  url: string
  /** Runs one command with redis-cli and returns its raw output, e.g. `cli('DBSIZE')`. */
  cli(...args: string[]): Promise<string>
}

/** A Redis 7 with no persistence (`--save ''`, no AOF), on 127.0.0.1 only. */
export async function startRedis(): Promise<Redis> {
  ensureEngines(['redis'])
  const dir = folderFor('redis')
  const port = await freePort()
  const cli = async (...args: string[]) =>
    (await run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args])).stdout.trim()
  const redis = await engine({
    name: 'redis',
    command: ENGINE_BINARIES.redis,
    args: [
      ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      ...['--dir', dir.path, '--daemonize', 'no'],
    ],
    stopSignal: 'SIGTERM',
    port,
    dir,
    ready: async () => (await cli('PING').catch(() => '')) === 'PONG',
  })
  return Object.assign(redis, { url: `redis://127.0.0.1:${port}`, cli })
}

export type Nginx = Engine & {
  /** `http://127.0.0.1:PORT` */
  url: string
  /** The nginx.conf it runs. */
  config: string
}

/**
 * nginx 1.22 in the foreground with a configuration made for its folder and port: `config`
 * gets both and returns the whole nginx.conf text (tests/support/deploy-nginx.ts renders
 * deploy/nginx.conf so). Its `pid` is set here; the configuration must not set one.
 */
export async function startNginx(
  config: (where: { port: number; dir: string }) => string,
): Promise<Nginx> {
  ensureEngines(['nginx'])
  const dir = folderFor('nginx')
  // Under root the workers run as the build's default user (nobody) and must reach the folder.
  chmodSync(dir.path, 0o755)
  mkdirSync(join(dir.path, 'logs'))
  const port = await freePort()
  const text = config({ port, dir: dir.path })
  const file = join(dir.path, 'nginx.conf')
  writeFileSync(file, text)
  const nginx = await engine({
    name: 'nginx',
    command: ENGINE_BINARIES.nginx,
    args: [
      ...['-p', dir.path, '-c', file, '-e', 'stderr'],
      ...['-g', `daemon off; pid ${join(dir.path, 'nginx.pid')};`],
    ],
    // Fast shutdown: the master stops its workers, cache manager and loader, then itself.
    stopSignal: 'SIGTERM',
    port,
    dir,
    ready: () => acceptsConnections(port),
  })
  return Object.assign(nginx, { url: `http://127.0.0.1:${port}`, config: text })
}

/**
 * Checks an nginx configuration with `nginx -t` in a scratch folder, without starting a server.
 * @returns nginx's verdict (stderr), or throws with it when the configuration is refused
 */
export async function testNginxConfig(
  config: (where: { port: number; dir: string }) => string,
): Promise<string> {
  ensureEngines(['nginx'])
  const dir = folderFor('nginx-t')
  try {
    chmodSync(dir.path, 0o755)
    mkdirSync(join(dir.path, 'logs'))
    const file = join(dir.path, 'nginx.conf')
    writeFileSync(file, config({ port: await freePort(), dir: dir.path }))
    const pid = join(dir.path, 'nginx.pid')
    const { stderr } = await run(ENGINE_BINARIES.nginx, [
      ...['-t', '-p', dir.path, '-c', file, '-e', 'stderr', '-g', `pid ${pid};`],
    ])
    return stderr
  } finally {
    dir.remove()
  }
}

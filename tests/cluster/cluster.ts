/**
 * @module A ThumbGrab cluster on loopback, as deploy/compose.yaml runs one: the fake image host,
 * N replicas of the built server (`node server/main.ts`, each its own process and DATA_DIR) and
 * nginx with deploy/nginx.conf in front of them, on HTTPS with a throwaway certificate (`ca`
 * trusts it) and on HTTP for its redirect and ACME's path. Engines for shared state (tests/support/
 * engines.ts: `startPostgres`, `startRedis`) are started by the caller, whose URLs go to every
 * replica through `env`.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Agent, fetch as undiciFetch } from 'undici'
import { startFakeImageHost, type FakeImageHost } from '#tests/fake-image-host/server.ts'
import {
  ACCESS_LOG,
  deployNginx,
  parseAccessLog,
  TLS_DIR,
  type AccessLine,
} from '#tests/support/deploy-nginx.ts'
import { freePort, startNginx, type Nginx } from '#tests/support/engines.ts'
import { startMain, type MainProcess } from '#tests/support/main-process.ts'

/** The same on every replica: tokens signed on one are good on the other. */
const CONTACT_SECRET = 'cluster-test-secret-0123456789abcdef'

export type Cluster = {
  host: FakeImageHost
  replicas: MainProcess[]
  nginx: Nginx
  /** `https://127.0.0.1:PORT` of nginx. */
  url: string
  /** `http://127.0.0.1:PORT` of nginx: the redirect to HTTPS, and ACME's path. */
  httpUrl: string
  /** The certificate nginx serves, for a client to trust (`loopbackClient(n, cluster.ca)`). */
  ca: string
  /** nginx's access log so far (deploy/nginx.conf's `thumbgrab` format). */
  accessLog(): AccessLine[]
  /**
   * The log lines that `match`, once there are at least `count` of them: nginx writes a line
   * when it finishes a request, which may be just after the client has its answer.
   */
  logged(match: (line: AccessLine) => boolean, count: number): Promise<AccessLine[]>
  /** Stops nginx, every replica still running and the fake host. */
  stop(): Promise<void>
}

export async function startCluster({
  replicas = 2,
  env = {},
}: { replicas?: number; env?: Record<string, string> } = {}): Promise<Cluster> {
  const host = await startFakeImageHost()
  const started: MainProcess[] = []
  let nginx: Nginx | undefined
  let httpPort = 0
  const stop = async () => {
    await nginx?.stop()
    await Promise.all(started.map((replica) => replica.stop()))
    await host.close()
  }
  try {
    const replicaEnv = {
      THUMBNAIL_ORIGIN: host.origin,
      // Playlists' feeds, for batches (tests/fake-image-host/feeds.ts).
      YOUTUBE_ORIGIN: host.origin,
      // nginx connects from 127.0.0.1 and names the client in X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      CONTACT_SECRET,
      SHUTDOWN_DRAIN_MS: '1000',
      ...env,
    }
    started.push(
      ...(await Promise.all(Array.from({ length: replicas }, () => startMain(replicaEnv)))),
    )
    httpPort = await freePort()
    nginx = await startNginx(
      deployNginx(
        started.map((replica) => `127.0.0.1:${replica.port}`),
        { httpPort },
      ),
    )
  } catch (error) {
    await stop()
    throw error
  }
  const proxy = nginx
  const accessLog = () => parseAccessLog(readFileSync(join(proxy.dir, ACCESS_LOG), 'utf8'))
  return {
    host,
    replicas: started,
    nginx: proxy,
    url: `https://127.0.0.1:${proxy.port}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    ca: readFileSync(join(proxy.dir, TLS_DIR, 'fullchain.pem'), 'utf8'),
    accessLog,
    async logged(match, count) {
      for (let waited = 0; ; waited += 20) {
        const lines = accessLog().filter(match)
        if (lines.length >= count || waited >= 3_000) return lines
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
    stop,
  }
}

/**
 * A client that connects from its own loopback address (127.0.0.2, …): to nginx's per-address
 * limits, distinct visitors. Every address in 127.0.0.0/8 reaches the loopback interface. `ca`
 * is the certificate it trusts for HTTPS (the cluster's).
 * @example const visitor = loopbackClient(7, cluster.ca); await visitor.fetch(`${cluster.url}/`)
 */
export function loopbackClient(n: number, ca: string) {
  if (!Number.isInteger(n) || n < 2 || n > 254) throw new Error(`no client 127.0.0.${n}`)
  const dispatcher = new Agent({ localAddress: `127.0.0.${n}`, connect: { ca } })
  return {
    address: `127.0.0.${n}`,
    fetch: (url: string, init: Parameters<typeof undiciFetch>[1] = {}) =>
      undiciFetch(url, { ...init, dispatcher }),
    close: () => dispatcher.close(),
  }
}

export type TcpSocket = {
  local: { address: string; port: number }
  remote: { address: string; port: number }
  /** The kernel's state code of proc(5) as a number: 1 ESTABLISHED, 4 FIN_WAIT1, … */
  state: number
  /** Bytes written and not yet acknowledged by the peer (sent but unread on loopback). */
  txQueue: number
  /** Bytes received and not yet read by the process. */
  rxQueue: number
}

/**
 * Every IPv4 TCP socket on the machine, from /proc/net/tcp (proc(5)): who is holding bytes
 * that the other side has not read.
 * @example tcpSockets().filter((s) => s.local.port === replica.port && s.txQueue > 0)
 */
export function tcpSockets(): TcpSocket[] {
  const endpoint = (hex: string) => {
    const [address = '', port = ''] = hex.split(':')
    const bytes = (address.match(/../g) ?? []).map((byte) => Number.parseInt(byte, 16)).reverse()
    return { address: bytes.join('.'), port: Number.parseInt(port, 16) }
  }
  return readFileSync('/proc/net/tcp', 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((row) => {
      const [, local = '', remote = '', state = '', queues = ''] = row.trim().split(/\s+/)
      const [tx = '', rx = ''] = queues.split(':')
      return {
        local: endpoint(local),
        remote: endpoint(remote),
        state: Number.parseInt(state, 16),
        txQueue: Number.parseInt(tx, 16),
        rxQueue: Number.parseInt(rx, 16),
      }
    })
}

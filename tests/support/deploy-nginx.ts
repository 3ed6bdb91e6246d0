/**
 * @module deploy/nginx.conf made runnable on loopback for a test: the replicas' addresses in
 * its upstream, its two listen ports (HTTPS, and HTTP for the redirect and ACME) on 127.0.0.1,
 * its certificate (a throwaway one, `makeTestCertificate`), its ACME webroot, its
 * /var/cache/nginx/ paths and its access log in the test's nginx folder, and one trusted front
 * (`TRUSTED_FRONT`) added to its list. Nothing else changes, so the test runs the configuration
 * that deploy/compose.yaml runs; a substitution that no longer matches the file throws, rather
 * than leave a test running a configuration of its own.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const DEPLOY_NGINX_CONF = 'deploy/nginx.conf'
export const ACCESS_LOG = 'logs/access.log'
/** The certificate's folder in nginx's test folder, for /etc/nginx/tls/. */
export const TLS_DIR = 'tls'
/** The ACME webroot in nginx's test folder, for /var/www/acme. */
export const ACME_DIR = 'acme'
/**
 * The one address the rendered configuration trusts as a front (a CDN or load balancer) whose
 * X-Request-Id is kept: tests/cluster/cluster.test.ts's `trustedFront()` speaks from it.
 */
export const TRUSTED_FRONT = '127.0.0.250'

/**
 * A self-signed certificate for 127.0.0.1 and localhost under `dir/tls/`, with certbot's file
 * names (docs/deploy.md gives operators the same `openssl req`); returns the certificate, which
 * a client trusts as its CA. chain.pem is the certificate itself: no CA, so nothing to staple.
 * @example const ca = makeTestCertificate(dir); new Agent({ connect: { ca } })
 */
export function makeTestCertificate(dir: string): string {
  const tls = join(dir, TLS_DIR)
  mkdirSync(tls, { recursive: true })
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-noenc'],
      ...['-days', '2', '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
      ...['-keyout', join(tls, 'privkey.pem'), '-out', join(tls, 'fullchain.pem')],
    ],
    { stdio: 'pipe' },
  )
  copyFileSync(join(tls, 'fullchain.pem'), join(tls, 'chain.pem'))
  return readFileSync(join(tls, 'fullchain.pem'), 'utf8')
}

const UPSTREAM_BLOCK =
  /(# thumbgrab-upstream-servers[^\n]*\n)((?:[ \t]*server [^\n]+\n)+)([ \t]*# end thumbgrab-upstream-servers)/

/** Replaces every match of `pattern` (which must match `count` times, or at least once). */
function replaceChecked(text: string, pattern: RegExp, by: string, count?: number): string {
  const found = text.match(new RegExp(pattern.source, 'g'))?.length ?? 0
  if (found === 0 || (count !== undefined && found !== count)) {
    throw new Error(
      `${DEPLOY_NGINX_CONF}: expected ${count ?? 'some'} match(es) of ${pattern}, found ${found}`,
    )
  }
  return text.replace(new RegExp(pattern.source, 'g'), by)
}

type Where = { port: number; httpPort: number; dir: string; upstreams: readonly string[] }

/**
 * The configuration text, rewritten for `dir`, `port` (HTTPS), `httpPort` and the given
 * upstream addresses (`127.0.0.1:PORT`); each upstream server keeps the parameters of the
 * file's first one.
 * @example renderDeployNginx(source, { port: 8443, httpPort: 8081, dir: '/tmp/x', upstreams: ['127.0.0.1:3001'] })
 */
export function renderDeployNginx(
  source: string,
  { port, httpPort, dir, upstreams }: Where,
): string {
  const block = UPSTREAM_BLOCK.exec(source)
  if (!block) throw new Error(`${DEPLOY_NGINX_CONF}: no thumbgrab-upstream-servers block`)
  const [, open = '', servers = '', close = ''] = block
  const first = /^([ \t]*)server (\S+)([^;]*);/.exec(servers)
  if (!first) throw new Error(`${DEPLOY_NGINX_CONF}: no server line in the upstream`)
  const [, indent = '', , parameters = ''] = first
  const lines = upstreams.map((address) => `${indent}server ${address}${parameters};\n`)
  let text = source.replace(UPSTREAM_BLOCK, `${open}${lines.join('')}${close}`)
  text = replaceChecked(
    text,
    /listen 443 ssl http2 default_server;/,
    `listen 127.0.0.1:${port} ssl http2 default_server;`,
    1,
  )
  text = replaceChecked(
    text,
    /listen 80 default_server;/,
    `listen 127.0.0.1:${httpPort} default_server;`,
    1,
  )
  text = replaceChecked(
    text,
    /(# thumbgrab-trusted-fronts[^\n]*\n)/,
    `$1        ${TRUSTED_FRONT} 1;\n`,
    1,
  )
  text = replaceChecked(text, /\/etc\/nginx\/tls\//, `${join(dir, TLS_DIR)}/`, 3)
  text = replaceChecked(text, /root \/var\/www\/acme;/, `root ${join(dir, ACME_DIR)};`, 1)
  text = replaceChecked(text, /\/var\/cache\/nginx\//, `${join(dir, 'cache')}/`)
  text = replaceChecked(text, /access_log \/dev\/stdout/, `access_log ${join(dir, ACCESS_LOG)}`, 1)
  return text
}

/**
 * For `startNginx` and `testNginxConfig` (tests/support/engines.ts): deploy/nginx.conf in front
 * of these upstreams, HTTPS on the port `startNginx` picks and HTTP on `httpPort`, with the
 * cache folder, the ACME webroot and a throwaway certificate made first (nginx makes only the
 * cache's last level). The client's CA is `readFileSync(join(nginx.dir, TLS_DIR, 'fullchain.pem'))`.
 * @example const nginx = await startNginx(deployNginx(['127.0.0.1:3001'], { httpPort: await freePort() }))
 */
export function deployNginx(upstreams: readonly string[], { httpPort }: { httpPort: number }) {
  const source = readFileSync(DEPLOY_NGINX_CONF, 'utf8')
  return ({ port, dir }: { port: number; dir: string }) => {
    mkdirSync(join(dir, 'cache'), { recursive: true })
    mkdirSync(join(dir, ACME_DIR, '.well-known', 'acme-challenge'), { recursive: true })
    makeTestCertificate(dir)
    return renderDeployNginx(source, { port, httpPort, dir, upstreams })
  }
}

export type AccessLine = {
  /** The client's address as nginx saw it ($remote_addr). */
  client: string
  request: string
  status: number
  /** Seconds from the first byte of the request to the last byte of the answer. */
  requestTime: number
  /** The replica(s) that answered, as `127.0.0.1:PORT` (several when nginx retried). */
  upstreams: string[]
  /** Seconds the replica took, per replica tried. */
  upstreamTimes: number[]
  cache: string
  /** The request's id, as sent to the replica and returned as X-Request-Id. */
  requestId: string
}

/**
 * Parses the lines of the `thumbgrab` log_format of deploy/nginx.conf.
 * @example parseAccessLog(text).filter((line) => line.cache === 'HIT')
 */
export function parseAccessLog(text: string): AccessLine[] {
  const pattern =
    /^(\S+) \[[^\]]+\] "([^"]*)" (\d{3}) \d+ ([\d.]+) upstream=(.*?) upstream_time=(.*?) cache=(\S*) id=(\S+)$/
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const match = pattern.exec(line)
      if (!match) throw new Error(`not a thumbgrab access log line: ${line}`)
      const [
        ,
        client = '',
        request = '',
        status = '',
        requestTime = '',
        upstreams = '',
        times = '',
        cache = '',
        requestId = '',
      ] = match
      const list = (value: string) => (value === '-' || value === '' ? [] : value.split(/, | : /))
      return {
        client,
        request,
        status: Number(status),
        requestTime: Number(requestTime),
        upstreams: list(upstreams),
        upstreamTimes: list(times).map(Number),
        cache: cache === '-' ? '' : cache,
        requestId,
      }
    })
}

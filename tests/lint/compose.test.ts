/**
 * @module deploy/compose.yaml's hardening and its agreement with deploy/nginx.conf: every service
 * read-only with no-new-privileges and CPU and memory limits; nginx a stable image, publishing
 * 80 and 443, with the certificate and the ACME webroot mounted read-only where nginx.conf
 * reads them. The file is read as text, block by block (a service's lines, and x-app's for one
 * that merges `<<: *app`): docker compose is not on every machine that runs the tests.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

const compose = readFileSync('deploy/compose.yaml', 'utf8')
const nginxConf = readFileSync('deploy/nginx.conf', 'utf8')

/**
 * The lines under `key:` (or `key: &anchor`) at `indent` spaces, up to the next key at that
 * depth or less.
 */
function block(text: string, key: string, indent: number): string {
  const lines = text.split('\n')
  const header = new RegExp(`^ {${indent}}${key}:( &[\\w-]+)?$`)
  const start = lines.findIndex((line) => header.test(line))
  if (start === -1) throw new Error(`deploy/compose.yaml: no ${key} at indent ${indent}`)
  const end = lines.findIndex(
    (line, i) =>
      i > start && /^\s*[^\s#]/.test(line) && line.length - line.trimStart().length <= indent,
  )
  return lines.slice(start + 1, end === -1 ? undefined : end).join('\n')
}

/** A service's own lines, with x-app's (re-indented) when it merges `<<: *app`. */
function service(name: string): string {
  const own = block(block(compose, 'services', 0), name, 2)
  if (!/^\s+<<: \*app$/m.test(own)) return own
  return `${own}\n${block(compose, 'x-app', 0).replace(/^ {2}/gm, '    ')}`
}

const SERVICES = ['app1', 'app2', 'nginx', 'postgres', 'redis']

describe('deploy/compose.yaml', () => {
  test('lists the services this test checks, and no other', () => {
    const names = block(compose, 'services', 0)
      .split('\n')
      .flatMap((line) => /^ {2}([\w-]+):$/.exec(line)?.[1] ?? [])
    expect(names.toSorted()).toEqual(SERVICES.toSorted())
  })

  test.each(SERVICES)('%s: read-only, no-new-privileges, CPU and memory limits', (name) => {
    const text = service(name)
    expect(text).toMatch(/^\s+read_only: true$/m)
    expect(text).toMatch(/^\s+security_opt:\n\s+- no-new-privileges:true$/m)
    expect(text).toMatch(
      /^\s+deploy:\n\s+resources:\n\s+limits:\n\s+cpus: '\d+(\.\d+)?'\n\s+memory: \d+M$/m,
    )
  })

  test('nginx: a stable image, HTTPS and HTTP published, TLS and ACME mounted where nginx.conf reads them', () => {
    const nginx = service('nginx')
    // nginx.org's stable lines are the even minor versions; 1.22 is retired.
    const [, minor = ''] = /^\s+image: nginx:1\.(\d+)-alpine$/m.exec(nginx) ?? []
    expect(Number(minor) % 2).toBe(0)
    expect(Number(minor)).toBeGreaterThanOrEqual(28)
    expect(nginx).toMatch(/- '443:443'/)
    expect(nginx).toMatch(/- '80:80'/)
    expect(nginxConf).toMatch(/\n\s+listen 443 ssl http2 default_server;/)
    expect(nginxConf).toMatch(/\n\s+listen 80 default_server;/)

    const tls = /- \$\{TLS_DIR:-[^}]+\}:(\S+):ro$/m.exec(nginx)?.[1]
    const acme = /- \$\{ACME_WEBROOT:-[^}]+\}:(\S+):ro$/m.exec(nginx)?.[1]
    expect(tls).toBe('/etc/nginx/tls')
    expect(acme).toBe('/var/www/acme')
    for (const file of ['fullchain.pem', 'privkey.pem', 'chain.pem']) {
      expect(nginxConf).toContain(` ${tls}/${file};`)
    }
    expect(nginxConf).toContain(`root ${acme};`)
    // The health check asks port 80's /nginx-health, which that server answers itself.
    expect(nginx).toMatch(/http:\/\/127\.0\.0\.1\/nginx-health/)
    const port80 = nginxConf.slice(
      nginxConf.indexOf('listen 80 default_server;'),
      nginxConf.indexOf('listen 443 '),
    )
    expect(port80).toContain('location = /nginx-health {')
  })
})

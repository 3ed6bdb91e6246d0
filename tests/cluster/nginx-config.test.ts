import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BATCH_LIMITS } from '#server/batch/limits.ts'
import { BATCH_BODY_BYTES } from '#server/batch/routes.ts'
import {
  DEPLOY_NGINX_CONF,
  deployNginx,
  renderDeployNginx,
  TRUSTED_FRONT,
} from '#tests/support/deploy-nginx.ts'
import { testNginxConfig } from '#tests/support/engines.ts'

const source = readFileSync(DEPLOY_NGINX_CONF, 'utf8')
const where = {
  port: 8181,
  httpPort: 8180,
  dir: '/tmp/cluster-x',
  upstreams: ['127.0.0.1:3101', '127.0.0.1:3102'],
}

/** The body of `location = /api/batch { … }` (no nested blocks in it). */
const batchLocation = () => /location = \/api\/batch \{([^}]*)\}/.exec(source)?.[1] ?? ''
/** A size or a time of nginx's (`1m`, `512k`, `60s`) in bytes or milliseconds. */
const figure = (directive: string, text: string) => {
  const [, number = '', unit = ''] =
    new RegExp(`\\n\\s*${directive} (\\d+)([kms]?);`).exec(text) ?? []
  const scale: Record<string, number> = { '': 1, k: 1024, m: 1024 * 1024, s: 1000 }
  if (number === '') throw new Error(`no ${directive} in the batch location`)
  return Number(number) * (scale[unit] ?? Number.NaN)
}

describe('deploy/nginx.conf', () => {
  it('passes nginx -t with the upstreams and paths of a test', async () => {
    expect(
      await testNginxConfig(deployNginx(where.upstreams, { httpPort: where.httpPort })),
    ).toMatch(/test is successful/)
  })

  it('is rendered with only its upstream servers, listen ports, trusted front and paths changed', () => {
    const text = renderDeployNginx(source, where)
    expect(text).toContain('server 127.0.0.1:3101 max_fails=1 fail_timeout=5s;')
    expect(text).toContain('server 127.0.0.1:3102 max_fails=1 fail_timeout=5s;')
    expect(text).not.toMatch(
      /app[12]:3000|\/var\/cache\/nginx|\/etc\/nginx\/tls|\/var\/www|\/dev\/stdout|listen (80|443) /,
    )
    expect(text).toContain('listen 127.0.0.1:8181 ssl http2 default_server;')
    expect(text).toContain('listen 127.0.0.1:8180 default_server;')
    expect(text).toContain(`${TRUSTED_FRONT} 1;`)
    expect(text).toContain('ssl_certificate /tmp/cluster-x/tls/fullchain.pem;')
    expect(text).toContain('root /tmp/cluster-x/acme;')
    expect(text).toContain('proxy_cache_path /tmp/cluster-x/cache/thumbgrab ')
    const unchanged = (t: string) =>
      t
        .split('\n')
        .filter(
          (line) =>
            !/server (app|127)|listen |\/var\/cache|\/etc\/nginx\/tls|\/var\/www|\/tmp\/cluster-x|access_log /.test(
              line,
            ) && line.trim() !== `${TRUSTED_FRONT} 1;`,
        )
    expect(unchanged(text)).toEqual(unchanged(source))
  })

  it('refuses to render a file whose lines it no longer recognises', () => {
    expect(() =>
      renderDeployNginx(source.replace('listen 443 ssl http2', 'listen 443 ssl'), where),
    ).toThrow(/listen 443/)
    expect(() => renderDeployNginx(source.replace('listen 80 ', 'listen 8080 '), where)).toThrow(
      /listen 80/,
    )
    expect(() =>
      renderDeployNginx(source.replace('# thumbgrab-trusted-fronts', '#'), where),
    ).toThrow(/thumbgrab-trusted-fronts/)
    expect(() =>
      renderDeployNginx(source.replace('# thumbgrab-upstream-servers', '#'), where),
    ).toThrow(/no thumbgrab-upstream-servers block/)
  })

  it("gives POST /api/batch room for the app's own body limit and deadlines", () => {
    const batch = batchLocation()
    expect(batch).toMatch(/\n\s*proxy_buffering off;/)
    // The app answers its own 413 up to its limit: nginx's is above it.
    expect(figure('client_max_body_size', batch)).toBeGreaterThan(BATCH_BODY_BYTES)
    // nginx never cuts a batch the app is still within its deadlines for.
    const { planTimeoutMs, stepTimeoutMs, stalledReaderMs } = BATCH_LIMITS
    expect(figure('proxy_read_timeout', batch)).toBeGreaterThan(
      Math.max(planTimeoutMs, stepTimeoutMs, stalledReaderMs),
    )
  })
})

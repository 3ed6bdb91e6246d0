import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEPLOY_NGINX_CONF, deployNginx, renderDeployNginx } from '#tests/support/deploy-nginx.ts'
import { testNginxConfig } from '#tests/support/engines.ts'

const source = readFileSync(DEPLOY_NGINX_CONF, 'utf8')
const where = {
  port: 8181,
  httpPort: 8180,
  dir: '/tmp/cluster-x',
  upstreams: ['127.0.0.1:3101', '127.0.0.1:3102'],
}

describe('deploy/nginx.conf', () => {
  it('passes nginx -t with the upstreams and paths of a test', async () => {
    expect(
      await testNginxConfig(deployNginx(where.upstreams, { httpPort: where.httpPort })),
    ).toMatch(/test is successful/)
  })

  it('is rendered with only its upstream servers, listen ports and paths changed', () => {
    const text = renderDeployNginx(source, where)
    expect(text).toContain('server 127.0.0.1:3101 max_fails=1 fail_timeout=5s;')
    expect(text).toContain('server 127.0.0.1:3102 max_fails=1 fail_timeout=5s;')
    expect(text).not.toMatch(
      /app[12]:3000|\/var\/cache\/nginx|\/etc\/nginx\/tls|\/var\/www|\/dev\/stdout|listen (80|443) /,
    )
    expect(text).toContain('listen 127.0.0.1:8181 ssl http2 default_server;')
    expect(text).toContain('listen 127.0.0.1:8180 default_server;')
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
            ),
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
      renderDeployNginx(source.replace('# thumbgrab-upstream-servers', '#'), where),
    ).toThrow(/no thumbgrab-upstream-servers block/)
  })
})

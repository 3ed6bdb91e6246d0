import { describe, expect, test } from 'vitest'
import type { Site } from '#core/site.ts'
import { DEVELOPMENT_POLICY, renderedPolicy } from '../http/csp.ts'
import type { RenderOptions, Services } from './load-context.ts'
import { pageRenderer } from './routes.ts'
import type { SiteBuild } from './site-build.ts'

/** A build whose every page is an empty document, recording the options of each render. */
function fakeBuild(development?: boolean) {
  const renders: RenderOptions[] = []
  const build: SiteBuild = {
    async render(_request, _site, _services, options = {}) {
      renders.push(options)
      return new Response('<!DOCTYPE html><html></html>', {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      })
    },
    files: new Map(),
    prerenderedSite: null,
    ...(development && { development }),
  }
  return { build, renders }
}

const render = (build: SiteBuild) =>
  pageRenderer({ build, site: {} as Site, services: {} as Services })(
    new Request('http://localhost/?v=dQw4w9WgXcQ'),
  )

describe('the Content-Security-Policy of a rendered page', () => {
  test('allows the inline blocks of this render by a nonce of its own', async () => {
    const { build, renders } = fakeBuild()
    const [first, second] = [await render(build), await render(build)]
    const [nonce, other] = renders.map((options) => options.cspNonce)
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(other).not.toBe(nonce)
    expect(first.headers.get('Content-Security-Policy')).toBe(renderedPolicy(nonce ?? ''))
    expect(second.headers.get('Content-Security-Policy')).toBe(renderedPolicy(other ?? ''))
  })

  test('in development, renders without a nonce and allows inline blocks instead', async () => {
    const { build, renders } = fakeBuild(true)
    const page = await render(build)
    expect(renders[0]?.cspNonce).toBeUndefined()
    expect(page.headers.get('Content-Security-Policy')).toBe(DEVELOPMENT_POLICY)
    expect(DEVELOPMENT_POLICY).toBe(renderedPolicy('x').replaceAll("'nonce-x'", "'unsafe-inline'"))
  })
})

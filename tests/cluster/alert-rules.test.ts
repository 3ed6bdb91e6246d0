/**
 * @module deploy/prometheus/alerts.yml and deploy/grafana/thumbgrab-dashboard.json against the
 * metrics the server really exposes: the rules pass `promtool check rules`, fire (and stay quiet)
 * as deploy/prometheus/alerts.test.yml expects under `promtool test rules`, and every metric the
 * rules and the dashboard read is one the server writes.
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import type { Registry } from 'prom-client'
import { beforeAll, describe, expect, test } from 'vitest'
import { createMetricsRegistry } from '#server/http/metrics.ts'
import { ENGINE_BINARIES, ensureEngines } from '#tests/support/engines.ts'
import { parsePrometheusText } from '#tests/support/prometheus-text.ts'
import { testApp } from '#tests/support/test-app.ts'

const run = promisify(execFile)
const RULES = 'deploy/prometheus/alerts.yml'
const RULE_TESTS = 'deploy/prometheus/alerts.test.yml'
const DASHBOARD = 'deploy/grafana/thumbgrab-dashboard.json'

beforeAll(() => ensureEngines(['promtool']), 600_000)

/** Names of the series an expression selects: an identifier followed by `{` (Prometheus's own `up` aside). */
function metricNames(expression: string): string[] {
  return [...expression.matchAll(/\b([a-z_][a-z0-9_]*)\{/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => name !== 'up')
}

/** Every series name the server's registry writes (a histogram as its `_bucket`, `_sum`, `_count`). */
async function exposedNames(): Promise<Set<string>> {
  const registry: Registry = createMetricsRegistry()
  await testApp({ metrics: registry })
  const names = new Set<string>()
  for (const [name, family] of parsePrometheusText(await registry.metrics())) {
    names.add(name)
    // A histogram with no observation yet has no samples, and will have these.
    if (family.type === 'histogram')
      for (const end of ['_bucket', '_sum', '_count']) names.add(name + end)
    for (const sample of family.samples) names.add(sample.name)
  }
  return names
}

describe('alert rules', () => {
  test('promtool finds them valid', async () => {
    const { stdout } = await run(ENGINE_BINARIES.promtool, ['check', 'rules', RULES])
    expect(stdout).toMatch(/SUCCESS: 9 rules found/)
  })

  test('each fires on the series that should raise it, and none on a healthy replica', async () => {
    const { stdout } = await run(ENGINE_BINARIES.promtool, ['test', 'rules', RULE_TESTS])
    expect(stdout).toContain('SUCCESS')
  })

  test('read only metrics the server writes', async () => {
    const exposed = await exposedNames()
    const rules = readFileSync(RULES, 'utf8')
    const read = metricNames(rules)
    expect(read.length).toBeGreaterThan(8)
    expect(read.filter((name) => !exposed.has(name))).toEqual([])
  })
})

describe('the Grafana dashboard', () => {
  type Panel = { id: number; title: string; targets: { expr: string }[] }
  const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { uid: string; panels: Panel[] }

  test('has a panel per concern, each with its own id and a query', () => {
    const ids = dashboard.panels.map((panel) => panel.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(dashboard.panels.length).toBeGreaterThan(6)
    for (const panel of dashboard.panels)
      expect(panel.targets.length, panel.title).toBeGreaterThan(0)
  })

  test('reads only metrics the server writes', async () => {
    const exposed = await exposedNames()
    const read = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) => metricNames(target.expr)),
    )
    expect(read.filter((name) => !exposed.has(name))).toEqual([])
    // Every family of the site's own metrics has a panel.
    const own = [...exposed].filter(
      (name) => /^thumbgrab_[a-z_]+$/.test(name) && !name.endsWith('_entries'),
    )
    expect(own.filter((name) => !read.includes(name))).toEqual([])
  })
})

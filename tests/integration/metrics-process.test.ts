/**
 * @module The metrics listener of the real process (`node server/main.ts`, server/start.ts):
 * there with METRICS_PORT, on METRICS_HOST and apart from the public port, serving what Prometheus
 * reads; absent without it; closed with the server on SIGTERM; refused on the public port.
 */
import { setTimeout as delay } from 'node:timers/promises'
import { describe, expect, test } from 'vitest'
import { listeningPorts } from '#tests/support/listening-ports.ts'
import { startMain, spawnMain, type MainProcess } from '#tests/support/main-process.ts'
import { parsePrometheusText, valueOf } from '#tests/support/prometheus-text.ts'

/** The port of the 'metrics listening' log line, once it is written. */
async function metricsPort(server: MainProcess): Promise<number> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    const match = /"msg":"metrics listening","port":(\d+)/.exec(server.output().stdout)
    if (match) return Number(match[1])
    await delay(20)
  }
  throw new Error(`no 'metrics listening' line:\n${server.output().stdout}`)
}

describe('METRICS_PORT', () => {
  test('binds METRICS_HOST, not HOST', async () => {
    // Both on loopback (127.0.0.0/8 is all loopback on Linux), yet two addresses.
    const server = await startMain({ METRICS_PORT: '0', METRICS_HOST: '127.0.0.2' })
    try {
      const port = await metricsPort(server)
      expect(listeningPorts(server.pid)).toContainEqual({ address: '127.0.0.2', port })
      expect(listeningPorts(server.pid)).toContainEqual({ address: '127.0.0.1', port: server.port })
      expect((await fetch(`http://127.0.0.2:${port}/metrics`)).status).toBe(200)
    } finally {
      await server.stop()
    }
  })

  test('set: a second listener on HOST serves /metrics; the public port does not', async () => {
    const server = await startMain({ METRICS_PORT: '0' })
    try {
      const port = await metricsPort(server)
      expect(port).not.toBe(server.port)
      expect(listeningPorts(server.pid)).toEqual([
        { address: '127.0.0.1', port: Math.min(port, server.port) },
        { address: '127.0.0.1', port: Math.max(port, server.port) },
      ])

      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
      const res = await fetch(`http://127.0.0.1:${port}/metrics`)
      expect(res.status).toBe(200)
      const families = parsePrometheusText(await res.text())
      const healthz = { method: 'GET', route: '/healthz', status: '200' }
      expect(valueOf(families, 'http_requests_total', healthz)).toBe(1)
      expect(valueOf(families, 'process_cpu_user_seconds_total')).toBeGreaterThan(0)
      expect(valueOf(families, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000)
      expect(valueOf(families, 'thumbgrab_conversions_running')).toBe(0)
      // A scrape of the metrics listener is not a request of the site.
      const again = parsePrometheusText(
        await (await fetch(`http://127.0.0.1:${port}/metrics`)).text(),
      )
      expect(again.get('http_requests_total')?.samples.map((s) => s.labels.route)).toEqual([
        '/healthz',
      ])

      const publicMetrics = await fetch(`${server.url}/metrics`)
      expect(publicMetrics.status).toBe(404)
      expect(await publicMetrics.text()).not.toContain('# TYPE')

      expect((await server.stop()).code).toBe(0)
      await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow()
    } finally {
      await server.stop()
    }
  })

  test('unset: no listener but the public one', async () => {
    const server = await startMain({})
    try {
      expect(listeningPorts(server.pid)).toEqual([{ address: '127.0.0.1', port: server.port }])
      expect(server.output().stdout).not.toContain('metrics listening')
    } finally {
      await server.stop()
    }
  })

  test('equal to PORT: refused at start, exit code 1', async () => {
    const { exited, output } = spawnMain({ PORT: '3999', METRICS_PORT: '3999' })
    expect((await exited).code).toBe(1)
    expect(output().stderr).toContain(
      'METRICS_PORT: must differ from PORT (3999): metrics are never served on the public port',
    )
  })
})

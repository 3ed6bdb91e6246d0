/**
 * The fake image host behind the e2e server (scripts/demo.ts listens on
 * FAKE_HOST_PORT), driven over its control API (tests/fake-image-host/README.md).
 * Tests run in parallel against one host, so every fault is scoped to a video
 * id of the test's own (`uniqueVideoId`), and nothing resets the host.
 */
import type { APIRequestContext, TestInfo } from '@playwright/test'

/** Next to the site's port (E2E_PORT, default 4173), so side-by-side suites do not collide. */
export const FAKE_HOST_PORT = Number(process.env.E2E_PORT ?? 4173) + 1
const ORIGIN = `http://127.0.0.1:${FAKE_HOST_PORT}`

/**
 * An 11-character id no other test (or project, or earlier run of the same
 * server) uses, so neither the server's caches nor another test's faults touch it.
 */
export function uniqueVideoId(testInfo: TestInfo, prefix = ''): string {
  const salt = `${testInfo.project.name}|${testInfo.testId}|${testInfo.retry}|${Date.now()}`
  let hash = 0
  for (const char of salt) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'
  let id = prefix
  for (
    let n = hash + Math.floor(Math.random() * 1e9);
    id.length < 11;
    n = Math.floor(n / 64) + 7919
  ) {
    id += alphabet[n % 64]
  }
  return id.slice(0, 11)
}

/**
 * A channel id (`UC` and 22 more) of the test's own, so no cache answers for it; the fake host
 * gives every `UC…` channel 40 videos, named after the id (tests/fake-image-host/feeds.ts).
 */
export function uniqueChannelId(testInfo: TestInfo): string {
  return `UC${uniqueVideoId(testInfo, 'chan')}${uniqueVideoId(testInfo, 'nel')}`
}

/** `PUT /__fault`: e.g. `setFault(request, 'status:503', { id })`. */
export async function setFault(
  request: APIRequestContext,
  mode: string,
  scope: { id?: string; quality?: string; times?: number } = {},
): Promise<void> {
  const response = await request.put(`${ORIGIN}/__fault`, { data: { mode, ...scope } })
  if (!response.ok()) throw new Error(`fake host refused ${mode}: ${await response.text()}`)
}

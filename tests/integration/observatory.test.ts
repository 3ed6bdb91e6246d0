/**
 * D2 (docs/reliability.md): Mozilla's HTTP Observatory, run locally against the
 * production app on loopback. Only the two TLS-only tests may deduct
 * (redirection to https, HSTS); everything else scores ≥ 0, with the CSP,
 * frame, referrer and CORP results the plan names. The scanner is installed
 * on first run into .cache/observatory (tests/support/observatory.ts).
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ensureObservatory, scanWithObservatory } from '#tests/support/observatory.ts'
import { serveApp, type ServedApp } from '#tests/support/test-app.ts'

/** Deductions only a TLS deployment can avoid (D3 checks those in production). */
const TLS_ONLY = ['redirection', 'strict-transport-security']

let served: ServedApp
beforeAll(async () => {
  await ensureObservatory()
  served = await serveApp()
}, 240_000)
afterAll(() => served?.close())

test(
  'D2: the Observatory finds nothing to deduct but the TLS-only tests',
  { timeout: 60_000 },
  async () => {
    const report = await scanWithObservatory(`127.0.0.1:${served.port}`)
    const { tests, scan } = report
    console.info(
      `D2: grade ${scan.grade}, score ${scan.score}, ${scan.testsPassed} passed, ${scan.testsFailed} failed: ` +
        Object.entries(tests)
          .map(([name, t]) => `${name} ${t.scoreModifier >= 0 ? '+' : ''}${t.scoreModifier}`)
          .join(', '),
    )
    const deducting = Object.entries(tests)
      .filter(([, t]) => t.scoreModifier < 0)
      .map(([name]) => name)
      .sort()
    expect(deducting).toEqual(TLS_ONLY)
    expect(tests['content-security-policy']?.result).toBe(
      'csp-implemented-with-no-unsafe-default-src-none',
    )
    expect(tests['x-frame-options']?.result).toBe('x-frame-options-implemented-via-csp')
    expect(tests['referrer-policy']?.result).toBe('referrer-policy-private')
    expect(tests['cross-origin-resource-policy']?.result).toBe('corp-implemented-with-same-origin')
    expect(tests['x-content-type-options']?.result).toBe('x-content-type-options-nosniff')
    // 100 + 10 (CSP) + 5 (referrer) + 5 (frame) + 10 (CORP) − 20 − 20 (no TLS on loopback).
    expect(scan.score).toBe(60)
  },
)

import { defineConfig } from 'vitest/config'

/**
 * Three tiers by what they need (docs/testing.md). `unit`: tests beside the code and the
 * self-contained ones under tests/, no build and no engines, seconds. `integration`: the real
 * server with the production build (tests/global-setup.ts builds it when missing or stale).
 * `cluster`: everything that starts PostgreSQL, Redis or nginx (tests/support/engines.ts), and
 * so the replicas behind nginx. End-to-end specs (*.spec.ts) belong to Playwright, not Vitest;
 * the load tests have vitest.load.config.ts.
 */
const UNIT = [
  '{core,server,app,scripts}/**/*.test.{ts,tsx}',
  'tests/{lint,support,fake-image-host,fixtures}/**/*.test.ts',
]

export default defineConfig({
  test: {
    setupFiles: ['tests/setup-test-env.ts'],
    testTimeout: 20_000,
    projects: [
      // Unit test files share their workers: starting one per file was half the tier's time.
      { test: { name: 'unit', include: UNIT, isolate: false } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          globalSetup: ['tests/global-setup.ts'],
        },
      },
    ],
  },
})

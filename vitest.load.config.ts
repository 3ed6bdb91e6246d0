import { defineConfig } from 'vitest/config'

// `npm run test:load` (group H, and G1 at 20 rounds): one file at a time, so
// the runs do not compete for the two cores they measure. See docs/reliability.md.
export default defineConfig({
  test: {
    include: ['tests/load/**/*.load.ts', 'tests/integration/crash-safety.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/setup-test-env.ts'],
    fileParallelism: false,
    testTimeout: 15 * 60_000,
    hookTimeout: 120_000,
    env: { CRASH_ROUNDS: process.env.CRASH_ROUNDS ?? '20' },
  },
})

import { defineConfig } from 'vitest/config'

// Unit tests live beside the code; integration tests under tests/integration.
// End-to-end specs (*.spec.ts) belong to Playwright, not Vitest.
export default defineConfig({
  test: {
    include: ['{core,server,app,scripts}/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/setup-test-env.ts'],
    testTimeout: 20_000,
  },
})

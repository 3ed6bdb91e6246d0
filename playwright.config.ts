import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { FAKE_HOST_PORT } from './tests/e2e/fake-host.ts'

// E2E_PORT lets two suites (say, a CI clone and a working tree) run side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173)
const CI = Boolean(process.env.CI)
// The e2e server's DATA_DIR (contact messages): fresh per run; workers inherit it to read the store.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'thumbgrab-e2e-'))

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROME_PATH,
      // Root in a sandbox, no GPU, no network beyond loopback.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    { name: 'phone', use: { ...devices['Pixel 7'] } },
  ],
  webServer: {
    command: 'node scripts/demo.ts',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    // The demo without its notice: the pages match the build, so they are served prerendered.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DEMO: '0',
      DATA_DIR: process.env.E2E_DATA_DIR,
      FAKE_HOST_PORT: String(FAKE_HOST_PORT),
      // Every test names its own client in X-Forwarded-For (tests/e2e/fixtures.ts).
      TRUST_PROXY: '127.0.0.1',
    },
  },
})

/**
 * Usage: node scripts/e2e.ts [playwright test args]   (run by `npm run test:e2e`)
 * Finds a Chromium (CHROME_PATH, then /usr/bin/chromium, then Playwright's
 * own), installs Debian's when none is found and we may (root with apt-get),
 * then runs the Playwright suite against the production build.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const SYSTEM_CHROMIUM = '/usr/bin/chromium'

function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, SYSTEM_CHROMIUM, safePlaywrightPath()]
  return candidates.find((path): path is string => Boolean(path && existsSync(path)))
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath()
  } catch {
    return undefined // Playwright has no browser of its own here: not an error.
  }
}

function canInstallWithApt(): boolean {
  return process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0
}

let browser = findChromium()
if (!browser && canInstallWithApt()) {
  console.log('e2e: no Chromium found; installing Debian chromium with apt-get…')
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  browser = findChromium()
}
if (!browser) {
  console.error(
    'e2e: no Chromium found: install one (Debian: `apt-get install chromium`) or set CHROME_PATH to a Chrome/Chromium binary.',
  )
  process.exit(1)
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: browser },
})
process.exit(result.status ?? 1)

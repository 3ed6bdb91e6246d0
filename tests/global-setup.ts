import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/**
 * Integration tests serve the production build. `npm test` builds first; when
 * `npm run check` runs alone on a fresh clone, build here once.
 */
export default function setup() {
  if (existsSync('build/server/index.js')) return
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
}

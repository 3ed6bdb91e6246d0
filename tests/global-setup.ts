import { execFileSync } from 'node:child_process'

/**
 * The integration and cluster tiers serve the production build. `npm test` builds first; on a
 * fresh clone, or after a change to the app's sources, build here, once, with the rule `npm
 * start` uses (scripts/build-if-stale.ts: no build, an unfinished one, a source newer than it).
 * The build runs as `npm run build` does from a shell: without the NODE_ENV=test, TEST and
 * VITEST that Vitest sets in its own process, which would make React Router build in test mode.
 */
export default function setup() {
  const env = { ...process.env }
  for (const name of ['NODE_ENV', 'TEST', 'VITEST']) delete env[name]
  execFileSync(process.execPath, ['scripts/build-if-stale.ts'], { stdio: 'inherit', env })
}

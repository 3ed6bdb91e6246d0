/**
 * @module The version an operator pins and reports: package.json's `version`, read once at
 * start-up by server/start.ts, which hands it to `/healthz` and the 'listening' log line.
 * Server-only: the lint zones keep app/ from importing it (docs/architecture.md), and it reads
 * the package.json at the repository root, so it runs from the source tree, never from a bundle.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const PACKAGE_JSON = new URL('../../package.json', import.meta.url)

/** MAJOR.MINOR.PATCH, with an optional pre-release and build part, as npm accepts. */
const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/

const PackageSchema = z.object({ version: z.string().regex(SEMVER) })

/**
 * The `version` of a package.json, by default the project's own. A file without a valid
 * version throws, naming the file, so a broken release stops start-up instead of reporting
 * nonsense.
 * @example readVersion() // '0.3.0'
 */
export function readVersion(file: URL = PACKAGE_JSON): string {
  const parsed = PackageSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success)
    throw new Error(`${fileURLToPath(file)}: "version" must be a version such as 1.2.3`)
  return parsed.data.version
}

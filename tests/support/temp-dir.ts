/** @module Temporary directories for tests (a SQLite file, a DATA_DIR), one per caller. */
import { mkdtempDisposableSync, type DisposableTempDir } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A new, empty directory `thumbgrab-<name>-XXXXXX` under the system's temporary directory.
 * `remove()` deletes it with everything in it, and may be called again.
 * @example const dir = tempDir('crash'); try { … dir.path … } finally { dir.remove() }
 */
export function tempDir(name: string): DisposableTempDir {
  return mkdtempDisposableSync(join(tmpdir(), `thumbgrab-${name}-`))
}

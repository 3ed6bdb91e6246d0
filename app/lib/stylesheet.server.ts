import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import href from '../app.css?url'

/**
 * The text of the built stylesheet, read once from the client build beside
 * the server build (`build/server/index.js` → `build/client/assets/…`), for
 * app/components/app-stylesheet.tsx to inline. Undefined in development,
 * where Vite serves the stylesheet itself.
 */
export const builtStylesheet: string | undefined = import.meta.env.DEV
  ? undefined
  : readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'client', href), 'utf8')

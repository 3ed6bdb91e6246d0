/**
 * Usage: node tests/fake-image-host/main.ts [--port 0] [--host 127.0.0.1] [--photos]
 *
 * Runs the fake image host until SIGINT/SIGTERM and prints its origin on stdout, for
 * `npm run demo` and for servers under test in another process (drive it with PUT /__fault).
 * `--photos`: every video's pictures photo-like (server.ts, `photos`).
 */
import { parseArgs } from 'node:util'
import { startFakeImageHost } from './server.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    photos: { type: 'boolean', default: false },
  },
})
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be an integer from 0 to 65535, got ${values.port}`)
  process.exit(2)
}

const host = await startFakeImageHost({ port, host: values.host, photos: values.photos })
console.log(host.origin)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void host.close().then(() => process.exit(0)))
}

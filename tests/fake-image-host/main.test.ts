import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

test('runs from the command line, prints its origin and stops on SIGTERM', async () => {
  const main = fileURLToPath(new URL('./main.ts', import.meta.url))
  const child = spawn(process.execPath, [main, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [line] = (await once(child.stdout, 'data')) as [Buffer]
  const origin = line.toString().trim()
  expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  const res = await fetch(`${origin}/vi/dQw4w9WgXcQ/default.jpg`)
  expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/jpeg'])
  await res.arrayBuffer()
  child.kill('SIGTERM')
  const [code] = await once(child, 'exit')
  expect(code).toBe(0)
})

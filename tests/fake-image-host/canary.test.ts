import { connect } from 'node:net'
import { expect, test, vi } from 'vitest'
import { startCanary } from './canary.ts'

test('counts requests, their paths, and bare connections', async () => {
  const canary = await startCanary()
  expect(canary.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  expect(await (await fetch(canary.url('/latest/meta-data/'))).text()).toBe('canary\n')
  const socket = connect(canary.port, '127.0.0.1')
  socket.on('connect', () => socket.destroy())
  await vi.waitFor(() => expect(canary.connections).toBe(2))
  expect([canary.hits, canary.paths]).toEqual([1, ['/latest/meta-data/']])
  await canary.close()
})

import { afterEach, beforeEach, vi } from 'vitest'

// An unexpected console.error is a bug: fail the test that caused it.
// A test that expects one stubs console.error itself (vi.spyOn(console, 'error')).
let consoleError: ReturnType<typeof vi.spyOn> | undefined

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  consoleError?.mockRestore()
})

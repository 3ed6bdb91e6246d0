import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { minimumVersion, satisfies, tooOldMessage } from './check-node.mjs'

describe('minimumVersion', () => {
  it('reads a >= range with one, two or three parts', () => {
    expect(minimumVersion('>=26')).toEqual([26, 0, 0])
    expect(minimumVersion('>= 24.15')).toEqual([24, 15, 0])
    expect(minimumVersion('>=v22.22.1')).toEqual([22, 22, 1])
  })

  it('gives up on any other form', () => {
    expect(minimumVersion('^26')).toBeUndefined()
    expect(minimumVersion('>=24 <27')).toBeUndefined()
    expect(minimumVersion('')).toBeUndefined()
  })
})

describe('satisfies', () => {
  it.each([
    ['v26.10.0', '>=26', true],
    ['v26.0.0', '>=26', true],
    ['v27.1.0', '>=26', true],
    ['v25.9.9', '>=26', false],
    ['v20.20.2', '>=26', false],
    ['v24.15.0', '>=24.15', true],
    ['v24.14.9', '>=24.15', false],
    ['v100.0.0', '>=26', true],
    ['v26.10.0', '^26', true],
  ])('%s against %s is %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected)
  })
})

describe('tooOldMessage', () => {
  it('is one sentence naming the Node needed and how to get it', () => {
    const message = tooOldMessage('v20.20.2', '>=26')
    expect(message).toContain('Node 26 or newer')
    expect(message).toContain('v20.20.2')
    expect(message).toContain('npm ci')
    expect(message).toContain('nvm install')
    expect(message.split('\n')).toHaveLength(1)
  })
})

const OLD_NODE = '/usr/bin/node'
const run = promisify(execFile)

describe('scripts/check-node.mjs', () => {
  it('passes on the pinned Node', async () => {
    const { stdout, stderr } = await run(process.execPath, ['scripts/check-node.mjs'])
    expect(stdout + stderr).toBe('')
  })

  // The machine's own Node: Node 20 on the machine this was written on; skipped when it is new enough.
  it.skipIf(!existsSync(OLD_NODE))('stops an older Node with one sentence', async () => {
    const { stdout: version } = await run(OLD_NODE, ['--version'])
    if (Number(version.slice(1).split('.')[0]) >= 26) return
    const error = await run(OLD_NODE, ['scripts/check-node.mjs']).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 1, stdout: '' })
    const { stderr } = error as { stderr: string }
    expect(stderr).toMatch(/^ThumbGrab needs Node 26 or newer .* but this is Node v\d+\.\d+\.\d+: /)
    expect(stderr.trimEnd().split('\n')).toHaveLength(1)
  })
})

import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseServeScript, serveSettings, withServeDefaults } from './serve-settings.ts'

describe('parseServeScript', () => {
  it('reads the environment defaults and the Node flags before server/main.ts', () => {
    expect(
      parseServeScript(
        'node scripts/check-node.mjs && A_B=${A_B:-2} C=${C:-} node --x=4 --y server/main.ts',
      ),
    ).toEqual({ env: { A_B: '2', C: '' }, nodeArgs: ['--x=4', '--y'] })
  })

  it('reads a script without flags or defaults (an older checkout)', () => {
    expect(parseServeScript('node server/main.ts')).toEqual({ env: {}, nodeArgs: [] })
  })

  it('leaves out the .env file: what starts the server gives it the environment it runs on', () => {
    expect(
      parseServeScript('node --env-file-if-exists=.env --x=4 server/main.ts').nodeArgs,
    ).toEqual(['--x=4'])
  })

  it('takes no assignment that is not a default of its own variable', () => {
    expect(parseServeScript('A=${B:-1} C=3 node server/main.ts').env).toEqual({})
  })

  it('refuses a script that does not run the server', () => {
    expect(() => parseServeScript('node scripts/other.ts')).toThrow('does not run server/main.ts')
  })
})

describe("the serve script's Node flags", () => {
  it('are ones this Node takes (it refuses to start on a flag V8 no longer knows)', () => {
    const { nodeArgs } = serveSettings()
    expect(nodeArgs.length).toBeGreaterThan(0)
    const run = spawnSync(process.execPath, [...nodeArgs, '-e', '0'], { encoding: 'utf8' })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
  })
})

describe('withServeDefaults', () => {
  const settings = { env: { A: '1', B: '2', C: '3' }, nodeArgs: [] }

  it('fills what is unset or empty, as ${VAR:-value} does, and keeps what is set', () => {
    expect(withServeDefaults(settings, { A: '9', B: '', PATH: '/bin' })).toEqual({
      A: '9',
      B: '2',
      C: '3',
      PATH: '/bin',
    })
  })
})

/** deploy/Dockerfile's final stage: its ENV assignments and its CMD. */
function dockerfileRuntime() {
  const dockerfile = readFileSync('deploy/Dockerfile', 'utf8').replace(/\\\n\s*/g, ' ')
  const stage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
  const env = Object.fromEntries(
    [...stage.matchAll(/^ENV (.+)$/gm)].flatMap(([, line = '']) =>
      [...line.matchAll(/([A-Z_][A-Z0-9_]*)=(\S+)/g)].map(([, name, value]) => [name, value]),
    ),
  )
  const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(stage)?.[1] ?? '[]') as string[]
  return { env, cmd }
}

describe('the production image', () => {
  it('runs the server as `npm run serve` does: the same environment defaults and Node flags', () => {
    const serve = serveSettings()
    const { env, cmd } = dockerfileRuntime()
    for (const [name, value] of Object.entries(serve.env)) expect(env[name], name).toBe(value)
    expect(cmd).toEqual(['node', ...serve.nodeArgs, 'server/main.ts'])
  })
})

/**
 * A5 and C4 (docs/reliability.md) at start-up, in real processes: a bad THUMBNAIL_ORIGIN stops the
 * server at once, naming the variable; and the decoder block holds for every hostile fixture
 * (its self-check runs in `restrictDecoders`, which server/start.ts awaits before listening).
 */
import { execFile } from 'node:child_process'
import type { DisposableTempDir } from 'node:fs'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startCanary, type Canary } from '#tests/fake-image-host/canary.ts'
import { generateFixtures } from '#tests/fixtures/generate.ts'
import { now } from '#tests/support/clock.ts'
import { spawnMain } from '#tests/support/main-process.ts'
import { tempDir } from '#tests/support/temp-dir.ts'
import { figure } from './figures.ts'

describe('A5: the image host origin is checked before anything starts', () => {
  test.each(['ftp://x', 'not a url', 'https://i.ytimg.com/vi/', 'https://i.ytimg.com/?q=1'])(
    'THUMBNAIL_ORIGIN=%j exits non-zero before listening, naming the variable',
    async (origin) => {
      const started = now()
      const { exited, output } = spawnMain({ THUMBNAIL_ORIGIN: origin, PORT: '0' })
      const exit = await exited
      expect(exit.code).not.toBe(0)
      expect(exit.code).not.toBeNull()
      figure('A5', `THUMBNAIL_ORIGIN=${origin} exit`, exit.at - started)
      expect(output().stderr).toMatch(/^\s+- THUMBNAIL_ORIGIN: /m)
      expect(output().stdout).not.toContain('listening')
    },
  )
})

describe('C4: the decoder block, in a process where it is on', () => {
  let canary: Canary
  let dir: DisposableTempDir
  let files: { file: string; path: string }[]

  beforeAll(async () => {
    canary = await startCanary()
    dir = tempDir('fixtures')
    files = await generateFixtures({ dir: dir.path, canaryUrl: canary.url('/evil') })
  }, 30_000)
  afterAll(async () => {
    await canary.close()
    dir.remove()
  })

  test('only JPEG and WebP load: SVG, GIF, TIFF, HEIF and PNG are refused, the canary untouched', async () => {
    // Loads each file after restrictDecoders() (which throws if its own self-check fails).
    const script = `
      import { readFileSync } from 'node:fs'
      import sharp from 'sharp'
      import { restrictDecoders } from './server/thumbnails/decoder-policy.ts'
      await restrictDecoders()
      const result = {}
      for (const path of process.argv.slice(1)) {
        result[path.split('/').at(-1)] = await sharp(readFileSync(path)).metadata()
          .then((meta) => meta.format, () => 'refused')
      }
      console.log(JSON.stringify(result))
    `
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '-e', script, ...files.map((f) => f.path)],
      { env: { PATH: process.env.PATH ?? '' } },
    )
    const loaded = JSON.parse(stdout) as Record<string, string>
    for (const refused of [
      'evil.svg',
      'image.gif',
      'image.tiff',
      'image.avif',
      'liar.png',
      'bomb.png',
    ]) {
      expect(loaded[refused], refused).toBe('refused')
    }
    expect(loaded['maxresdefault.jpg']).toBe('jpeg')
    expect(loaded['animated.webp']).toBe('webp')
    expect(canary.connections).toBe(0)
  })

  test('under that policy every conversion still works: a cut to a shape with a play button', async () => {
    // What the server draws or composites itself must need no decoder the policy refuses.
    const script = `
      import { readFileSync } from 'node:fs'
      import { restrictDecoders } from './server/thumbnails/decoder-policy.ts'
      import { convertImage } from './server/thumbnails/convert.ts'
      await restrictDecoders()
      const out = await convertImage(readFileSync(process.argv[1]), {
        format: 'png',
        overlay: 'play',
        region: { left: 280, top: 0, width: 720, height: 720 },
      })
      console.log(JSON.stringify({ width: out.width, height: out.height }))
    `
    const jpeg = files.find((f) => f.file === 'maxresdefault.jpg')?.path ?? ''
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '-e', script, jpeg],
      { env: { PATH: process.env.PATH ?? '' } },
    )
    expect(JSON.parse(stdout)).toEqual({ width: 720, height: 720 })
  })
})

/**
 * Usage: node bench/worst-conversion.ts [--pixels=WxH]
 * The worst input the pixel cap admits, converted the ways the server converts it, measured in
 * a fresh child process per case so that each peak memory (VmHWM) is that case's alone: a
 * width×height noise JPEG at quality 80 (tests/fixtures/forged-images.ts, the costliest
 * image per byte), `concurrency` conversions at once as the conversion queue allows, three
 * rounds. Prints the slowest conversion and the child's VmHWM per case (docs/reliability.md,
 * "Worst allowed conversion"). Bounded: 4 cases × 2 concurrencies × 3 rounds, about a minute.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { PREVIEW_WIDTH } from '#core/filename.ts'
import { convertImage, MAX_INPUT_PIXELS, type ConvertOptions } from '#server/thumbnails/convert.ts'
import { noiseJpeg } from '#tests/fixtures/forged-images.ts'

const CASES: Record<string, ConvertOptions> = {
  'fullhd.png': { format: 'png', resizeTo: { width: 1920, height: 1080 } },
  'fullhd.webp': { format: 'webp', resizeTo: { width: 1920, height: 1080 } },
  'own size.png': { format: 'png' },
  'preview.webp': { format: 'webp', maxWidth: PREVIEW_WIDTH, quality: 60 },
}
const ROUNDS = 3

const [mode, name, concurrencyArg, sizeArg] = process.argv.slice(2)
if (mode === '--child') {
  const [width, height] = (sizeArg ?? '').split('x').map(Number) as [number, number]
  const input = await noiseJpeg(width, height)
  const options = CASES[name ?? ''] as ConvertOptions
  const times: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(
      Array.from({ length: Number(concurrencyArg) }, async () => {
        const start = performance.now()
        await convertImage(input, options)
        times.push(performance.now() - start)
      }),
    )
  }
  const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]
  console.log(JSON.stringify({ slowestMs: Math.max(...times), hwmMiB: Number(hwm) / 1024 }))
} else {
  const pixels = /^--pixels=(\d+)x(\d+)$/.exec(mode ?? '')
  const [width, height] = pixels ? [Number(pixels[1]), Number(pixels[2])] : [2560, 1440]
  console.log(
    `# worst conversion, ${width}×${height} noise JPEG (cap ${MAX_INPUT_PIXELS} px), ` +
      `${availableParallelism()} cores, ${new Date().toISOString()}`,
  )
  for (const concurrency of [1, 2]) {
    for (const name of Object.keys(CASES)) {
      const out = execFileSync(
        process.execPath,
        [
          fileURLToPath(import.meta.url),
          '--child',
          name,
          String(concurrency),
          `${width}x${height}`,
        ],
        {
          encoding: 'utf8',
          env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' },
        },
      )
      const { slowestMs, hwmMiB } = JSON.parse(out) as { slowestMs: number; hwmMiB: number }
      console.log(
        `${name.padEnd(14)} ×${concurrency}: slowest ${(slowestMs / 1000).toFixed(2)} s, VmHWM ${hwmMiB.toFixed(0)} MiB`,
      )
    }
  }
}

import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { crc32 } from 'node:zlib'
import { expect, test } from 'vitest'
import { scanZip } from '#core/zip-entries.ts'
import { createZipWriter } from './zip.ts'

async function readAll(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = []
  for await (const chunk of body) chunks.push(chunk)
  return Buffer.concat(chunks)
}

test('stored entries with their size and CRC in the local header, then the central directory', async () => {
  const zip = createZipWriter()
  const picture = Buffer.from('not really a picture, but bytes all the same')
  zip.add('a.jpg', picture)
  zip.add('Café ✓.png', new Uint8Array([1, 2, 3]))
  zip.end()
  const bytes = await readAll(zip.body)
  const scan = scanZip(bytes)
  expect(scan.ended).toBe(true)
  expect(scan.entries.map((e) => [e.name, e.size, e.crc32])).toEqual([
    ['a.jpg', picture.length, crc32(picture) >>> 0],
    ['Café ✓.png', 3, crc32(new Uint8Array([1, 2, 3])) >>> 0],
  ])
})

/**
 * A ZIP reader we did not write, to test an archive with: Info-ZIP's `unzip -t`, or where it is not
 * installed Python's `zipfile -t` (Debian's python3, which the machine images carry). Each reads
 * every entry and checks its CRC-32.
 */
function testArchive(file: string): { ok: boolean; entries: number } {
  if (spawnSync('unzip', ['-v']).status === 0) {
    const report = execFileSync('unzip', ['-t', file], { encoding: 'utf8' })
    const entries = report.match(/testing: .+ OK/g)?.length ?? 0
    return { ok: report.includes('No errors detected'), entries }
  }
  const test = spawnSync('python3', ['-m', 'zipfile', '-t', file], { encoding: 'utf8' })
  if (test.error) throw new Error('neither unzip nor python3 is installed to test the archive with')
  const list = execFileSync('python3', ['-m', 'zipfile', '-l', file], { encoding: 'utf8' })
  return { ok: test.status === 0, entries: list.trim().split('\n').length - 1 }
}

test('a reader we did not write tests the archive and finds every entry intact', async () => {
  const zip = createZipWriter()
  zip.add('a.jpg', new Uint8Array(70_000).fill(1))
  zip.add('Café ✓.png', new Uint8Array([1, 2, 3]))
  zip.add('report.csv', new TextEncoder().encode('video,status\n'))
  zip.end()
  const dir = mkdtempSync(join(tmpdir(), 'zip-'))
  try {
    const file = join(dir, 'batch.zip')
    writeFileSync(file, await readAll(zip.body))
    expect(testArchive(file)).toEqual({ ok: true, entries: 3 })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('every waiting room() resumes once the reader has taken enough', async () => {
  const zip = createZipWriter({ maxBufferedBytes: 1024 })
  zip.add('a.bin', new Uint8Array(4096))
  let resumed = 0
  const waits = [zip.room(), zip.room(), zip.room()].map((wait) => wait.then(() => resumed++))
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(resumed).toBe(0)
  const reader = zip.body.getReader()
  while (resumed < 3) {
    await reader.read()
    await new Promise((resolve) => setImmediate(resolve))
  }
  await Promise.all(waits)
  expect(resumed).toBe(3)
})

test('refuses an entry past what a ZIP without ZIP64 can index', () => {
  const zip = createZipWriter()
  for (let i = 0; i < 0xfffe; i++) zip.add(String(i), new Uint8Array(0))
  expect(() => zip.add('one more', new Uint8Array(0))).toThrow('ZIP64')
})

test('room() waits while the unread bytes pass the bound, and resumes as the reader takes them', async () => {
  const zip = createZipWriter({ maxBufferedBytes: 1024 * 1024 })
  // About 4 MiB queued, past the 1 MiB bound, until the reader takes most of it.
  for (const name of ['a', 'b', 'c', 'd']) zip.add(name, new Uint8Array(1024 * 1024))
  let roomy = false
  const waiting = zip.room().then(() => (roomy = true))
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(roomy).toBe(false)
  const reader = zip.body.getReader()
  while (!roomy) {
    await reader.read()
    await new Promise((resolve) => setImmediate(resolve))
  }
  await waiting
  expect(roomy).toBe(true)
})

test('a reader that cancels is reported once, and room() no longer waits', async () => {
  const zip = createZipWriter({ maxBufferedBytes: 1024 })
  let cancelled = 0
  zip.onCancel(() => cancelled++)
  zip.add('one.bin', new Uint8Array(64 * 1024))
  await zip.body.cancel()
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(cancelled).toBe(1)
  await zip.room()
  zip.add('two.bin', new Uint8Array(10))
  zip.end()
  expect(cancelled).toBe(1)
})

test('a reader that takes nothing for stallMs is given up: reported, and its stream errors', async () => {
  const zip = createZipWriter({ maxBufferedBytes: 1024, stallMs: 50 })
  let cancelled = 0
  zip.onCancel(() => cancelled++)
  zip.add('one.bin', new Uint8Array(64 * 1024))
  // Nobody reads: room() gives up after stallMs instead of waiting for ever.
  await zip.room()
  expect(cancelled).toBe(1)
  zip.add('two.bin', new Uint8Array(10))
  zip.end()
  await expect(zip.body.getReader().read()).rejects.toThrow(/took nothing for 50 ms/)
})

test('a slow reader taking a slice now and then is not given up', async () => {
  const zip = createZipWriter({ maxBufferedBytes: 64 * 1024, stallMs: 80 })
  let cancelled = 0
  zip.onCancel(() => cancelled++)
  // A picture of 1 MiB goes out in slices; the reader takes one every 30 ms, under stallMs.
  zip.add('big.bin', new Uint8Array(1024 * 1024))
  const reader = zip.body.getReader()
  let reading = true
  const slow = (async () => {
    while (reading) {
      const { done } = await reader.read()
      if (done) return
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
  })()
  await zip.room()
  expect(cancelled).toBe(0)
  zip.end()
  reading = false
  await reader.cancel()
  await slow
})

test('a picture the reader has taken is no longer held by the archive', async () => {
  // The collector, to see whether anything still references the added bytes.
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as () => void
  const zip = createZipWriter()
  const refs: WeakRef<ArrayBufferLike>[] = []
  // Made in a function of its own, so no local of this async test keeps the last one.
  const add = (name: string) => {
    const bytes = new Uint8Array(256 * 1024).fill(name.charCodeAt(0))
    // The memory itself: the archive wraps it in views of its own.
    refs.push(new WeakRef(bytes.buffer))
    zip.add(name, bytes)
  }
  for (const name of ['a.png', 'b.png', 'c.png']) add(name)
  const reader = zip.body.getReader()
  let read = 0
  while (read < 3 * 256 * 1024) read += (await reader.read()).value?.byteLength ?? 0
  for (let i = 0; i < 5 && refs.some((ref) => ref.deref()); i++) {
    await new Promise((resolve) => setImmediate(resolve))
    gc()
  }
  expect(refs.map((ref) => ref.deref() === undefined)).toEqual([true, true, true])
  // The archive still ends with its central directory once the last entry is added.
  zip.end()
  const rest: Uint8Array[] = []
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    rest.push(value)
  }
  expect(rest.length).toBeGreaterThan(0)
})

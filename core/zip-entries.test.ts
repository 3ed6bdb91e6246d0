import { describe, expect, test } from 'vitest'
import { scanZip } from './zip-entries.ts'

/** One stored entry as server/batch/zip.ts writes it: header, name, no extra field, data. */
function entry(name: string, data: number[], { flags = 0x0800, method = 0 } = {}): number[] {
  const nameBytes = [...new TextEncoder().encode(name)]
  const header = new DataView(new ArrayBuffer(30))
  header.setUint32(0, 0x04034b50, true)
  header.setUint16(6, flags, true)
  header.setUint16(8, method, true)
  header.setUint32(14, 0xdeadbeef, true)
  header.setUint32(18, data.length, true)
  header.setUint32(22, data.length, true)
  header.setUint16(26, nameBytes.length, true)
  return [...new Uint8Array(header.buffer), ...nameBytes, ...data]
}
const CENTRAL = [0x50, 0x4b, 0x01, 0x02]

describe('scanZip', () => {
  const whole = new Uint8Array([...entry('a.jpg', [1, 2, 3]), ...entry('é.csv', [4]), ...CENTRAL])

  test('walks every entry up to the central directory', () => {
    const scan = scanZip(whole)
    expect(scan.ended).toBe(true)
    expect(scan.entries.map(({ name, size, crc32 }) => [name, size, crc32])).toEqual([
      ['a.jpg', 3, 0xdeadbeef],
      ['é.csv', 1, 0xdeadbeef],
    ])
    const first = scan.entries[0]
    expect([...whole.subarray(first?.offset, (first?.offset ?? 0) + 3)]).toEqual([1, 2, 3])
  })

  test('stops before an entry that has not fully arrived, and resumes from there', () => {
    const partial = scanZip(whole, 35)
    expect(partial).toEqual({ entries: [], next: 0, ended: false })
    const one = scanZip(whole, 38)
    expect(one.entries.map((e) => e.name)).toEqual(['a.jpg'])
    const rest = scanZip(whole, whole.length, one.next)
    expect(rest.entries.map((e) => e.name)).toEqual(['é.csv'])
    expect(rest.ended).toBe(true)
  })

  test('refuses what it cannot walk', () => {
    expect(() => scanZip(new Uint8Array([1, 2, 3, 4, 5]))).toThrow(/not a ZIP/)
    expect(() => scanZip(new Uint8Array(entry('a', [1], { flags: 0x0808 })))).toThrow(/stored/)
    expect(() => scanZip(new Uint8Array(entry('a', [1], { method: 8 })))).toThrow(/stored/)
  })
})

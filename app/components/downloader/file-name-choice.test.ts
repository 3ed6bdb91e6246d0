import { describe, expect, test } from 'vitest'
import { FILE_NAME_KEY, readFileNameChoice, rememberFileNameChoice } from './file-name-choice.ts'

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  }
}

const refusing: Pick<Storage, 'getItem' | 'setItem'> = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError')
  },
}

describe('the file name choice', () => {
  test('is the id-based name until another is remembered', () => {
    const storage = memory()
    expect(readFileNameChoice(storage)).toBe('id')
    rememberFileNameChoice('title', storage)
    expect(storage.getItem(FILE_NAME_KEY)).toBe('title')
    expect(readFileNameChoice(storage)).toBe('title')
    rememberFileNameChoice('id', storage)
    expect(readFileNameChoice(storage)).toBe('id')
  })

  test('ignores an unknown stored value, missing storage and storage that throws', () => {
    const storage = memory()
    storage.setItem(FILE_NAME_KEY, 'TITLE')
    expect(readFileNameChoice(storage)).toBe('id')
    expect(readFileNameChoice(undefined)).toBe('id')
    expect(readFileNameChoice(refusing)).toBe('id')
    expect(() => rememberFileNameChoice('title', refusing)).not.toThrow()
  })
})

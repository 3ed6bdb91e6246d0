/**
 * The visitor's choice of file name (the default id-based name or the video's title),
 * remembered in localStorage so the next visit starts with it. Storage may be missing or
 * refuse (private modes, a full quota): the choice then lasts as long as the page.
 */
import { NAME_STYLES, type NameStyle } from '#core/filename.ts'
import { localStore } from '#app/lib/local-storage.ts'

export const FILE_NAME_KEY = 'thumbgrab:file-name'

function isNameStyle(value: unknown): value is NameStyle {
  return (NAME_STYLES as readonly unknown[]).includes(value)
}

/** The remembered choice, or 'id' when none (or an unknown value) is stored. */
export function readFileNameChoice(
  storage: Pick<Storage, 'getItem'> | undefined = localStore(),
): NameStyle {
  try {
    const value = storage?.getItem(FILE_NAME_KEY)
    return isNameStyle(value) ? value : 'id'
  } catch {
    return 'id'
  }
}

export function rememberFileNameChoice(
  choice: NameStyle,
  storage: Pick<Storage, 'setItem'> | undefined = localStore(),
): void {
  try {
    storage?.setItem(FILE_NAME_KEY, choice)
  } catch {
    // Not stored: the choice still holds for this page.
  }
}

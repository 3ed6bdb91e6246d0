/**
 * Which of the files a visitor drops or picks the thumbnail tester (app/routes/preview.tsx)
 * takes, and what it says about the rest. It shows the pictures themselves in the page, so
 * only the formats every browser draws and YouTube accepts for a custom thumbnail are taken,
 * and at most MAX_PICTURES at a time, so that the mock-ups stay side by side.
 */

export const MAX_PICTURES = 3

/** The accepted types, as a file input's `accept` lists them. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const

/** The same formats by file name, for files whose type the system leaves empty. */
const EXTENSIONS = /\.(jpe?g|png|webp|gif)$/i

export type FileLike = { name: string; type: string }

export type PictureChoice<T extends FileLike> = {
  /** The files taken, in the order given. */
  accepted: T[]
  /** What the page says about the files left out; null when every file was taken. */
  refusal: string | null
}

/** "a", "a and b", "a, b and c", each in quotes. */
function listNames(names: readonly string[]): string {
  const quoted = names.map((name) => `“${name}”`)
  if (quoted.length < 2) return quoted.join('')
  return `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`
}

/** Whether the tester can show this file. */
export function isPictureFile(file: FileLike): boolean {
  if (file.type) return (PICTURE_TYPES as readonly string[]).includes(file.type)
  return EXTENSIONS.test(file.name)
}

/**
 * Takes the files that are pictures while room remains beside the `held` ones.
 * @example choosePictures(2, [png, pdf, jpg]).accepted // [png]: the PDF is not a picture, the JPG finds no room
 */
export function choosePictures<T extends FileLike>(
  held: number,
  files: readonly T[],
): PictureChoice<T> {
  const pictures = files.filter(isPictureFile)
  const wrongType = files.filter((file) => !isPictureFile(file))
  const room = Math.max(0, MAX_PICTURES - held)
  const accepted = pictures.slice(0, room)
  const noRoom = pictures.slice(room)
  const sentences: string[] = []
  if (wrongType.length > 0) {
    const names = listNames(wrongType.map((file) => file.name))
    const verb = wrongType.length === 1 ? 'is not a picture' : 'are not pictures'
    sentences.push(`${names} ${verb} the tester can show: choose JPG, PNG, WebP or GIF files.`)
  }
  if (noRoom.length > 0) {
    const names = listNames(noRoom.map((file) => file.name))
    const verb = noRoom.length === 1 ? 'was' : 'were'
    sentences.push(
      `The tester compares up to ${MAX_PICTURES} pictures at a time, so ${names} ${verb} left out: remove a picture to make room.`,
    )
  }
  return { accepted, refusal: sentences.length > 0 ? sentences.join(' ') : null }
}

/**
 * Which of the files a visitor drops or picks the thumbnail tester (app/routes/preview.tsx)
 * takes, and what it says about the rest. It shows the pictures themselves in the page, so
 * only the formats every browser draws and YouTube accepts for a custom thumbnail are taken,
 * and at most MAX_PICTURES at a time, so that the mock-ups stay side by side. The page words
 * what it says about the rest (`tester.files.*`).
 */

export const MAX_PICTURES = 3

/** The accepted types, as a file input's `accept` lists them. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const

/** The same formats by file name, for files whose type the system leaves empty. */
const EXTENSIONS = /\.(jpe?g|png|webp|gif)$/i

export type FileLike = { name: string; type: string }

/** The names of the files left out: those that are not pictures, and those that found no room. */
export type PictureRefusal = { wrongType: string[]; noRoom: string[] }

export type PictureChoice<T extends FileLike> = {
  /** The files taken, in the order given. */
  accepted: T[]
  /** The files left out, for the page to say so; null when every file was taken. */
  refusal: PictureRefusal | null
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
  const refused = wrongType.length > 0 || noRoom.length > 0
  return {
    accepted,
    refusal: refused
      ? { wrongType: wrongType.map((file) => file.name), noRoom: noRoom.map((file) => file.name) }
      : null,
  }
}

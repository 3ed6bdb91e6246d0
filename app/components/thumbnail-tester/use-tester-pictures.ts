import { useCallback, useEffect, useReducer, useRef } from 'react'
import { choosePictures } from '#core/picture-files.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { measurePicture } from './measure-picture.ts'
import { refusalText } from './tester-failure.ts'
import { droppedUrls, EMPTY_TESTER, testerReducer, type NewPicture } from './tester-state.ts'

let nextId = 0

/**
 * The tester's pictures: files taken as core/picture-files.ts says, each shown from an object
 * URL made here and measured (measure-picture.ts), the files left out said in the page's words
 * (tester-failure.ts); every URL is revoked once its picture is
 * removed or replaced, and all of them when the page is left.
 */
export function useTesterPictures() {
  const t = useT()
  const [state, dispatch] = useReducer(testerReducer, EMPTY_TESTER)
  const held = useRef(state.pictures)

  useEffect(() => {
    for (const url of droppedUrls(held.current, state.pictures)) URL.revokeObjectURL(url)
    held.current = state.pictures
  }, [state.pictures])
  useEffect(
    () => () => {
      for (const picture of held.current) URL.revokeObjectURL(picture.url)
    },
    [],
  )

  const open = useCallback((file: File): NewPicture => {
    nextId += 1
    const picture = { id: `picture-${nextId}`, name: file.name, url: URL.createObjectURL(file) }
    measurePicture(picture.url).then(
      (measurement) => dispatch({ type: 'measured', id: picture.id, ...measurement }),
      () => dispatch({ type: 'unreadable', id: picture.id }),
    )
    return picture
  }, [])

  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return
      const choice = choosePictures(held.current.length, files)
      const refusal = choice.refusal && refusalText(t, choice.refusal)
      dispatch({ type: 'add', pictures: choice.accepted.map(open), refusal })
    },
    [open, t],
  )

  const replace = useCallback(
    (id: string, files: readonly File[]) => {
      if (files.length === 0) return
      // One place is free: the one being replaced.
      const choice = choosePictures(held.current.length - 1, files.slice(0, 1))
      const [file] = choice.accepted
      if (!file) {
        dispatch({ type: 'refuse', refusal: choice.refusal ? refusalText(t, choice.refusal) : '' })
      } else dispatch({ type: 'replace', id, picture: open(file), refusal: null })
    },
    [open, t],
  )

  const remove = useCallback((id: string) => dispatch({ type: 'remove', id }), [])

  return { ...state, add, replace, remove }
}

/**
 * The browser's localStorage, or undefined where there is none: on the server, or in a sandboxed
 * frame, which throws on access. What is stored there is a convenience; a page works without it.
 * @example localStore()?.getItem('thumbgrab.file-name')
 */
export function localStore(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined // a sandboxed frame throws on access
  }
}

/**
 * The home page's server side: deep links (`/?v=ID`, `/?url=LINK`) and the
 * no-JS form are looked up by the engine and rendered with their results;
 * `/?v=ID&quality=Q&format=F` (the results form without JavaScript) redirects
 * to the file. Plain `/` is prerendered and never reaches the services.
 */
import { redirect, type RouterContextProvider } from 'react-router'
import { thumbnailApiPath } from '#core/filename.ts'
import { isFormatId } from '#core/formats.ts'
import { isErrorCode, type ErrorCode } from '#core/api-errors.ts'
import { isQualityId } from '#core/qualities.ts'
import { parseVideoId } from '#core/youtube-url.ts'
import type { LookupFailure, ServerLookup } from '#app/components/downloader/downloader-state.ts'
import { getServices } from '#app/lib/load-context.server.ts'

export async function loadHome(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ServerLookup> {
  const query = new URL(request.url).searchParams
  const id = query.get('v')
  const link = query.get('url')
  if (id === null && link === null) return null
  // A bare id in the field would puzzle people: show it as the link they would have pasted.
  const input = id !== null ? `https://www.youtube.com/watch?v=${id}` : (link ?? '')
  const parsed = parseVideoId(id ?? link ?? '')
  if (!parsed.ok) return { input: id ?? link ?? '', outcome: fail('invalid_url') }

  const quality = query.get('quality')
  const format = query.get('format')
  if (isQualityId(quality) && isFormatId(format)) {
    throw redirect(thumbnailApiPath(parsed.id, quality, format))
  }

  try {
    const lookup = await getServices(context).thumbnails.lookup(parsed.id)
    return { input, outcome: { ok: true, lookup } }
  } catch (error) {
    const code = errorCode(error)
    if (!code) throw error
    return { input, outcome: fail(code === 'no_thumbnails' ? 'no_thumbnails' : 'fetch_failed') }
  }
}

/**
 * The code of the engine's HttpError (server/http-error.ts). Read by duck typing:
 * the page build bundles its own copy of that class, so `instanceof` would miss.
 */
function errorCode(error: unknown): ErrorCode | undefined {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined
  return isErrorCode(code) ? code : undefined
}

function fail(failure: LookupFailure) {
  return { ok: false, failure } as const
}

/**
 * The home page's server side: deep links (`/?v=ID`, `/?url=LINK`) and the
 * no-JS form are looked up by the engine and rendered with their results;
 * `/?v=ID&quality=Q&format=F[&crop=Q][&shape=S][&overlay=play][&name=title]` (the results form
 * without JavaScript; `crop` lists the cards whose "without black bars" is ticked) redirects
 * to the file. Plain `/` is prerendered and never reaches the services.
 * A deep link's lookup is charged to its client's lookup bucket, as `GET /api/thumbnails` is
 * (server/thumbnails/api.ts): past it, the page says what the scripted page says of a refused
 * lookup (core/lookup-notices.ts, `rate_limited`) under 429 and Retry-After.
 */
import { data, redirect, type RouterContextProvider } from 'react-router'
import { isCrop } from '#core/crops.ts'
import { thumbnailDownloadPath } from '#core/filename.ts'
import { isFormatId } from '#core/formats.ts'
import { lookupProblem } from '#core/lookup-notices.ts'
import { isQualityId } from '#core/qualities.ts'
import { parseVideoId } from '#core/youtube-url.ts'
import type { LookupFailure, ServerLookup } from '#app/components/downloader/downloader-state.ts'
import { getClient, getServices } from '#app/lib/load-context.server.ts'

export async function loadHome(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ServerLookup | ReturnType<typeof data<ServerLookup>>> {
  const query = new URL(request.url).searchParams
  const id = query.get('v')
  const link = query.get('url')
  if (id === null && link === null) return null
  // A bare id in the field would puzzle people: show it as the link they would have pasted.
  const input = id !== null ? `https://www.youtube.com/watch?v=${id}` : (link ?? '')
  const parsed = parseVideoId(id ?? link ?? '')
  if (!parsed.ok) {
    // The reason lets the field say what is wrong (an empty field asks for a link).
    const outcome = { ...fail('invalid_url'), reason: parsed.reason }
    return { input: id ?? link ?? '', outcome }
  }

  const quality = query.get('quality')
  const format = query.get('format')
  if (isQualityId(quality) && isFormatId(format)) {
    // A shape chosen wins over the card's "without black bars": it is cut inside the bars anyway.
    const shape = query.get('shape')
    const letterbox = query.getAll('crop').includes(quality) ? 'letterbox' : undefined
    const crop = isCrop(shape) && shape !== 'letterbox' ? shape : letterbox
    const overlay = query.get('overlay') === 'play' ? 'play' : undefined
    const fileName = query.get('name') === 'title' ? 'title' : 'id'
    throw redirect(thumbnailDownloadPath(parsed.id, quality, format, { crop, overlay, fileName }))
  }

  const services = getServices(context)
  const client = getClient(context)
  if (client === null) throw new Error('a render that looks a video up must name its client')
  const admitted = await services.lookupLimiter.take(client)
  if (!admitted.allowed) {
    return data<ServerLookup>(
      { input, outcome: fail('rate_limited') },
      { status: 429, headers: { 'Retry-After': String(admitted.retryAfterSeconds) } },
    )
  }
  // Expected failures come back as results; anything thrown is a bug for the error boundary.
  const result = await services.thumbnails.lookup(parsed.id)
  if (result.ok) return { input, outcome: { ok: true, lookup: result.value } }
  // The page says what went wrong, as the scripted page does (core/lookup-notices.ts).
  return { input, outcome: fail(lookupProblem(result.code)) }
}

function fail(failure: LookupFailure) {
  return { ok: false, failure } as const
}

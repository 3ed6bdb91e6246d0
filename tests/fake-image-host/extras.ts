/**
 * @module The host's other names and its oEmbed endpoint, as the fake serves them: the
 * original-shape picture (`oardefault`, `oar2`), `hq720`, `0`, the automatic frames, the
 * `_live` names, the WebP twin of every name under `/vi_webp/`, and
 * `/oembed?url=<watch link>&format=json`. What a video has depends on its id (no set-up, so
 * another process such as `npm run demo` gets it too); see README.md, "Extra pictures".
 */
import type { QualityId } from './catalogue.ts'
import { VIDEO_ID } from './catalogue.ts'

/** One extra name: its nominal size and whether it is a 4:3 frame (letterboxed in `rich` ids). */
export type ExtraRow = { name: string; width: number; height: number; fourThree: boolean }

const row = (name: string, width: number, height: number): ExtraRow => ({
  name,
  width,
  height,
  fourThree: width * 3 === height * 4,
})
const frames = (prefix: string, width: number, height: number) =>
  [1, 2, 3].map((n) => row(`${prefix}${n}`, width, height))

/** Every extra JPEG name the real host has, with its usual size (the original shape varies). */
export const EXTRA_ROWS: readonly ExtraRow[] = [
  row('oardefault', 1920, 1080),
  row('oar2', 1920, 1080),
  row('hq720', 1280, 720),
  row('0', 480, 360),
  ...frames('', 120, 90),
  ...frames('mq', 320, 180),
  ...frames('hq', 480, 360),
  ...frames('sd', 640, 480),
  ...frames('maxres', 1280, 720),
  ...frames('hq720_', 1280, 720),
  row('default_live', 120, 90),
  row('mqdefault_live', 320, 180),
  row('hqdefault_live', 480, 360),
  row('sddefault_live', 640, 480),
  row('maxresdefault_live', 1280, 720),
]

/** Main qualities that have a file of their own, whose WebP twins are extra paths. */
const MAIN_JPEG: readonly QualityId[] = ['default', 'mqdefault', 'hqdefault', 'sddefault']

/** Id prefixes with a richer picture set (each id is 11 characters, e.g. `short_00001`). */
export const EXTRA_PREFIXES = {
  /** A vertical Short: a 1080×1920 original-shape cover (`oardefault` = `oar2`) and frames. */
  short: 'short',
  /**
   * A landscape video with everything: a 1920×1080 original shape, every frame different,
   * `hq720` = maxres and `0` = hq (identical bytes), 4:3 sizes letterboxed, a WebP twin of
   * every name, and `maxres3`, `hq720_3` answered 200 with the grey placeholder.
   */
  rich: 'rich',
  /** A live stream: the `_live` names too. */
  live: 'live_',
  /** maxresdefault (and its WebP) answered 200 with the grey placeholder. */
  placeholder200: 'ph200',
  /**
   * A music video: every main picture square cover artwork between flat coloured side bars (in
   * the 4:3 sizes, inside a letterbox too), and square originals, `oardefault` 1080×1080 and
   * `oar2` 720×720.
   */
  music: 'music',
} as const

/**
 * What one path answers: nothing (404 with the placeholder), the placeholder with a 200, the
 * bytes of a main quality, or a drawing of its own (`key` names the drawing: equal keys,
 * equal bytes).
 */
export type ExtraAnswer =
  | { kind: 'missing' }
  | { kind: 'placeholder200' }
  | { kind: 'main'; quality: QualityId }
  | { kind: 'own'; key: string; width: number; height: number; letterbox: boolean }

/**
 * Parses `/vi/<id>/<extra>.jpg` and `/vi_webp/<id>/<name>.webp` (any name but the WebP maxres,
 * which is the main `fullhd` row).
 * @example parseExtraPath('/vi/short_00001/oar2.jpg') // { id: 'short_00001', name: 'oar2', webp: false }
 */
export function parseExtraPath(
  path: string,
): { id: string; name: string; webp: boolean } | undefined {
  const match = /^\/(vi|vi_webp)\/([^/]+)\/([A-Za-z0-9_]+)\.(jpg|webp)$/.exec(path)
  if (!match) return undefined
  const [, dir, id = '', name = '', ext] = match
  if (!VIDEO_ID.test(id) || (dir === 'vi') !== (ext === 'jpg')) return undefined
  const known = EXTRA_ROWS.some((r) => r.name === name)
  const mainTwin = dir === 'vi_webp' && (MAIN_JPEG as readonly string[]).includes(name)
  return known || mainTwin ? { id, name, webp: dir === 'vi_webp' } : undefined
}

/** Whether the main 4:3 sizes of this video are letterboxed (a `rich` or `music` id). */
export function letterboxedMain(id: string): boolean {
  return id.startsWith(EXTRA_PREFIXES.rich) || id.startsWith(EXTRA_PREFIXES.music)
}

/** Whether the main pictures of this video are square artwork between side bars (`music`). */
export function pillarboxedMain(id: string): boolean {
  return id.startsWith(EXTRA_PREFIXES.music)
}

/**
 * What the host has under an extra name (or a main quality's WebP twin) for this video.
 * `missing` is the video's missing main qualities: a copy of a missing one is missing too.
 */
export function extraAnswer(
  id: string,
  name: string,
  webp: boolean,
  missing: ReadonlySet<QualityId>,
): ExtraAnswer {
  const same = (quality: QualityId): ExtraAnswer =>
    missing.has(quality) ? { kind: 'missing' } : { kind: 'main', quality }
  const extra = EXTRA_ROWS.find((r) => r.name === name)
  const own = (key = name, size: { width: number; height: number } | undefined = extra) =>
    size
      ? ({ kind: 'own', key, ...size, letterbox: false } as const)
      : ({ kind: 'missing' } as const)

  if (id.startsWith(EXTRA_PREFIXES.short)) {
    if (webp) return { kind: 'missing' }
    if (name === 'oardefault' || name === 'oar2') return own('oar', { width: 1080, height: 1920 })
    if (name === 'hq720') return same('maxresdefault')
    if (/^(mq|hq)?[1-3]$/.test(name)) return own()
    return { kind: 'missing' }
  }
  if (id.startsWith(EXTRA_PREFIXES.rich)) {
    // The WebP twin of a main quality: the same drawing as the JPEG, as WebP.
    if (!extra) {
      const size = mainSize(name)
      return { kind: 'own', key: name, ...size, letterbox: size.width * 3 === size.height * 4 }
    }
    if (name.endsWith('_live')) return { kind: 'missing' }
    if (name === 'maxres3' || name === 'hq720_3') {
      return webp ? { kind: 'missing' } : { kind: 'placeholder200' }
    }
    if (name === 'oardefault' || name === 'oar2') return own('oar')
    if (name === 'hq720' && !webp) return same('maxresdefault')
    if (name === '0' && !webp) return same('hqdefault')
    const twin = name === 'hq720' ? 'maxresdefault' : name === '0' ? 'hqdefault' : name
    return { kind: 'own', key: twin, ...extra, letterbox: extra.fourThree }
  }
  if (id.startsWith(EXTRA_PREFIXES.music) && !webp) {
    if (name === 'oardefault') return own('cover', { width: 1080, height: 1080 })
    if (name === 'oar2') return own('cover', { width: 720, height: 720 })
  }
  if (webp || !extra) return { kind: 'missing' }
  if (id.startsWith(EXTRA_PREFIXES.live) && name.endsWith('_live')) return own()
  // Every video: hq720 is the maxres and 0 the hq, byte for byte, as on the real host.
  if (name === 'hq720') return same('maxresdefault')
  if (name === '0') return same('hqdefault')
  return { kind: 'missing' }
}

function mainSize(name: string): { width: number; height: number } {
  const sizes: Record<string, { width: number; height: number }> = {
    default: { width: 120, height: 90 },
    mqdefault: { width: 320, height: 180 },
    hqdefault: { width: 480, height: 360 },
    sddefault: { width: 640, height: 480 },
  }
  return sizes[name] ?? { width: 120, height: 90 }
}

/** What the fake oEmbed endpoint answers, by id prefix. */
export const OEMBED_PREFIXES = {
  /** 401, as for a private video. */
  private: 'private',
  /** 404, as for a removed video (`missing-all` too). */
  removed: 'removed',
  /** The answer after 3 s. */
  slow: 'slowmeta',
  /** 200 with a body that is not oEmbed JSON. */
  junk: 'junkmeta',
} as const

/** How long the `slowmeta` answer waits. */
export const OEMBED_SLOW_MS = 3_000

/** The title of a video on the fake oEmbed endpoint: `rich` ids get one that needs escaping. */
export function fakeTitle(id: string): string {
  if (id.startsWith(EXTRA_PREFIXES.rich)) return `Café: "Rich" <video> / test ✓ ${id}`
  if (id.startsWith(EXTRA_PREFIXES.short)) return `A vertical Short ${id}`
  return `Fake video ${id}`
}

/** The answer of `/oembed?url=<watch link>&format=json`, or undefined for another target. */
export function oembedAnswer(
  target: string,
): { id: string; status: number; body: Buffer; contentType: string; delayMs: number } | undefined {
  const url = URL.parse(target, 'http://fake.invalid')
  if (url?.pathname !== '/oembed' || url.searchParams.get('format') !== 'json') return undefined
  const watch = URL.parse(url.searchParams.get('url') ?? '')
  const id = watch?.searchParams.get('v') ?? ''
  if (watch?.pathname !== '/watch' || !VIDEO_ID.test(id)) return undefined
  const json = (status: number, value: unknown) => ({
    id,
    status,
    body: Buffer.from(JSON.stringify(value)),
    contentType: 'application/json',
    delayMs: 0,
  })
  const text = (status: number, body: string) => ({
    id,
    status,
    body: Buffer.from(body),
    contentType: 'text/html; charset=utf-8',
    delayMs: 0,
  })
  if (id.startsWith(OEMBED_PREFIXES.private)) return text(401, 'Unauthorized')
  if (id.startsWith(OEMBED_PREFIXES.removed) || id === 'missing-all') return text(404, 'Not Found')
  if (id.startsWith(OEMBED_PREFIXES.junk)) return text(200, '<html><script>alert(1)</script>')
  const answer = json(200, {
    title: fakeTitle(id),
    author_name: 'Fake Channel',
    author_url: 'https://www.youtube.com/@fake',
    type: 'video',
    version: '1.0',
    provider_name: 'YouTube',
    thumbnail_width: 480,
    thumbnail_height: 360,
  })
  return id.startsWith(OEMBED_PREFIXES.slow) ? { ...answer, delayMs: OEMBED_SLOW_MS } : answer
}

/**
 * What a source image from the host really is: its size from its header, a hash of its bytes
 * (two names with identical bytes are one picture), and, for the pictures whose answer is in
 * their pixels, what those show: whether a 120×90 file is the host's grey placeholder, and
 * whether dark bars frame a 16:9 picture in a 4:3 file (needsPixels). Only those are decoded,
 * once per distinct byte string; the others were
 * checked whole by their structure on arrival (image-sniff.ts, isCompleteImage), and the
 * decode of any conversion made from them refuses what structure cannot tell (convert.ts).
 */
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { MAX_INPUT_PIXELS, readImageSize } from './convert.ts'
import { UpstreamError } from './upstream.ts'

/**
 * What a picture's header says, read in JavaScript without decoding (convert.ts,
 * readImageSize), and a hash of its bytes: enough to serve or convert it, not yet to trust it.
 */
export type ImageHeader = {
  width: number
  height: number
  /** SHA-256 of the bytes, hex. */
  hash: string
}

/** What the pixels show (nothing to see for a picture whose answer is not in them: needsPixels). */
export type Inspection = ImageHeader & {
  /** The host's grey 120×90 "no picture" image, whatever the status it came with. */
  placeholder: boolean
  /** Dark uniform bars above and below the picture. */
  letterboxed: boolean
  /**
   * The height without those bars, as `?crop=letterbox` cuts them, so the
   * lookup can tell the cropped size before any download; null without bars.
   */
  croppedHeight: number | null
  /** Those bars' rows from each edge, as `?crop=letterbox` cuts them; null without bars. */
  bars: { top: number; bottom: number } | null
}

/** The placeholder's size; at that size, an image of nearly one grey is taken for it. */
const PLACEHOLDER = { width: 120, height: 90 } as const
/** Luminance spread (0–255) at or under which an image counts as one flat colour. */
const FLAT_SPREAD = 16
/**
 * A picture decoded only to prove it whole (no bars to measure) is shrunk by this while it
 * decodes: every byte is read all the same.
 */
const PROOF_SHRINK = 8

/**
 * The size from the header and the hash of the bytes, with no decode. Throws ConversionError
 * for a header that cannot be read or is over the pixel cap (convert.ts).
 * @example readHeader(jpegBytes) // { width: 1280, height: 720, hash: '9f86…' }
 */
export function readHeader(bytes: Buffer): ImageHeader {
  return { ...readImageSize(bytes), hash: createHash('sha256').update(bytes).digest('hex') }
}

/** Whether a picture of this size may be the host's placeholder: only its pixels can tell. */
export const mayBePlaceholder = ({ width, height }: { width: number; height: number }) =>
  width === PLACEHOLDER.width && height === PLACEHOLDER.height

/** A 4:3 file: the host's 4:3 sizes letterbox a widescreen video between dark bars. */
const isFourThree = ({ width, height }: { width: number; height: number }) =>
  width * 3 === height * 4

/**
 * Whether what a picture of this size is depends on its pixels: a 120×90 file may be the
 * placeholder, a 4:3 one may carry bars. Any other is what its header says.
 */
export const needsPixels = (size: { width: number; height: number }) =>
  mayBePlaceholder(size) || isFourThree(size)

/**
 * What a picture is: from its header alone when its pixels cannot change the answer
 * (needsPixels), else from a decode of every byte at a reduced scale; `decode` decodes any
 * picture so (to tell a broken file from a failed conversion: render.ts). `header` is
 * readHeader's, when the caller has it already. Throws ConversionError for an image over the
 * pixel cap (convert.ts), and UpstreamError 'corrupt' for a decoded one that does not decode
 * cleanly, or to another size than its header's: the host sent a broken file.
 * @example const { width, placeholder } = await inspectImage(jpegBytes)
 */
export async function inspectImage(
  bytes: Buffer,
  header: ImageHeader = readHeader(bytes),
  { decode = false }: { decode?: boolean } = {},
): Promise<Inspection> {
  if (!decode && !needsPixels(header)) return { ...header, ...NOTHING_TO_SEE }
  // Identical bytes under another name (0 and hq, the frames of a video that has one) are
  // decoded once.
  const known = recent.get(header.hash)
  if (known) {
    // Asked again, it is kept longest: the placeholder, asked on most lookups, stays.
    recent.delete(header.hash)
    recent.set(header.hash, known)
    return known
  }
  const inspecting = inspectAnew(bytes, header)
  recent.set(header.hash, inspecting)
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value as string)
  inspecting.catch(() => recent.delete(header.hash))
  return inspecting
}

const NOTHING_TO_SEE = { placeholder: false, letterboxed: false, croppedHeight: null, bars: null }

/** The inspections last asked for, by hash: enough for the names of a few lookups at once. */
const recent = new Map<string, Promise<Inspection>>()
const RECENT_MAX = 256

async function inspectAnew(bytes: Buffer, header: ImageHeader): Promise<Inspection> {
  const { width, height, hash } = header
  // A 4:3 file is decoded at full size, its bars measured row by row (the JPEG's 8-row blocks
  // blur any smaller copy's edges by a block); any other only to prove it whole.
  const fourThree = isFourThree(header)
  const rows = await greyRows(bytes, fourThree ? height : Math.ceil(height / PROOF_SHRINK))
  // libvips keeps the aspect ratio it decoded: a width off by more than rounding means the
  // decoder saw another size than the header said.
  if (Math.abs(rows.width - (width * rows.height) / height) > 1)
    throw new UpstreamError('corrupt', 'the decoded size is not the header’s')
  const placeholder = mayBePlaceholder(header) && spread(rows.data) <= FLAT_SPREAD
  const found = fourThree ? findBars(rows) : null
  if (!found) return { ...header, ...NOTHING_TO_SEE, placeholder }
  const bars = exactBars(found, header)
  return {
    width,
    height,
    hash,
    placeholder,
    letterboxed: true,
    croppedHeight: height - bars.top - bars.bottom,
    bars,
  }
}

/** How many rows measured bars may be off the 16:9 band of a 4:3 file and still be taken for it. */
const BAND_SLACK = 4

/** The centred 16:9 band of a 4:3 file, as the bars above and below it. */
function band({ width, height }: { width: number; height: number }): {
  top: number
  bottom: number
} {
  const inner = Math.round((width * 9) / 16)
  const top = Math.floor((height - inner) / 2)
  return { top, bottom: height - inner - top }
}

/**
 * The bars of a 16:9 picture in a 4:3 file, exactly: when each measured bar is within
 * BAND_SLACK rows of the centred 16:9 band's, the band's (480×270 from 480×360, 640×360 from
 * 640×480). A JPEG's 8-row blocks rarely end where the bars do, and the ringing of the block
 * that holds the edge makes a bar row or two read as picture; other measures stay as found.
 * @example exactBars({ top: 43, bottom: 43 }, { width: 480, height: 360 }) // { top: 45, bottom: 45 }
 */
export function exactBars(
  bars: { top: number; bottom: number },
  size: { width: number; height: number },
): { top: number; bottom: number } {
  if (!isFourThree(size)) return bars
  const exact = band(size)
  const near =
    Math.abs(bars.top - exact.top) <= BAND_SLACK &&
    Math.abs(bars.bottom - exact.bottom) <= BAND_SLACK
  return near ? exact : bars
}

type GreyRows = { data: Buffer; width: number; height: number }

async function greyRows(bytes: Buffer, height: number): Promise<GreyRows> {
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'warning',
      pages: 1,
    })
      .resize({ height, kernel: 'nearest' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  } catch (error) {
    throw new UpstreamError('corrupt', 'the image does not decode', { cause: error })
  }
}

function spread(data: Buffer): number {
  let min = 255
  let max = 0
  for (const value of data) {
    if (value < min) min = value
    if (value > max) max = value
  }
  return max - min
}

/** A bar row: every pixel dark (JPEG noise allowed) and the row nearly flat. */
const BAR_MAX = 40
/** Bars are real when each is at least this share of the height, and they leave half of it. */
const BAR_MIN_SHARE = 0.04

/**
 * Rows of uniform dark at the top and at the bottom, counted from each edge. Both must be
 * there and leave at least half the picture, or it is not a letterbox (a dark scene is not).
 */
export function findBars({
  data,
  width,
  height,
}: GreyRows): { top: number; bottom: number } | null {
  const isBar = (row: number) => {
    let min = 255
    let max = 0
    for (let x = 0; x < width; x++) {
      const value = data[row * width + x] ?? 255
      if (value < min) min = value
      if (value > max) max = value
    }
    return max <= BAR_MAX && max - min <= FLAT_SPREAD
  }
  let top = 0
  while (top < height && isBar(top)) top++
  let bottom = 0
  while (bottom < height - top && isBar(height - 1 - bottom)) bottom++
  const least = Math.max(1, Math.round(height * BAR_MIN_SHARE))
  if (top < least || bottom < least || top + bottom > height / 2) return null
  return { top, bottom }
}

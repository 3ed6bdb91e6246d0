/**
 * Where YouTube shows a video's thumbnail, and how large, in CSS pixels. YouTube
 * sets these in its own page layout (not in any published specification) and
 * resizes its grids with the window, so each is the size at the window named.
 * Sources: youtube.com's desktop layout as it stood in 2025 (the figures below
 * are those of its layout rules, and the ones thumbnail guides agree on, e.g.
 * https://tinypixelkit-com.pages.dev/blog/youtube-thumbnail-sizes and
 * https://yt-thumbnail-tester.pages.dev/best-practices); they were not measured
 * from this repository, whose tests never reach YouTube:
 * - Home feed on a computer: the grid beside the 240-pixel guide puts three
 *   cards in a row at a 1280-pixel window, each picture 320 × 180.
 * - Search results on a computer: a row with the picture at the left, 360 × 202
 *   (the picture grows between 240 and 500 wide with the window; 360 is the
 *   size at common laptop widths and the one the guides quote).
 * - "Up next" beside the player: a compact row, the picture 168 × 94.
 * - Home feed on a phone (the app and m.youtube.com): the picture spans the
 *   screen, 390 × 219 on a 390-pixel-wide phone (iPhone 12 to 15).
 * Every one is 16:9; YouTube fills it with the picture (cropping what does not
 * fit) and puts the length badge at its bottom right.
 */
export type FeedPlace = 'home' | 'search' | 'sidebar' | 'phone'

/** Each place's size; its name is the message `feed.place.<place>`. */
export const FEED_SIZES: Record<FeedPlace, { width: number; height: number }> = {
  home: { width: 320, height: 180 },
  search: { width: 360, height: 202 },
  sidebar: { width: 168, height: 94 },
  phone: { width: 390, height: 219 },
}

/**
 * Where YouTube shows a Short's upright (9:16) cover: the Shorts shelf, a row of tall cards
 * between the rows of 16:9 videos. An upright picture is shown there rather than in the 16:9
 * places above, which would crop all but a middle band of it. Like FEED_SIZES, these are
 * figures of YouTube's page layout, not measured from this repository:
 * - Shorts shelf on a computer: each card's picture is 210 × 374 (the width and thumbnail
 *   height of YouTube's desktop Shorts item, ytd-reel-item-renderer, in its 2025 layout;
 *   374 / 210 is 16:9 within a pixel).
 * - Shorts shelf on a phone: two cards side by side across a 390-pixel-wide screen, with
 *   12-pixel margins and an 8-pixel gap as on m.youtube.com: (390 − 2 × 12 − 8) / 2 = 179
 *   wide, and 179 × 16 / 9 ≈ 318 high. This one is worked out from that layout, not quoted.
 * The shelf shows no length badge: a Short's card has its title and view count only.
 */
export type ShortsPlace = 'shorts' | 'shortsPhone'

export const SHORTS_SIZES: Record<ShortsPlace, { width: number; height: number }> = {
  shorts: { width: 210, height: 374 },
  shortsPhone: { width: 179, height: 318 },
}

/** A picture taller than wide (a Short's cover): previewed in the Shorts shelf. */
export function isUpright(size: { width: number; height: number }): boolean {
  return size.height > size.width
}

/**
 * An example length for the badge: the lookup does not learn a video's length
 * (the host's oEmbed answer has none), so the preview says it is an example.
 */
export const EXAMPLE_DURATION = '10:24'

/**
 * The home page's recent lookups live in this browser only, so the server cannot
 * know whether to leave room for them, and making room once React runs would push
 * the page down (Cumulative Layout Shift: docs/performance.md). This script runs
 * while the HTML is parsed, before the first paint and without React: it marks
 * <html> with RESERVE_ATTRIBUTE when the stored list (recent-lookups.ts) holds at
 * least one entry that parseRecent would keep, and the list's slot takes its
 * fixed height from that mark (recent-lookups.tsx). A browser without entries,
 * storage or script gets no room and no list.
 *
 * It is inline in the page: the Content-Security-Policy allows it by hash on a
 * prerendered page and by the render's nonce on one rendered per request
 * (server/http/csp.ts).
 */
import { QUALITIES } from '#core/qualities.ts'
import { VIDEO_ID_PATTERN } from '#core/video-id.ts'
import { RECENT_KEY } from './recent-lookups.ts'

export const RESERVE_ATTRIBUTE = 'data-recent'

const qualities = JSON.stringify(QUALITIES.map((quality) => quality.id))

/** One entry as toEntry in recent-lookups.ts checks it, in ES5 so any browser parses it. */
const isEntry = [
  'e&&typeof e=="object"',
  `${String(VIDEO_ID_PATTERN)}.test(e.videoId)`,
  `${qualities}.indexOf(e.quality)>=0`,
  'typeof e.at=="number"&&isFinite(e.at)',
  '(e.title===null||typeof e.title=="string")',
  '(e.channel===null||typeof e.channel=="string")',
].join('&&')

export const RESERVE_SCRIPT =
  `try{var l=JSON.parse(localStorage.getItem(${JSON.stringify(RECENT_KEY)}));` +
  `if(Array.isArray(l)&&l.some(function(e){return ${isEntry}}))` +
  `document.documentElement.setAttribute(${JSON.stringify(RESERVE_ATTRIBUTE)},"")}catch(e){}`

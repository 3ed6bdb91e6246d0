/** @module The site settings (core/site.ts) for unit tests of pages, meta tags and loaders. */
import type { Site } from '#core/site.ts'

/**
 * @example testSite('https://thumbgrab.example').host // 'thumbgrab.example'
 */
export function testSite(url = 'https://thumbs.example.org'): Site {
  return {
    url,
    host: new URL(url).host,
    name: 'ThumbGrab',
    team: [],
    testimonials: [],
    contact: { email: 'a@b.example', phone: '1', address: 'x' },
    social: { facebook: 'f', twitter: 't', instagram: 'i', youtube: 'y' },
    demo: false,
  }
}

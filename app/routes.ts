import { index, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes'
import { LOCALES, type Locale } from '../core/locales.ts'

/**
 * The pages every language has, under its prefix (`/es/about`; core/locales.ts). Each language's
 * copy of a page is its own route, with an id of its own: one route module serves them all and
 * reads the language from the path.
 */
function pagesIn({ prefix }: Locale): RouteConfigEntry[] {
  const at = (path: string) => (prefix ? `${prefix}/${path}` : path)
  // A prefix in another case (`/ES/`) is no language's (core/locales.ts reads it exactly): a 404.
  const id = (file: string) => (prefix ? { id: `${prefix}/${file}`, caseSensitive: true } : {})
  return [
    prefix ? route(prefix, 'routes/home.tsx', id('routes/home')) : index('routes/home.tsx'),
    route(at('about'), 'routes/about.tsx', id('routes/about')),
    route(at('blog'), 'routes/blog.tsx', id('routes/blog')),
    route(at('contact'), 'routes/contact.tsx', id('routes/contact')),
    route(at('preview'), 'routes/preview.tsx', id('routes/preview')),
    route(at('privacy-policy'), 'routes/privacy-policy.tsx', id('routes/privacy-policy')),
    route(at('terms-of-service'), 'routes/terms-of-service.tsx', id('routes/terms-of-service')),
  ]
}

// Explicit table: the pages in every language, then what exists once.
export default [
  ...LOCALES.flatMap(pagesIn),
  // The articles are written in English only; every language's blog links to them.
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('watch', 'routes/watch.ts'),
  route('share', 'routes/share.ts'),
  // Rendered only by the server, as the answer to a refused plain post of the Many links form.
  route('api/batch', 'routes/batch-form.tsx'),
  // Likewise, the answer to a refused plain post of the contact form.
  route('api/contact', 'routes/contact-form.tsx'),
  // A 404 in the language of its path (app/root.tsx).
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig

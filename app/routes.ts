import { index, route, type RouteConfig } from '@react-router/dev/routes'

// Explicit table: eleven pages need no file-routing conventions.
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('preview', 'routes/preview.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('watch', 'routes/watch.ts'),
  route('share', 'routes/share.ts'),
  // Rendered only by the server, as the answer to a refused plain post of the Many links form.
  route('api/batch', 'routes/batch-form.tsx'),
  // Likewise, the answer to a refused plain post of the contact form.
  route('api/contact', 'routes/contact-form.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig

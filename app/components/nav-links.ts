/** The main navigation, shared by the header and the footer's Quick Links; labels are message keys. */
export const NAV_LINKS = [
  { to: '/', label: 'nav.home' },
  { to: '/preview', label: 'nav.preview' },
  { to: '/about', label: 'nav.about' },
  { to: '/blog', label: 'nav.blog' },
  { to: '/contact', label: 'nav.contact' },
] as const

export const SUPPORT_LINKS = [
  { to: '/privacy-policy', label: 'nav.privacy' },
  { to: '/terms-of-service', label: 'nav.terms' },
] as const

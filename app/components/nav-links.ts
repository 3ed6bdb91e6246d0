/** The main navigation, shared by the header and the footer's Quick Links. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/preview', label: 'Test your thumbnail' },
  { to: '/about', label: 'About Us' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact Us' },
] as const

export const SUPPORT_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
] as const

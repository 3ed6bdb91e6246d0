import { Link } from 'react-router'
import { useT, type PlainKey } from '#app/i18n/i18n.tsx'
import { useLocalize } from '#app/i18n/locale.ts'
import type { Site } from '#core/site.ts'
import { LanguageList } from './language-menu.tsx'
import { Logo } from './logo.tsx'
import { NAV_LINKS, SUPPORT_LINKS } from './nav-links.ts'
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
  TwitterIcon,
  YouTubeIcon,
} from './social-icons.tsx'

export function SiteFooter({ site }: { site: Site }) {
  const t = useT()
  const localize = useLocalize()
  const social = [
    { href: site.social.facebook, label: 'Facebook', Icon: FacebookIcon },
    { href: site.social.twitter, label: 'Twitter', Icon: TwitterIcon },
    { href: site.social.instagram, label: 'Instagram', Icon: InstagramIcon },
    { href: site.social.youtube, label: 'YouTube', Icon: YouTubeIcon },
  ]
  const year = new Date().getFullYear()
  // Left out unless the operator has set them (CONTACT_PHONE, CONTACT_ADDRESS).
  const { phone, address } = site.contact

  return (
    // Dark in both colour schemes: its text is a fixed light grey (slate-300), not the slate
    // scale that app.css inverts in dark mode.
    <footer className="bg-slate-950 text-[#cbd5e1]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Link
            to={localize('/')}
            className="inline-block rounded-md text-white"
            aria-label={t('frame.homeLink', { site: site.name })}
          >
            <Logo name={site.name} />
          </Link>
          <p className="mt-4 text-sm leading-6">{t('footer.tagline')}</p>
          <ul className="mt-5 flex gap-3" aria-label={t('footer.social')}>
            {social.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-brand-600"
                >
                  <Icon className="size-5" />
                  <span className="sr-only">{t('footer.opensInNewTab', { network: label })}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks title={t('footer.quickLinks')} links={NAV_LINKS} />
        <FooterLinks title={t('footer.support')} links={SUPPORT_LINKS} />
        <div>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">
            {t('footer.contact')}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-3">
              <MailIcon className="mt-0.5 size-5 shrink-0 text-brand-200" />
              <a href={`mailto:${site.contact.email}`} className="break-all hover:text-white">
                {site.contact.email}
              </a>
            </li>
            {phone && (
              <li className="flex gap-3">
                <PhoneIcon className="mt-0.5 size-5 shrink-0 text-brand-200" />
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="hover:text-white">
                  {phone}
                </a>
              </li>
            )}
            {address && (
              <li className="flex gap-3">
                <PinIcon className="mt-0.5 size-5 shrink-0 text-brand-200" />
                <address className="not-italic">{address}</address>
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
        <LanguageList />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:px-6 md:flex-row md:justify-between">
          <p>{t('footer.rights', { year, site: site.name })}</p>
          <p>{t('footer.copyright')}</p>
        </div>
      </div>
    </footer>
  )
}

function FooterLinks({
  title,
  links,
}: {
  title: string
  links: readonly { to: string; label: PlainKey }[]
}) {
  const t = useT()
  const localize = useLocalize()
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={localize(link.to)} className="hover:text-white">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

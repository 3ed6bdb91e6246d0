/** Simple glyphs for the footer's social links, drawn for this site. */
import { LineIcon } from './ui/line-icon.tsx'

type IconProps = { className?: string }

export function FacebookIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V9H6.5v3.5H9V21h3.5v-8.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
    </LineIcon>
  )
}

export function TwitterIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M4 4l16 16M20 4L4 20" />
    </LineIcon>
  )
}

export function InstagramIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </LineIcon>
  )
}

export function YouTubeIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.5v5l4.5-2.5z" fill="currentColor" />
    </LineIcon>
  )
}

export function MailIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5L12 13l8.5-6.5" />
    </LineIcon>
  )
}

export function PhoneIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M5 4h3.5l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2L20 15.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
    </LineIcon>
  )
}

export function PinIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </LineIcon>
  )
}

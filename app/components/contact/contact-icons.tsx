/** Glyphs of the contact page, drawn for this site. */
import { LineIcon } from '../ui/line-icon.tsx'

type IconProps = { className?: string }

export function LifebuoyIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="M5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6" />
    </LineIcon>
  )
}

export function SendIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M21 3L10 14M21 3l-7 18-4-7-7-4z" />
    </LineIcon>
  )
}

export function SpinnerIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M21 12a9 9 0 1 1-9-9" />
    </LineIcon>
  )
}

export function CheckCircleIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.5 2.5L16 9.5" />
    </LineIcon>
  )
}

export function AlertIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5M12 16.5h.01" />
    </LineIcon>
  )
}

export function CloseIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M6 6l12 12M18 6L6 18" />
    </LineIcon>
  )
}

/** The tester's own glyphs, drawn like the site's others (app/components/ui/line-icon.tsx). */
import { LineIcon } from '#app/components/ui/line-icon.tsx'

type IconProps = { className?: string }

export function ImageIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.5" />
      <path d="m21 16-5-5-8 8" />
    </LineIcon>
  )
}

export function WarningIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M12 4 2.5 20h19z" />
      <path d="M12 10v4M12 17h.01" />
    </LineIcon>
  )
}

export function LockIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </LineIcon>
  )
}

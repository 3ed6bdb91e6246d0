/**
 * The site's outline icons: 24×24, drawn with the current colour, hidden from
 * assistive technology (the text beside them names the action). Glyphs used on
 * more than one page live here; page-specific ones beside their page.
 */
type IconProps = { className?: string }

export function LineIcon({ className, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  )
}

/** Points the reading way: right, or left on a right-to-left page. */
export function ArrowRightIcon({ className }: IconProps) {
  return (
    <LineIcon className={`rtl:-scale-x-100 ${className ?? ''}`}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </LineIcon>
  )
}

export function ClockIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </LineIcon>
  )
}

/** The ThumbGrab mark: a thumbnail frame with a play triangle and a download arrow. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect x="2" y="6" width="36" height="26" rx="6" fill="#fff" />
      <path d="M16 12.5v13l10.5-6.5z" fill="#cc0000" />
      <rect x="14" y="34" width="12" height="3" rx="1.5" fill="#fff" />
    </svg>
  )
}

/** Mark and name, as used in the header and footer. */
export function Logo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2 text-xl font-extrabold tracking-tight">
      <LogoMark className="size-9 shrink-0" />
      <span>{name}</span>
    </span>
  )
}

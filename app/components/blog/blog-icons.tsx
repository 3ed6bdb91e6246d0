/** Small glyphs for the blog, drawn for this site. */
import { LineIcon } from '../ui/line-icon.tsx'

type IconProps = { className?: string }

/** Points against the reading way: left, or right on a right-to-left page. */
export function ArrowLeftIcon({ className }: IconProps) {
  return (
    <LineIcon className={`rtl:-scale-x-100 ${className ?? ''}`}>
      <path d="M19 12H5M11 18l-6-6 6-6" />
    </LineIcon>
  )
}

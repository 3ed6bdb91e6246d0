/** Small glyphs for the blog, drawn for this site. */
import { LineIcon } from '../ui/line-icon.tsx'

type IconProps = { className?: string }

export function ArrowLeftIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M19 12H5M11 18l-6-6 6-6" />
    </LineIcon>
  )
}

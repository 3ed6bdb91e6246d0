/**
 * A blog illustration as <picture>: AVIF, then WebP, then JPEG, each at 600,
 * 800 and 1200 pixels wide, so the browser picks the smallest file that is
 * sharp at the displayed size. Explicit dimensions reserve the space (no layout shift).
 */
export function BlogImage({
  base,
  alt,
  sizes,
  priority = false,
  className,
}: {
  /** e.g. `/images/blog/<slug>` */
  base: string
  alt: string
  /** The `sizes` attribute: how wide the image is shown. */
  sizes: string
  /** The page's main image: loaded at once and first; otherwise lazily. */
  priority?: boolean
  className?: string
}) {
  const srcSet = (ext: string) =>
    `${base}-600.${ext} 600w, ${base}-800.${ext} 800w, ${base}-1200.${ext} 1200w`
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={`${base}-1200.jpg`}
        srcSet={srcSet('jpg')}
        sizes={sizes}
        width={1200}
        height={675}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className={className}
      />
    </picture>
  )
}

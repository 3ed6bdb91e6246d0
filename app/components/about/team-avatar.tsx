/**
 * An illustrated portrait drawn in SVG from a few traits, so the team section
 * needs no photographs and no requests. The colours are SVG presentation
 * attributes, which a strict `style-src` CSP allows (unlike `style="…"`).
 */
import type { AvatarLook } from '#app/content/about.ts'

const BACKDROPS: Record<AvatarLook['backdrop'], string> = {
  rose: 'from-brand-100 to-rose-300',
  amber: 'from-amber-100 to-orange-300',
  sky: 'from-sky-100 to-cyan-300',
  violet: 'from-violet-100 to-fuchsia-300',
}

export function TeamAvatar({ look, className = '' }: { look: AvatarLook; className?: string }) {
  return (
    <div
      className={`overflow-hidden rounded-full bg-linear-to-br shadow-md ring-4 ring-white ${BACKDROPS[look.backdrop]} ${className}`}
    >
      <svg viewBox="0 0 96 96" aria-hidden="true" focusable="false" className="size-full">
        {/* Drawn on a 96 grid, then enlarged so the head and shoulders fill the circle. */}
        <g transform="translate(-9.6 -1) scale(1.2)">
          <HairBack look={look} />
          <path d="M12 96c0-18 16-28 36-28s36 10 36 28z" fill={look.shirt} />
          <rect x="42" y="52" width="12" height="18" rx="5" fill={look.skin} />
          <path d="M40 68l8 10 8-10z" fill={look.skin} />
          <circle cx="32" cy="44" r="3.5" fill={look.skin} />
          <circle cx="64" cy="44" r="3.5" fill={look.skin} />
          <ellipse cx="48" cy="42" rx="16" ry="18" fill={look.skin} />
          <HairFront look={look} />
          <circle cx="42" cy="44" r="1.8" fill="#1e1b18" />
          <circle cx="54" cy="44" r="1.8" fill="#1e1b18" />
          <circle cx="38" cy="50" r="2.5" fill="#f87171" fillOpacity="0.3" />
          <circle cx="58" cy="50" r="2.5" fill="#f87171" fillOpacity="0.3" />
          <path
            d="M43 51q5 4 10 0"
            fill="none"
            stroke="#7a3b2e"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
          {look.glasses && (
            <g fill="none" stroke="#1e293b" strokeWidth="1.5">
              <circle cx="42" cy="44" r="5" />
              <circle cx="54" cy="44" r="5" />
              <path d="M47 44h2" />
            </g>
          )}
        </g>
      </svg>
    </div>
  )
}

function HairBack({ look }: { look: AvatarLook }) {
  switch (look.hairStyle) {
    case 'long':
      return <path d="M30 40c-2-18 8-22 18-22s20 6 18 24l2 30c-6 2-34 2-40 0z" fill={look.hair} />
    case 'bun':
      return <circle cx="48" cy="18" r="7.5" fill={look.hair} />
    case 'curly':
      return (
        <g fill={look.hair}>
          <circle cx="34" cy="31" r="8" />
          <circle cx="42" cy="24" r="8" />
          <circle cx="53" cy="23" r="8" />
          <circle cx="62" cy="29" r="8" />
          <circle cx="65" cy="38" r="6" />
          <circle cx="31" cy="39" r="6" />
        </g>
      )
    case 'short':
      return null
  }
}

function HairFront({ look }: { look: AvatarLook }) {
  switch (look.hairStyle) {
    case 'curly':
      return (
        <g fill={look.hair}>
          <circle cx="40" cy="28" r="5" />
          <circle cx="48" cy="26" r="5" />
          <circle cx="56" cy="28" r="5" />
        </g>
      )
    case 'long':
      return (
        <path d="M31 40c0-13 8-19 17-19s17 6 17 19c-7-6-15-10-25-7-4 1-7 4-9 7z" fill={look.hair} />
      )
    case 'bun':
    case 'short':
      return (
        <path
          d="M31 42c-1-14 7-21 17-21s18 7 17 21c-3-8-9-12-17-12s-14 4-17 12z"
          fill={look.hair}
        />
      )
  }
}

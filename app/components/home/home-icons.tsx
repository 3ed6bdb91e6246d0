import type { IconName } from '#app/content/home.ts'

/** Outline icons of the home page, 24×24, drawn with the current colour. */
const PATHS: Record<IconName | 'check' | 'cross' | 'arrowDown' | 'arrowRight', string> = {
  layers: 'M12 3l9 5-9 5-9-5 9-5zM3 13l9 5 9-5',
  swap: 'M4 8h15l-4-4M20 16H5l4 4',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  bolt: 'M13 3L5 13h6l-1 8 8-10h-6l1-8z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zM9 12l2 2 4-4',
  devices:
    'M18 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v9h10M7 19h6M16 10h4a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1z',
  video:
    'M4 6h11a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zM16 10l5-3v10l-5-3',
  megaphone: 'M3 10v4h4l8 4V6l-8 4H3zM18.5 9a4 4 0 0 1 0 6',
  palette:
    'M12 3a9 9 0 1 0 0 18c1.5 0 2-1 2-2s-1-1.5-1-2.5 1-1.5 2-1.5h2a4 4 0 0 0 4-4c0-4.5-4-8-9-8zM7.5 11.5h.01M10 7.5h.01M14.5 7.5h.01',
  school: 'M2 9l10-5 10 5-10 5L2 9zM6 11v5c3 2 9 2 12 0v-5',
  pen: 'M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4',
  chart: 'M4 4v16h16M8 16v-5M12 16V8M16 16v-3',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  cross: 'M7 7l10 10M17 7L7 17',
  arrowDown: 'M12 5v14m0 0l-6-6m6 6l6-6',
  arrowRight: 'M5 12h14m0 0l-6-6m6 6l-6 6',
}

export function Icon({ name, className }: { name: keyof typeof PATHS; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}

export function StarIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path
        fill="currentColor"
        d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9L12 2.5z"
      />
    </svg>
  )
}

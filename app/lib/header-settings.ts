/**
 * What the site header does, shared by its two renderings: the component once the app runs
 * (app/components/site-header.tsx) and the small script of a page that ships no app
 * (enhance.server.ts).
 */

/** Scrolled further than this, the header shows its shadow. */
export const SCROLL_THRESHOLD_PX = 50

/** The menu button's icon, closed and open (its labels are the messages frame.openMenu/closeMenu). */
export const MENU_ICON = {
  open: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
} as const

/** Elements a tap lands on by itself: focus stays there rather than going back to the menu button. */
export const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [tabindex]'

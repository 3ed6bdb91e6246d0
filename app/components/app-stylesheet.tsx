/**
 * The site's one stylesheet, inlined in the <head> of every page (issue 7):
 * the first paint then needs nothing but the HTML, where a <link> would cost
 * a request before anything shows. The server hands the built CSS over
 * through `StylesheetContext` (app/entry.server.tsx); the browser reads it
 * back from the document, so hydration, client navigations and a remount of
 * the layout all keep the same text without shipping it in JavaScript. The
 * CSP allows the <style> by its hash (server/csp.ts).
 */
import { createContext, use } from 'react'

/** The CSS text to inline; undefined in development, where Vite serves the file. */
export const StylesheetContext = createContext<string | undefined>(undefined)

const ID = 'app-css'

const fromDocument =
  typeof document === 'undefined'
    ? undefined
    : (document.getElementById(ID)?.textContent ?? undefined)

export function AppStylesheet({ href }: { href: string }) {
  const css = use(StylesheetContext) ?? fromDocument
  if (css === undefined) return <link rel="stylesheet" href={href} />
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />
}

/**
 * The site's stylesheet, inlined in the <head> of every page
 * (docs/performance.md, Lighthouse): the first paint needs nothing but the
 * HTML, where a <link> would cost a request before anything shows. The server
 * hands the built CSS over through `StylesheetContext` (app/entry.server.tsx)
 * and keeps only the rules the page can use (app/lib/stylesheet.server.ts); the
 * browser reads that text back from the document, so hydration and any remount
 * keep it without shipping CSS in JavaScript. Before the first client
 * navigation to another page, the root route's middleware loads the whole
 * stylesheet (`loadWholeStylesheet`), so no page ever shows unstyled. The CSP
 * allows the <style> by its hash (server/http/csp.ts).
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

let whole: Promise<void> | undefined

/**
 * Adds the whole stylesheet once and resolves when it has loaded (or failed:
 * a navigation must not hang on it). In development the page already links it.
 */
export function loadWholeStylesheet(href: string): Promise<void> {
  if (fromDocument === undefined) return Promise.resolve()
  whole ??= new Promise((resolve) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.onload = link.onerror = () => resolve()
    document.head.append(link)
  })
  return whole
}

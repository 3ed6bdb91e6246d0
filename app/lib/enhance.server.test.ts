import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { MENU_ICON } from './header-settings.ts'
import { enhancementScript, withEnhancement } from './enhance.server.ts'

const PAGE = '<html><head></head><body><header>…</header><main>…</main></body></html>'

describe('withEnhancement', () => {
  it('adds one inline script as the last element of the body', () => {
    const html = withEnhancement(PAGE, undefined)
    expect(
      html.startsWith('<html><head></head><body><header>…</header><main>…</main><script>'),
    ).toBe(true)
    expect(html.endsWith('</script></body></html>')).toBe(true)
    expect(html.match(/<script/g)).toHaveLength(1)
  })

  it('writes the render’s CSP nonce on it', () => {
    expect(withEnhancement(PAGE, 'abc123')).toContain('<script nonce="abc123">(')
  })

  it('refuses a document without a body end', () => {
    expect(() => withEnhancement('<p>fragment</p>', undefined)).toThrow(/<\/body>/)
  })
})

/** Just enough of a DOM for the script: elements with attributes and listeners. */
class FakeElement {
  attributes = new Map<string, string>()
  listeners = new Map<string, (event: unknown) => void>()
  hidden = false
  textContent = ''
  focused = false
  children: Record<string, FakeElement | null> = {}
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value)
  }
  querySelector(selector: string) {
    return this.children[selector] ?? null
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, listener)
  }
  contains(other: unknown) {
    return other === this || Object.values(this.children).includes(other as FakeElement)
  }
  focus() {
    this.focused = true
  }
  closest() {
    return null
  }
}

function run(status = 200) {
  const html = new FakeElement()
  const header = new FakeElement()
  const button = new FakeElement()
  const menu = new FakeElement()
  const label = new FakeElement()
  const icon = new FakeElement()
  const outside = new FakeElement()
  menu.hidden = true
  button.setAttribute('aria-controls', 'menu-1')
  button.children = { '.sr-only': label, path: icon }
  header.children = { 'button[aria-controls]': button }
  const logged: unknown[][] = []
  const windowListeners = new Map<string, (event: unknown) => void>()
  const documentListeners = new Map<string, (event: unknown) => void>()
  const context = {
    scrollY: 120,
    location: { pathname: '/nope' },
    console: { warn: (...args: unknown[]) => logged.push(args) },
    Element: FakeElement,
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      windowListeners.set(type, listener),
    document: {
      documentElement: html,
      querySelector: (selector: string) => (selector === 'header[data-scrolled]' ? header : null),
      getElementById: (id: string) => (id === 'menu-1' ? menu : null),
      addEventListener: (type: string, listener: (event: unknown) => void) =>
        documentListeners.set(type, listener),
    },
  }
  const source =
    /^<script>([\s\S]*)<\/script>$/.exec(enhancementScript(undefined, status))?.[1] ?? ''
  // Only the browser globals above exist: a reference to anything of this module would throw.
  runInNewContext(source, context)
  return {
    logged,
    html,
    header,
    button,
    menu,
    label,
    icon,
    outside,
    documentListeners,
    windowListeners,
  }
}

describe('the enhancement script', () => {
  it('marks the header scrolled and the page taken over', () => {
    const { header, html } = run()
    expect(header.getAttribute('data-scrolled')).toBe('true')
    expect(html.getAttribute('data-hydrated')).toBe('')
  })

  it('logs the path asked for on the 404 page only', () => {
    expect(run().logged).toEqual([])
    expect(run(404).logged).toEqual([
      ['404 Error: User attempted to access non-existent route:', '/nope'],
    ])
  })

  it('opens the menu from its button and closes it on Escape, focus back on the button', () => {
    const { button, menu, label, icon, documentListeners } = run()
    button.listeners.get('click')?.({})
    expect(menu.hidden).toBe(false)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(label.textContent).toBe('Close menu')
    expect(icon.getAttribute('d')).toBe(MENU_ICON.close)
    let prevented = false
    documentListeners.get('keydown')?.({ key: 'Escape', preventDefault: () => (prevented = true) })
    expect(prevented).toBe(true)
    expect(menu.hidden).toBe(true)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(label.textContent).toBe('Open menu')
    expect(icon.getAttribute('d')).toBe(MENU_ICON.open)
    expect(button.focused).toBe(true)
  })

  it('closes the menu on a click outside it, and not on one inside it', () => {
    const { button, menu, outside, documentListeners } = run()
    button.listeners.get('click')?.({})
    documentListeners.get('click')?.({ target: menu })
    expect(menu.hidden).toBe(false)
    documentListeners.get('click')?.({ target: outside })
    expect(menu.hidden).toBe(true)
    expect(button.focused).toBe(true)
  })
})

/**
 * Keeps the rules of a Tailwind stylesheet that a page can use
 * (docs/performance.md, Lighthouse): a utility rule stays when its class is
 * among the page's tokens; rules without a class (the base layer, `@property`,
 * `@keyframes`) always stay, and grouping at-rules (`@layer`, `@media`,
 * `@supports`) keep what they hold.
 */

type CssNode =
  | { kind: 'statement'; text: string }
  | { kind: 'rule'; prelude: string; text: string }
  | { kind: 'group'; prelude: string; children: CssNode[] }

const GROUPING = /^@(layer|media|supports|container)\b/
const CLASS = /\.((?:\\.|[\w-])+)/

/** Parses minified CSS into nodes; strings and comments may hold braces. */
export function parseCss(css: string): CssNode[] {
  let i = 0
  function block(): CssNode[] {
    const nodes: CssNode[] = []
    let start = i
    while (i < css.length) {
      const char = css[i]
      if (char === '"' || char === "'") i = css.indexOf(char, i + 1) + 1 || css.length
      else if (css.startsWith('/*', i)) {
        const end = css.indexOf('*/', i + 2) + 2 || css.length
        // Licence comments (`/*!`) stay with the code they cover.
        if (css[i + 2] === '!') nodes.push({ kind: 'statement', text: `${css.slice(i, end)}\n` })
        i = end
        start = i
      } else if (char === ';') {
        const text = css.slice(start, ++i).trim()
        if (text !== ';') nodes.push({ kind: 'statement', text })
        start = i
      } else if (char === '{') {
        const prelude = css.slice(start, i).trim()
        i++
        if (GROUPING.test(prelude)) nodes.push({ kind: 'group', prelude, children: block() })
        else nodes.push({ kind: 'rule', prelude, text: `${prelude}{${body()}}` })
        start = i
      } else if (char === '}') {
        i++
        return nodes
      } else i++
    }
    return nodes
  }
  /** The declarations of a rule (nested braces included, as in @keyframes), past its `}`. */
  function body(): string {
    const from = i
    let depth = 1
    while (i < css.length && depth > 0) {
      const char = css[i]
      if (char === '"' || char === "'") i = css.indexOf(char, i + 1) + 1 || css.length
      else {
        if (char === '{') depth++
        else if (char === '}') depth--
        i++
      }
    }
    return css.slice(from, i - 1)
  }
  return block()
}

/** The class a utility rule is for: the first class of each selector in its list. */
function ownClasses(selector: string): string[] | undefined {
  if (!CLASS.test(selector)) return undefined
  return selectorList(selector).flatMap((part) => {
    const match = CLASS.exec(part)
    return match?.[1] ? [match[1].replace(/\\(.)/g, '$1')] : []
  })
}

/** Splits `a,b:is(c,d)` at its top-level commas; `\,` is part of a name. */
function selectorList(selector: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i]
    if (char === '\\') i++
    else if (char === '(') depth++
    else if (char === ')') depth--
    else if (char === ',' && depth === 0) {
      parts.push(selector.slice(start, i))
      start = i + 1
    }
  }
  return [...parts, selector.slice(start)]
}

/**
 * @example subsetCss(parseCss('.a{x:1}.b{y:2}'), new Set(['a'])) // '.a{x:1}'
 */
export function subsetCss(nodes: readonly CssNode[], used: ReadonlySet<string>): string {
  let out = ''
  for (const node of nodes) {
    if (node.kind === 'statement') out += node.text
    else if (node.kind === 'rule') {
      const classes = ownClasses(node.prelude)
      if (!classes || classes.some((name) => used.has(name))) out += node.text
    } else {
      const inner = subsetCss(node.children, used)
      if (inner || /^@layer\b/.test(node.prelude)) out += `${node.prelude}{${inner}}`
    }
  }
  return out
}

/** The words of HTML or JavaScript that may be class names: split at spaces and quotes. */
export function classTokens(text: string): string[] {
  return text.split(/[\s"'`]+/).filter((token) => token.length > 0 && token.length < 200)
}

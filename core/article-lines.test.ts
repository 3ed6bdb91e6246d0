import { describe, expect, test } from 'vitest'
import { articleOutline, parseArticleLines } from './article-lines.ts'

describe('parseArticleLines', () => {
  test('turns every kind of line into its block', () => {
    expect(
      parseArticleLines(
        [
          '## Why size matters',
          'A thumbnail is shown at many sizes.',
          '### On phones',
          '**Design for the smallest one.**',
          'Then check the big one.',
        ].join('\n'),
      ),
    ).toEqual([
      { kind: 'h2', text: 'Why size matters', id: 'why-size-matters' },
      { kind: 'p', text: 'A thumbnail is shown at many sizes.' },
      { kind: 'h3', text: 'On phones', id: 'on-phones' },
      { kind: 'strong', text: 'Design for the smallest one.' },
      { kind: 'p', text: 'Then check the big one.' },
    ])
  })

  test('skips empty and whitespace-only lines', () => {
    expect(parseArticleLines('\n\n  \t \nOne\n\n\nTwo\n')).toEqual([
      { kind: 'p', text: 'One' },
      { kind: 'p', text: 'Two' },
    ])
  })

  test('returns nothing for empty content', () => {
    expect(parseArticleLines('')).toEqual([])
  })

  test('accepts CRLF and CR line endings', () => {
    expect(parseArticleLines('## A\r\nb\rc').map((block) => block.text)).toEqual(['A', 'b', 'c'])
  })

  test('trims the text of every block', () => {
    expect(parseArticleLines('   ##   Spaced heading   ')).toEqual([
      { kind: 'h2', text: 'Spaced heading', id: 'spaced-heading' },
    ])
    expect(parseArticleLines('**  padded bold  **')).toEqual([
      { kind: 'strong', text: 'padded bold' },
    ])
  })

  test.each([
    ['a heading marker without a space', '##No space'],
    ['a bare heading marker', '##'],
    ['a heading marker followed only by spaces', '##    '],
    ['a first-level marker', '# Title'],
    ['a fourth-level marker', '#### Deep'],
    ['hashes inside a line', 'Use #hashtags ## sparingly'],
    ['bold with nothing inside', '****'],
    ['bold with only spaces inside', '**   **'],
    ['two bold spans on one line', '**one** and **two**'],
    ['a bold opening only', '**starts bold'],
    ['a bold closing only', 'ends bold**'],
    ['a single asterisk pair', '*italic*'],
  ])('keeps %s as a verbatim paragraph', (_, line) => {
    expect(parseArticleLines(line)).toEqual([{ kind: 'p', text: line.trim() }])
  })

  test.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '[link](javascript:alert(1))',
    '&lt;b&gt;entity&lt;/b&gt;',
    '{{constructor.constructor("alert(1)")()}}',
  ])('keeps hostile markup as plain text: %s', (line) => {
    expect(parseArticleLines(line)).toEqual([{ kind: 'p', text: line }])
  })

  test('keeps markup inside headings and bold lines as text too', () => {
    expect(parseArticleLines('## <script>x</script>\n**<b>bold</b>**')).toEqual([
      { kind: 'h2', text: '<script>x</script>', id: 'scriptxscript' },
      { kind: 'strong', text: '<b>bold</b>' },
    ])
  })

  test('gives headings unique ids, numbering repeats', () => {
    const ids = parseArticleLines('## Tips\n### Tips\n## Tips\n## ?!').flatMap((block) =>
      'id' in block ? [block.id] : [],
    )
    expect(ids).toEqual(['tips', 'tips-2', 'tips-3', 'section'])
  })
})

describe('articleOutline', () => {
  test('lists the second-level headings in order', () => {
    const blocks = parseArticleLines('## One\ntext\n### Sub\n## Two')
    expect(articleOutline(blocks)).toEqual([
      { id: 'one', text: 'One' },
      { id: 'two', text: 'Two' },
    ])
  })
})

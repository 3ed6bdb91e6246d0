import { expect, test } from 'vitest'
import { classTokens, parseCss, subsetCss } from './css-subset.server.ts'

const subset = (css: string, ...used: string[]) => subsetCss(parseCss(css), new Set(used))

test('keeps the utility rules whose class is used, and every rule without a class', () => {
  const css = '*,:before{box-sizing:border-box}html{color:red}.a{x:1}.b{y:2}'
  expect(subset(css, 'a')).toBe('*,:before{box-sizing:border-box}html{color:red}.a{x:1}')
})

test('reads escaped class names: variants, fractions and arbitrary values', () => {
  const css =
    '.sm\\:px-6{p:6}.w-1\\/2{w:50%}.group-has-\\[\\[value\\=jpg\\]\\:checked\\]\\/bar\\:inline:is(:where(.group\\/bar):has([value=jpg]:checked) *){d:inline}.hover\\:x:hover{c:1}'
  expect(subset(css, 'sm:px-6', 'group-has-[[value=jpg]:checked]/bar:inline')).toBe(
    '.sm\\:px-6{p:6}.group-has-\\[\\[value\\=jpg\\]\\:checked\\]\\/bar\\:inline:is(:where(.group\\/bar):has([value=jpg]:checked) *){d:inline}',
  )
})

test('keeps layer order, drops media and supports blocks left empty', () => {
  const css =
    '@layer theme{:root{--a:1}}@layer components;@layer utilities{.a{x:1}@media (width>=40rem){.sm\\:b{y:2}}@supports (color:red){.c{z:3}}}'
  expect(subset(css, 'a')).toBe(
    '@layer theme{:root{--a:1}}@layer components;@layer utilities{.a{x:1}}',
  )
  expect(subset(css)).toBe('@layer theme{:root{--a:1}}@layer components;@layer utilities{}')
})

test('keeps @property, @keyframes and licence comments; strings may hold braces', () => {
  const css =
    '/*! tailwindcss | MIT */\n@property --x{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(1turn)}}.q{content:"}{"}.a{x:1}'
  expect(subset(css)).toBe(
    '/*! tailwindcss | MIT */\n@property --x{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(1turn)}}',
  )
  expect(subset(css, 'q')).toContain('.q{content:"}{"}')
})

test('a selector list stays when any of its classes is used; an escaped comma is part of a name', () => {
  expect(subset('.a,.b{x:1}', 'b')).toBe('.a,.b{x:1}')
  const grid = '.lg\\:grid-cols-\\[14rem_minmax\\(0\\,48rem\\)\\]{g:1}'
  expect(subset(grid, 'lg:grid-cols-[14rem_minmax(0,48rem)]')).toBe(grid)
  expect(subset(grid, 'lg:grid-cols-[14rem_minmax(0')).toBe('')
})

test('class tokens come from HTML attributes and JavaScript strings alike', () => {
  const tokens = classTokens(
    '<div class="mx-auto sm:px-6">x</div>className:`rounded-md ${a?`bg-white/20`:``}`,"w-1/2"',
  )
  expect(tokens).toEqual(
    expect.arrayContaining(['mx-auto', 'sm:px-6', 'rounded-md', 'bg-white/20', 'w-1/2']),
  )
})

/**
 * Usage: node bench/link-parser.ts [REV]
 * Prints the link parser's figures on this machine (docs/link-parser.md):
 * 1. accuracy on the corpus of link forms (tests/fixtures/link-forms.ts), of this
 *    parser and of the one at git revision REV (default: the last commit before
 *    the forms of docs/decisions/013-link-forms.md), read out of git into a
 *    temporary folder. A row counts as right when an accepted form yields its id
 *    exactly and a refused one is refused (whatever the reason, since the old
 *    parser had fewer reasons);
 * 2. parse time per input: each input parsed in a batch, the batch timed 31
 *    times and its median kept; then the median, p99 and maximum over inputs.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseVideoId, type ParsedVideoId } from '#core/youtube-url.ts'
import { LINK_FORMS, type LinkForm } from '#tests/fixtures/link-forms.ts'
import { median, percentile } from '#tests/support/stats.ts'

const OLD_REV = process.argv[2] ?? 'b8bc825'
const MODULES = ['youtube-url.ts', 'youtube-link.ts', 'video-id.ts']
const RUNS = 31
const BATCH = 200

type Parse = (input: string) => ParsedVideoId

async function parserAt(rev: string): Promise<Parse> {
  const dir = mkdtempSync(join(tmpdir(), 'link-parser-'))
  try {
    for (const name of MODULES) {
      const source = execFileSync('git', ['show', `${rev}:core/${name}`], { encoding: 'utf8' })
      writeFileSync(join(dir, name), source)
    }
    const module = (await import(join(dir, 'youtube-url.ts'))) as { parseVideoId: Parse }
    return module.parseVideoId
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const right = (parse: Parse, form: LinkForm): boolean => {
  const result = parse(form.input)
  return 'id' in form ? result.ok && result.id === form.id : !result.ok
}

function score(name: string, parse: Parse): void {
  const accepted = LINK_FORMS.filter((form) => 'id' in form)
  const refused = LINK_FORMS.filter((form) => 'reason' in form)
  const a = accepted.filter((form) => right(parse, form)).length
  const r = refused.filter((form) => right(parse, form)).length
  const all = a + r
  const pct = ((100 * all) / LINK_FORMS.length).toFixed(1)
  console.log(
    `${name}: ${all}/${LINK_FORMS.length} right (${pct}%) — accepted forms ${a}/${accepted.length}, refused forms ${r}/${refused.length}`,
  )
}

console.log(`# Link parser benchmark — ${new Date().toISOString()}, Node ${process.version}\n`)
score(`old parser (${OLD_REV})`, await parserAt(OLD_REV))
score('new parser', parseVideoId)
const exact = LINK_FORMS.filter((form) => {
  const result = parseVideoId(form.input)
  return 'id' in form
    ? result.ok && result.id === form.id
    : !result.ok && result.reason === form.reason
}).length
console.log(`new parser, refusal reason exact too: ${exact}/${LINK_FORMS.length}\n`)

// Warm up, then time each input.
for (let i = 0; i < 50; i++) for (const form of LINK_FORMS) parseVideoId(form.input)
const perParse = LINK_FORMS.map((form) => {
  const runs: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    for (let i = 0; i < BATCH; i++) parseVideoId(form.input)
    runs.push((performance.now() - started) / BATCH)
  }
  return median(runs)
})
const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`
console.log(
  `parse time over ${LINK_FORMS.length} inputs (median of ${RUNS} runs of ${BATCH} each): median ${us(median(perParse))}, p99 ${us(percentile(perParse, 99))}, max ${us(Math.max(...perParse))}`,
)

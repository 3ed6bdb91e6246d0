/**
 * @module A strict reader of the Prometheus text exposition format 0.0.4
 * (https://prometheus.io/docs/instrumenting/exposition_formats/), for tests of `/metrics`:
 * prom-client writes the format but has no reader. It throws on anything a Prometheus server
 * would refuse or that the format forbids: a malformed line, a sample before its family's TYPE,
 * a family split in two, a series given twice, a bad escape, a negative counter, a histogram
 * whose buckets are not cumulative or lack `+Inf`, or whose `_count` differs from `+Inf`.
 */

export type Sample = { name: string; labels: Record<string, string>; value: number }
export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped'
export type Family = { name: string; type: MetricType; help: string; samples: Sample[] }

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/
const TYPES = new Set<MetricType>(['counter', 'gauge', 'histogram', 'summary', 'untyped'])
/** The samples a family of each type may write, as suffixes of its name. */
const SUFFIXES: Record<MetricType, readonly string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
}

export class ExpositionError extends Error {
  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`)
    this.name = 'ExpositionError'
  }
}

/**
 * Every family in `text`, by name, in order.
 * @example parsePrometheusText('# TYPE up gauge\nup 1\n').get('up')?.samples[0]?.value // 1
 * @throws ExpositionError naming the line that breaks the format
 */
export function parsePrometheusText(text: string): Map<string, Family> {
  if (text !== '' && !text.endsWith('\n')) throw new ExpositionError(0, 'must end with a newline')
  const families = new Map<string, Family>()
  const closed = new Set<string>()
  const seen = new Set<string>()
  let current: Family | undefined
  const lines = text.split('\n').slice(0, -1)

  lines.forEach((line, index) => {
    const at = index + 1
    const fail = (message: string): never => {
      throw new ExpositionError(at, `${message}: ${JSON.stringify(line)}`)
    }
    if (line.trim() === '') return
    const meta = /^#\s*(HELP|TYPE)\s+(\S+)(?:\s(.*))?$/.exec(line)
    if (meta) {
      const [, keyword, name = '', rest = ''] = meta
      if (!METRIC_NAME.test(name)) fail('bad metric name')
      if (closed.has(name)) fail('a family appears twice')
      if (current && current.name !== name) closed.add(current.name)
      const family = families.get(name) ?? { name, type: 'untyped', help: '', samples: [] }
      if (family.samples.length > 0) fail(`${keyword} after the family's samples`)
      if (keyword === 'TYPE') {
        if (!TYPES.has(rest as MetricType)) fail('unknown type')
        family.type = rest as MetricType
      } else {
        family.help = unescape(rest, false, fail)
      }
      families.set(name, family)
      current = family
      return
    }
    if (line.startsWith('#')) return // a comment

    const sample = parseSample(line, fail)
    const family = familyOf(sample.name, families)
    if (!family) return fail('sample without a TYPE line for its family')
    if (family !== current) fail('sample away from the rest of its family')
    const series = `${sample.name}${JSON.stringify(Object.entries(sample.labels).toSorted())}`
    if (seen.has(series)) fail('series given twice')
    seen.add(series)
    if (family.type === 'counter' && !(sample.value >= 0)) fail('counter below zero')
    family.samples.push(sample)
  })
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family)
  return families
}

function familyOf(sampleName: string, families: Map<string, Family>): Family | undefined {
  const exact = families.get(sampleName)
  if (exact && SUFFIXES[exact.type].includes('')) return exact
  for (const [name, family] of families) {
    const suffix = sampleName.startsWith(name) ? sampleName.slice(name.length) : undefined
    if (suffix !== undefined && SUFFIXES[family.type].includes(suffix)) return family
  }
  return undefined
}

function parseSample(line: string, fail: (message: string) => never): Sample {
  const head = /^([a-zA-Z_:][a-zA-Z0-9_:]*)/.exec(line)
  if (!head?.[1]) return fail('bad sample name')
  const name = head[1]
  let rest = line.slice(name.length)
  const labels: Record<string, string> = {}
  if (rest.startsWith('{')) {
    rest = rest.slice(1)
    while (!rest.startsWith('}')) {
      const pair = /^([^=]*)="((?:[^"\\]|\\.)*)"(,?)/.exec(rest)
      if (!pair) return fail('bad label')
      const [whole, labelName = '', value = '', comma] = pair
      if (!LABEL_NAME.test(labelName) || labelName.startsWith('__')) fail('bad label name')
      if (labelName in labels) fail('label given twice')
      labels[labelName] = unescape(value, true, fail)
      rest = rest.slice(whole.length)
      if (!comma && !rest.startsWith('}')) fail('labels not separated by a comma')
    }
    rest = rest.slice(1)
  }
  const tail = /^ (\S+)(?: (-?\d+))?$/.exec(rest)
  if (!tail?.[1]) return fail('bad value or timestamp')
  return { name, labels, value: parseValue(tail[1], fail) }
}

/**
 * A float as Go's strconv.ParseFloat reads it, which the format names: decimal or exponent
 * forms, and NaN and ±Inf in any case (prom-client writes `Nan`).
 */
function parseValue(text: string, fail: (message: string) => never): number {
  if (/^nan$/i.test(text)) return Number.NaN
  const infinity = /^([-+]?)inf(inity)?$/i.exec(text)
  if (infinity) return infinity[1] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) fail('bad number')
  return Number(text)
}

/** `\\` and `\n` everywhere, `\"` in label values; any other escape is refused. */
function unescape(text: string, quoted: boolean, fail: (message: string) => never): string {
  return text.replace(/\\(.?)/g, (_, next: string) => {
    if (next === '\\') return '\\'
    if (next === 'n') return '\n'
    if (next === '"' && quoted) return '"'
    return fail(`bad escape \\${next}`)
  })
}

function checkHistogram(family: Family): void {
  const fail = (message: string): never => {
    throw new ExpositionError(0, `histogram ${family.name}: ${message}`)
  }
  const seriesKey = ({ le: _le, ...labels }: Record<string, string>) =>
    JSON.stringify(Object.entries(labels).toSorted())
  const bySeries = new Map<string, Sample[]>()
  for (const sample of family.samples) {
    const key = seriesKey(sample.labels)
    bySeries.set(key, [...(bySeries.get(key) ?? []), sample])
  }
  for (const [key, samples] of bySeries) {
    const buckets = samples.filter((s) => s.name === `${family.name}_bucket`)
    const count = samples.find((s) => s.name === `${family.name}_count`)
    if (!samples.some((s) => s.name === `${family.name}_sum`)) fail(`${key} has no _sum`)
    if (!count) return fail(`${key} has no _count`)
    let previous = { le: Number.NEGATIVE_INFINITY, value: 0 }
    for (const bucket of buckets) {
      if (bucket.labels.le === undefined) fail(`${key} has a bucket without le`)
      const le = parseValue(bucket.labels.le ?? '', fail)
      if (!(le > previous.le)) fail(`${key}: buckets not in increasing order of le`)
      if (bucket.value < previous.value) fail(`${key}: buckets not cumulative`)
      previous = { le, value: bucket.value }
    }
    if (previous.le !== Number.POSITIVE_INFINITY) fail(`${key} has no +Inf bucket`)
    if (previous.value !== count.value) fail(`${key}: _count differs from the +Inf bucket`)
  }
}

/**
 * The value of one series, or undefined when it is absent.
 * @example valueOf(families, 'http_requests_total', { route: '/healthz', status: '200', method: 'GET' })
 */
export function valueOf(
  families: Map<string, Family>,
  sampleName: string,
  labels: Record<string, string> = {},
): number | undefined {
  const family = familyOf(sampleName, families)
  const wanted = JSON.stringify(Object.entries(labels).toSorted())
  return family?.samples.find(
    (s) => s.name === sampleName && JSON.stringify(Object.entries(s.labels).toSorted()) === wanted,
  )?.value
}

/** Every value a label takes across a family's samples. */
export function labelValues(family: Family | undefined, label: string): Set<string> {
  return new Set(family?.samples.flatMap((s) => s.labels[label] ?? []) ?? [])
}

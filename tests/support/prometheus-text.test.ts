import { Counter, Histogram, Registry } from 'prom-client'
import { describe, expect, test } from 'vitest'
import { ExpositionError, parsePrometheusText, valueOf } from './prometheus-text.ts'

describe('parsePrometheusText', () => {
  test("reads prom-client's own output: types, help, escaped labels, histogram series", async () => {
    const registry = new Registry()
    const counter = new Counter({
      name: 'jobs_total',
      help: 'Jobs done.\nTwo lines, one \\ backslash.',
      labelNames: ['kind'],
      registers: [registry],
    })
    counter.inc({ kind: 'say "hi"\\n' }, 3)
    const histogram = new Histogram({
      name: 'job_seconds',
      help: 'Job time.',
      buckets: [0.1, 1],
      registers: [registry],
    })
    histogram.observe(0.5)
    histogram.observe(5)
    const families = parsePrometheusText(await registry.metrics())
    expect(families.get('jobs_total')).toMatchObject({
      type: 'counter',
      help: 'Jobs done.\nTwo lines, one \\ backslash.',
    })
    expect(valueOf(families, 'jobs_total', { kind: 'say "hi"\\n' })).toBe(3)
    expect(families.get('job_seconds')?.type).toBe('histogram')
    expect(valueOf(families, 'job_seconds_bucket', { le: '0.1' })).toBe(0)
    expect(valueOf(families, 'job_seconds_bucket', { le: '1' })).toBe(1)
    expect(valueOf(families, 'job_seconds_bucket', { le: '+Inf' })).toBe(2)
    expect(valueOf(families, 'job_seconds_count')).toBe(2)
    expect(valueOf(families, 'job_seconds_sum')).toBe(5.5)
  })

  test("reads NaN and infinities in any case, as Go's ParseFloat does (prom-client writes Nan)", () => {
    const families = parsePrometheusText(
      '# TYPE a gauge\na{x="1"} Nan\na{x="2"} -Inf\na{x="3"} +inf\n',
    )
    expect(families.get('a')?.samples.map((s) => s.value)).toEqual([
      Number.NaN,
      Number.NEGATIVE_INFINITY,
      Number.POSITIVE_INFINITY,
    ])
  })

  test.each([
    ['no newline at the end', '# TYPE a gauge\na 1'],
    ['a sample without a TYPE', 'a 1\n'],
    ['an unknown type', '# TYPE a meter\na 1\n'],
    ['a bad value', '# TYPE a gauge\na one\n'],
    ['an unquoted label value', '# TYPE a gauge\na{x=1} 1\n'],
    ['a bad escape', '# TYPE a gauge\na{x="\\t"} 1\n'],
    ['a label given twice', '# TYPE a gauge\na{x="1",x="2"} 1\n'],
    ['a series given twice', '# TYPE a gauge\na{x="1"} 1\na{x="1"} 2\n'],
    ['a family split in two', '# TYPE a gauge\n# TYPE b gauge\nb 1\na 1\n'],
    ['a family declared twice', '# TYPE a gauge\na 1\n# TYPE b gauge\nb 1\n# TYPE a gauge\n'],
    ['a negative counter', '# TYPE c_total counter\nc_total -1\n'],
    [
      'buckets that are not cumulative',
      '# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_sum 1\nh_count 1\n',
    ],
    ['no +Inf bucket', '# TYPE h histogram\nh_bucket{le="1"} 1\nh_sum 1\nh_count 1\n'],
    ['a _count unlike +Inf', '# TYPE h histogram\nh_bucket{le="+Inf"} 2\nh_sum 1\nh_count 1\n'],
  ])('refuses %s', (_, text) => {
    expect(() => parsePrometheusText(text)).toThrow(ExpositionError)
  })
})

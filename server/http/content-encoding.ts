/**
 * Content negotiation for `Accept-Encoding` (RFC 9110 §12.5.3): brotli when
 * the client takes it, else gzip, else none. `q=0` refuses an encoding.
 */
export type Encoding = 'br' | 'gzip'

export function chooseEncoding(acceptEncoding: string | null | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q ? Number.parseFloat(q.slice(2)) : 1
    if (token) weights.set(token, Number.isNaN(weight) ? 0 : weight)
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0
  const best = (['br', 'gzip'] as const)
    .filter((encoding) => weightOf(encoding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a))
  return best[0]
}

/** Types worth compressing: text, JSON, XML, JavaScript, SVG. */
export function isCompressible(contentType: string | null): boolean {
  if (!contentType) return false
  return /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/i.test(
    contentType,
  )
}

/** The part of autocannon 9's API the load tests use (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  export type Histogram = {
    min: number
    max: number
    average: number
    p50: number
    p90: number
    p97_5: number
    p99: number
  }
  export type Request = {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void
  }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    amount?: number
    timeout?: number
    overallRate?: number
    requests?: Request[]
    headers?: Record<string, string>
  }
  export type Result = {
    requests: Histogram & { total: number }
    latency: Histogram
    throughput: Histogram
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
  }
  export type Instance = EventEmitter & Promise<Result> & { stop(): void }

  function autocannon(options: Options): Instance
  export default autocannon
}

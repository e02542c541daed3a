// autocannon ships no types; this covers the part the benches use.
declare module 'autocannon' {
  export type Histogram = {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    p50: number
    p90: number
    p99: number
  }
  export type Result = {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    duration: number
    '1xx': number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
  }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    workers?: number
    method?: string
    headers?: Record<string, string>
    /** Each request passes through setupRequest first (main thread only, not with workers). */
    requests?: {
      setupRequest?: (request: { headers?: Record<string, string> }) => {
        headers?: Record<string, string>
      }
    }[]
  }
  export default function autocannon(options: Options): Promise<Result>
}

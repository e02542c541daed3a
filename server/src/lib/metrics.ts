import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { DatabaseStats } from '../db/database-stats.ts'

// What GET /metrics publishes (ADR 050), in one registry per app so two apps in one process
// (tests, the bench) never share a count. Every label's values are bounded: route templates,
// never paths; job kinds, channels and outcomes from the code; SQLSTATE classes.

/**
 * What one attempt to deliver a notice came to: delivered, failed (tried again later), given up
 * after its last try, or dropped because its target is gone (a push subscription).
 */
export type SendOutcome = 'sent' | 'failed' | 'dead' | 'gone'
/** Counts one attempt on a channel ('email', 'push', and 'whatsapp' once it exists). */
export type CountSend = (channel: string, outcome: SendOutcome) => void

/** A job kind's numbers as the job runtime gives them (jobs/runtime.ts `stats`). */
export type JobNumbers = {
  kind: string
  runs: number
  failures: number
  waiting?: number
  oldestWaitingSeconds?: number | null
  dead?: number
}

/** Requests no route matched (unknown paths, the SPA's pages): one label, whatever the path. */
export const UNMATCHED_ROUTE = 'unmatched'

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * A counter whose value is kept elsewhere (the job runtime's, the database watcher's): set to
 * those totals at each scrape. Each total only grows while the process lives, as a counter must.
 */
function totalsCounter<L extends string>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: L[],
) {
  const counter = new Counter({ name, help, labelNames, registers: [registry] })
  return (totals: [Record<L, string>, number][]) => {
    counter.reset()
    for (const [labels, total] of totals) counter.inc(labels, total)
  }
}

export type Metrics = ReturnType<typeof createMetrics>

export function createMetrics() {
  const registry = new Registry()
  // Event-loop lag, process memory and CPU, heap, handles: prom-client's standard set.
  collectDefaultMetrics({ register: registry })

  const requests = new Histogram({
    name: 'bidfut_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status, and how long each took',
    labelNames: ['method', 'route', 'status'],
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  })
  const sends = new Counter({
    name: 'bidfut_sends_total',
    help: 'Attempts to deliver a notice, by channel and outcome (sent, failed, dead, gone)',
    labelNames: ['channel', 'outcome'],
    registers: [registry],
  })
  const jobRuns = totalsCounter(
    registry,
    'bidfut_job_runs_total',
    'Passes of a scheduled job, rows a queue attempted (this instance)',
    ['kind'],
  )
  const jobFailures = totalsCounter(
    registry,
    'bidfut_job_failures_total',
    "Passes that failed, rows' failed attempts (this instance)",
    ['kind'],
  )
  const gauge = (name: string, help: string, labelNames: string[]) =>
    new Gauge({ name, help, labelNames, registers: [registry] })
  const queueDepth = gauge(
    'bidfut_job_queue_depth',
    'Rows waiting in a job queue, due or backing off',
    ['kind'],
  )
  const oldestWaiting = gauge(
    'bidfut_job_queue_oldest_waiting_seconds',
    'How long the oldest waiting row of a queue has waited',
    ['kind'],
  )
  const dead = gauge('bidfut_job_queue_dead', 'Rows that used every attempt, kept for 7 days', [
    'kind',
  ])
  const connections = gauge(
    'bidfut_db_connections',
    'Database connections in use, idle, and requests waiting for one',
    ['state'],
  )
  const maxConnections = gauge('bidfut_db_connections_max', 'The pool size (PGlite: 1)', [])
  const queryErrors = totalsCounter(
    registry,
    'bidfut_db_query_errors_total',
    "Failed queries and connects, by SQLSTATE class ('08' connection, '23' integrity …)",
    ['class'],
  )

  function setJobs(stats: JobNumbers[]) {
    jobRuns(stats.map((s) => [{ kind: s.kind }, s.runs]))
    jobFailures(stats.map((s) => [{ kind: s.kind }, s.failures]))
    for (const g of [queueDepth, oldestWaiting, dead]) g.reset()
    for (const s of stats) {
      if (s.waiting === undefined) continue
      queueDepth.set({ kind: s.kind }, s.waiting)
      oldestWaiting.set({ kind: s.kind }, s.oldestWaitingSeconds ?? 0)
      dead.set({ kind: s.kind }, s.dead ?? 0)
    }
  }

  function setDatabase(stats: DatabaseStats) {
    connections.set({ state: 'in_use' }, stats.inUse)
    connections.set({ state: 'idle' }, stats.idle)
    connections.set({ state: 'waiting' }, stats.waiting)
    maxConnections.set(stats.maxConnections)
    queryErrors([...stats.queryErrors].map(([errorClass, n]) => [{ class: errorClass }, n]))
  }

  return {
    contentType: registry.contentType,
    /** One answered request; `route` is its template, undefined when no route matched. */
    observeRequest(method: string, route: string | undefined, status: number, seconds: number) {
      requests.observe({ method, route: route ?? UNMATCHED_ROUTE, status: String(status) }, seconds)
    },
    countSend: ((channel, outcome) => sends.inc({ channel, outcome })) satisfies CountSend,
    /**
     * The text a scrape gets, with the job and database numbers read now. Queue depths need the
     * database: while it is away they are left out, and the rest is still answered.
     */
    async text(sources: { jobs: () => Promise<JobNumbers[]>; database: () => DatabaseStats }) {
      setDatabase(sources.database())
      const stats = await sources.jobs().catch(() => null)
      if (stats) setJobs(stats)
      else for (const g of [queueDepth, oldestWaiting, dead]) g.reset()
      return registry.metrics()
    },
  }
}

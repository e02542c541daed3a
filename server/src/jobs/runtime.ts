import type { SQL } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { queueDepth, type QueueDepth, type QueueTable } from '../db/queue.ts'
import { clock } from '../lib/clock.ts'
import { createLoop } from './loop.ts'

type Log = {
  warn: (obj: object, msg: string) => void
  error: (obj: object, msg: string) => void
}

/** What a pass may report: work it queued (other kinds to nudge), a full batch (run again now). */
export type PassResult = {
  queued?: number
  more?: boolean
  failed?: number
  sent?: number
  [count: string]: unknown
}

/**
 * One background job, as jobs.ts declares it (ADR 043). The runtime runs `run` at start, every
 * `everyMs` and when nudged; the other fields say what makes it safe on many instances.
 */
export type JobDefinition<R extends PassResult = PassResult> = {
  /** When it runs: a pass at start and every `everyMs` on every instance. */
  everyMs: number
  /** Nudged by the services that queue its work: how (see LoopOptions), or never. */
  trigger?: { delayMs?: number; beforeStart?: boolean }
  /**
   * A queue's one attempt at one row (its lease covers a batch of them), else one pass: a pass
   * still running then frees the loop, logged, and the next may start beside it.
   */
  timeoutMs: number
  /** Retry and backoff, in words: a queue's per row, a schedule's is its next pass. */
  retry: string
  /** The database constraint that makes each piece of work happen once across instances. */
  dedupe: string
  /** A queue's table (depth, dead rows, revival); `about` says what a dead row was. */
  queue?: { table: QueueTable; about: SQL }
  /** Kinds nudged after a pass that queued work (`queued` > 0). */
  wakes?: string[]
  run(now: Date): Promise<R>
}

export type JobStats = {
  kind: string
  /** Passes of a schedule, rows attempted by a queue (this instance, since start). */
  runs: number
  /** Passes that threw, and rows' failed attempts (this instance, since start). */
  failures: number
} & Partial<QueueDepth>

type ResultOf<D> = D extends JobDefinition<infer R> ? R : never

/**
 * Runs every job of `jobs` through one loop each (loop.ts): `start` and `stop` for all at once,
 * `trigger` to nudge one, `run` for one pass now (tests, the bench), `stats` per kind.
 */
export function createJobRuntime<D extends Record<string, JobDefinition<PassResult>>>(
  jobs: D,
  { db, log }: { db?: Db; log?: Log } = {},
) {
  type Kind = keyof D & string
  const kinds = Object.keys(jobs) as Kind[]
  const counts = new Map(kinds.map((kind) => [kind, { runs: 0, failures: 0 }]))

  function counted(kind: Kind, result: PassResult) {
    const count = counts.get(kind)!
    const queue = jobs[kind]!.queue
    count.runs += queue ? (result.sent ?? 0) + (result.failed ?? 0) : 1
    count.failures += result.failed ?? 0
    if ((result.queued ?? 0) > 0) for (const other of jobs[kind]!.wakes ?? []) trigger(other)
  }

  const loops = new Map(
    kinds.map((kind) => {
      const job = jobs[kind]!
      const loop = createLoop(() => job.run(clock.now()), {
        everyMs: job.everyMs,
        // A queue's pass drains everything due, however long; its attempts have the timeout.
        timeoutMs: job.queue ? undefined : job.timeoutMs,
        triggerDelayMs: job.trigger?.delayMs,
        triggerBeforeStart: job.trigger?.beforeStart,
        log,
        failure: `${kind} job failed`,
        onPass: (result) => {
          counted(kind, result as PassResult)
          return { again: (result as PassResult).more === true }
        },
        onError: () => (counts.get(kind)!.failures += 1),
      })
      return [kind, loop] as const
    }),
  )

  function trigger(kind: string) {
    if (jobs[kind]?.trigger) loops.get(kind as Kind)?.trigger()
  }

  // Producers stop first, so the queues they fill are drained by the stops after them.
  const stopOrder = [
    ...kinds.filter((k) => !jobs[k]!.queue),
    ...kinds.filter((k) => jobs[k]!.queue),
  ]

  return {
    kinds,
    start() {
      for (const loop of loops.values()) loop.start()
    },
    async stop() {
      for (const kind of stopOrder) await loops.get(kind)!.stop()
    },
    trigger,
    /** A pass of `kind` now, after the one in flight (whose locked rows it could not take). */
    async run<K extends Kind>(kind: K, now: Date = clock.now()): Promise<ResultOf<D[K]>> {
      await loops.get(kind)!.idle()
      const result = await jobs[kind]!.run(now)
      counted(kind, result)
      return result as ResultOf<D[K]>
    },
    /** Waits for `kind`'s pass in flight, if any. */
    idle: (kind: Kind) => loops.get(kind)!.idle(),
    /** Per kind: runs and failures on this instance, and a queue's depth, oldest wait and dead. */
    async stats(): Promise<JobStats[]> {
      return Promise.all(
        kinds.map(async (kind) => {
          const queue = jobs[kind]!.queue
          const depth = queue && db ? await queueDepth(db, queue.table) : {}
          return { kind, ...counts.get(kind)!, ...depth }
        }),
      )
    },
  }
}

export type JobRuntime = ReturnType<typeof createJobRuntime>

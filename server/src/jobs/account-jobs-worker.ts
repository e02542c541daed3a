import type { Db } from '../db/client.ts'
import {
  claimNextJob,
  deleteJob,
  markJobAttemptFailed,
  type ClaimedJob,
} from '../modules/accounts/account-jobs.repo.ts'
import type { AccountJobHandlers } from '../modules/accounts/account-job-handlers.ts'
import { retryDelaySeconds } from './email-outbox-worker.ts'
import type { EmailOutboxWorker } from './email-outbox-worker.ts'

type Log = {
  warn: (obj: object, msg: string) => void
  error: (obj: object, msg: string) => void
}

export type AccountJobsWorker = ReturnType<typeof createAccountJobsWorker>

/**
 * Runs the work public requests leave in account_jobs (ADR 026). Any number of workers
 * (instances) may run: a job is claimed with FOR UPDATE SKIP LOCKED and deleted in the same
 * transaction as its work, so it runs exactly once; a failure rolls both back and retries later.
 */
export function createAccountJobsWorker(deps: {
  db: Db
  handlers: Pick<AccountJobHandlers, 'handle'>
  emailOutbox: Pick<EmailOutboxWorker, 'trigger'>
  log?: Log
  intervalMs?: number
  triggerDelayMs?: number
}) {
  const { db, handlers, emailOutbox, log } = deps
  const intervalMs = deps.intervalMs ?? 30_000
  const triggerDelayMs = deps.triggerDelayMs ?? 100
  let timer: NodeJS.Timeout | undefined
  let pending: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  let drainAgain = false
  let stopped = false

  /** One due job, done or pushed back; 'none' when no job is due. */
  async function runOne(): Promise<'done' | 'failed' | 'none'> {
    let claimed: ClaimedJob | undefined
    try {
      await db.transaction(async (tx) => {
        claimed = await claimNextJob(tx)
        if (!claimed) return
        await handlers.handle(tx, claimed)
        await deleteJob(tx, claimed.id)
      })
    } catch (err) {
      const job = claimed as ClaimedJob | undefined
      if (!job) throw err
      const attempts = job.attempts + 1
      const retryInSeconds = retryDelaySeconds(attempts)
      const error = err instanceof Error ? err.message : String(err)
      await markJobAttemptFailed(db, job.id, { attempts, retryInSeconds, error })
      log?.warn({ jobId: job.id, kind: job.kind, attempts, retryInSeconds, error }, 'job failed')
      return 'failed'
    }
    return claimed ? 'done' : 'none'
  }

  /** Runs every job that is due now; resolves when none is left. */
  async function drainOnce(): Promise<{ done: number; failed: number }> {
    const result = { done: 0, failed: 0 }
    for (;;) {
      const outcome = await runOne()
      if (outcome === 'none') break
      result[outcome] += 1
    }
    if (result.done > 0) emailOutbox.trigger()
    return result
  }

  /** Starts a drain without waiting for it; calls during a drain fold into one more pass. */
  function drainSoon(): void {
    if (stopped) return
    if (running) {
      drainAgain = true
      return
    }
    running = drainOnce()
      .catch((err) => log?.error({ err }, 'account jobs drain failed'))
      .finally(() => {
        running = undefined
        if (drainAgain) {
          drainAgain = false
          drainSoon()
        }
      })
  }

  /**
   * A request asks for its job to run once its answer is out: the work differs for a known and
   * an unknown email, and running it on the same event loop at once would show in the answer's
   * timing. Calls within the delay share one drain.
   */
  function trigger(): void {
    if (stopped || pending) return
    pending = setTimeout(() => {
      pending = undefined
      drainSoon()
    }, triggerDelayMs)
  }

  return {
    /** Waits for a drain already running (its jobs are locked, not skippable), then drains. */
    async drain() {
      while (running) await running
      return drainOnce()
    },
    trigger,
    /** Drains now and then every intervalMs, picking up retries and other instances' jobs. */
    start() {
      stopped = false
      drainSoon()
      timer ??= setInterval(drainSoon, intervalMs)
      timer.unref()
    },
    /** Stops the loop and waits for an in-flight drain. */
    async stop() {
      stopped = true
      clearInterval(timer)
      clearTimeout(pending)
      timer = undefined
      pending = undefined
      while (running) await running
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs deferred account work; main.ts starts its loop, tests call drain(). */
    accountJobs: AccountJobsWorker
  }
}

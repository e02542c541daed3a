import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client.ts'
import { leaseDue, lockNextDue, recordFailure, type QueueTable } from '../db/queue.ts'
import type { CountSend } from '../lib/metrics.ts'

/** Seconds until the next try after `attemptsSoFar` failed ones (a service's hint may lengthen it); null: dead. */
export type Backoff = (attemptsSoFar: number, hintSeconds?: number | null) => number | null

/** `first` s, twice that, … capped at `max` s; dead after `attempts` tries. */
export function exponentialBackoff(p: { attempts: number; first: number; max: number }): Backoff {
  return (attemptsSoFar, hintSeconds = null) => {
    if (attemptsSoFar >= p.attempts) return null
    const backoff = Math.min(p.first * 2 ** (attemptsSoFar - 1), p.max)
    return Math.max(backoff, Math.min(hintSeconds ?? 0, p.max))
  }
}

/** What one attempt at a row came to; a thrown error is a 'retry' with its message. */
export type Delivery =
  | { result: 'sent' }
  /**
   * Its target is gone for good (a push subscription the service forgot, a WhatsApp number that
   * cannot get our messages): the queue's `drop` ends the row.
   */
  | { result: 'gone'; error?: string }
  /** A failure with the service's own wait (Retry-After), or one without (`failed`). */
  | { result: 'retry'; error: string; retryAfterSeconds?: number | null }
  | { result: 'failed'; error: string }

/** A queue whose work leaves the database (SMTP, a push service): leased, then confirmed. */
export type LeasedQueue<Row extends { id: number; attempts: number }> = {
  table: QueueTable
  /** The channel its deliveries are counted under (/metrics: `bidfut_sends_total`). */
  channel: string
  load(ids: number[]): Promise<Row[]>
  deliver(row: Row): Promise<Delivery>
  markSent(ids: number[]): Promise<void>
  drop?(row: Row, error: string): Promise<void>
}

export type QueuePolicy = {
  batch: number
  /** Rows of a batch worked at once. */
  concurrency: number
  /** One attempt at one row; the lease is long enough for a whole batch of them. */
  timeoutMs: number
  backoff: Backoff
  /**
   * 'each': a row is marked sent as soon as its delivery is (SMTP: a killed worker then repeats
   * at most what it had in flight); 'batch': once per batch (pushes, folded on the phone by tag).
   */
  confirm: 'each' | 'batch'
}

export type Tally = { sent: number; gone: number; failed: number }
type Log = { warn: (obj: object, msg: string) => void }

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err))

/** Rejects once `ms` have passed; the attempt it races may still end later, unobserved. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/** A batch's rounds of attempts, each up to the timeout, twice over: no second worker takes a row in use. */
export const leaseSecondsOf = (p: QueuePolicy) =>
  Math.ceil((Math.ceil(p.batch / p.concurrency) * p.timeoutMs * 2) / 1000)

/**
 * Works every due row of a leased queue, batch after batch; resolves when none is left. Any
 * number of instances may run it at once: a row is leased to one of them (FOR UPDATE SKIP
 * LOCKED). Every failure, thrown or answered, is an attempt with its error and a backoff, and the
 * last one leaves the row dead.
 */
export async function drainLeased<Row extends { id: number; attempts: number }>(
  db: Db,
  queue: LeasedQueue<Row>,
  policy: QueuePolicy,
  log?: Log,
  countSend?: CountSend,
): Promise<Tally> {
  const tally: Tally = { sent: 0, gone: 0, failed: 0 }
  const leaseSeconds = leaseSecondsOf(policy)
  const count = (outcome: Parameters<CountSend>[1]) => countSend?.(queue.channel, outcome)

  async function attempt(row: Row, sentIds: number[]) {
    const outcome = await withTimeout(queue.deliver(row), policy.timeoutMs).catch(
      (err): Delivery => ({ result: 'retry', error: messageOf(err) }),
    )
    if (outcome.result === 'sent') {
      if (policy.confirm === 'each') await queue.markSent([row.id])
      else sentIds.push(row.id)
      tally.sent += 1
      count('sent')
    } else if (outcome.result === 'gone') {
      await queue.drop?.(row, outcome.error ?? 'gone')
      tally.gone += 1
      count('gone')
    } else {
      const attempts = row.attempts + 1
      const hint = outcome.result === 'retry' ? outcome.retryAfterSeconds : null
      const retryInSeconds = policy.backoff(attempts, hint)
      await recordFailure(db, queue.table, row.id, {
        attempts,
        retryInSeconds,
        error: outcome.error,
      })
      log?.warn({ id: row.id, attempts, retryInSeconds, error: outcome.error }, 'attempt failed')
      tally.failed += 1
      count(retryInSeconds === null ? 'dead' : 'failed')
    }
  }

  for (;;) {
    const ids = await leaseDue(db, queue.table, policy.batch, leaseSeconds)
    const batch = ids.length === 0 ? [] : await queue.load(ids)
    const sentIds: number[] = []
    let next = 0
    const lane = async () => {
      while (next < batch.length) await attempt(batch[next++]!, sentIds)
    }
    await Promise.all(Array.from({ length: Math.min(policy.concurrency, batch.length) }, lane))
    if (sentIds.length > 0) await queue.markSent(sentIds)
    if (ids.length < policy.batch) return tally
  }
}

/** A queue whose work is database work: done in the transaction that claims and ends the row. */
export type TransactionalQueue<Row extends { id: number; attempts: number }> = {
  table: QueueTable
  load(tx: Tx, id: number): Promise<Row>
  /** The row's work, then its end (deleted, or marked done), in the claiming transaction. */
  work(tx: Tx, row: Row): Promise<void>
}

/**
 * Works every due row, one transaction each: the row is locked (FOR UPDATE SKIP LOCKED) and ended
 * in the transaction that does its work, so it runs exactly once on any number of instances; a
 * failure rolls both back and records the attempt. The timeout is the database's, per statement.
 */
export async function drainInTransactions<Row extends { id: number; attempts: number }>(
  db: Db,
  queue: TransactionalQueue<Row>,
  policy: Pick<QueuePolicy, 'timeoutMs' | 'backoff'>,
  log?: Log,
): Promise<{ done: number; failed: number }> {
  const result = { done: 0, failed: 0 }
  for (;;) {
    let claimed: Row | undefined
    try {
      const id = await db.transaction(async (tx) => {
        const next = await lockNextDue(tx, queue.table)
        if (next === undefined) return undefined
        await tx.execute(sql.raw(`set local statement_timeout = ${Math.round(policy.timeoutMs)}`))
        claimed = await queue.load(tx, next)
        await queue.work(tx, claimed)
        return next
      })
      if (id === undefined) return result
      result.done += 1
    } catch (err) {
      const row = claimed as Row | undefined
      if (!row) throw err
      const attempts = row.attempts + 1
      const retryInSeconds = policy.backoff(attempts)
      const error = messageOf(err)
      await recordFailure(db, queue.table, row.id, { attempts, retryInSeconds, error })
      log?.warn({ id: row.id, attempts, retryInSeconds, error }, 'job failed')
      result.failed += 1
    }
  }
}

import type { Db } from '../db/client.ts'
import type { PixAccounts } from '../modules/pix/pix-accounts.ts'
import { makeDueCobs } from '../modules/pix/pix-cobs.ts'
import { workPixEvent, type PixEvent } from '../modules/pix/pix-notices.ts'
import { reconcilePix } from '../modules/pix/pix-reconcile.ts'
import { findEvents, markEventsDone } from '../modules/pix/pix.repo.ts'
import { pixEvents } from '../db/schema/pix.ts'
import { QUEUE_TABLES } from './queues.ts'
import {
  drainLeased,
  exponentialBackoff,
  type LeasedQueue,
  type QueuePolicy,
} from './queue-drain.ts'
import type { JobDefinition } from './runtime.ts'

// Charges paid by the bank (ADR 052): three jobs, declared beside jobs.ts's and bound in createJobs.

type Log = { warn: (obj: object, msg: string) => void }
const SECOND = 1000
const MINUTE = 60 * SECOND

/** The cobs of unpaid charges, made and renewed, at start, every 5 minutes and when nudged. */
export function pixCobsJob(d: { db: Db; accounts: PixAccounts }) {
  return {
    everyMs: 5 * MINUTE,
    trigger: {},
    timeoutMs: 5 * MINUTE,
    retry: 'none: the next pass makes what this one could not (the PSP down)',
    dedupe: 'pix_cobs txid primary key, the charge and its revision: one cob per revision',
    run: (now: Date) => makeDueCobs(d.db, d.accounts, now),
  } satisfies JobDefinition
}

/** The webhook's notices: each txid read back from the group's PSP, then settled. */
export function pixEventsJob(d: { db: Db; accounts: PixAccounts; log?: Log }) {
  const policy: QueuePolicy = {
    batch: 50,
    concurrency: 5,
    timeoutMs: 30 * SECOND, // above the client's 10 s per request (token, then the cob)
    backoff: exponentialBackoff({ attempts: 10, first: 15, max: 3600 }),
    confirm: 'each',
  }
  const queue: LeasedQueue<PixEvent> = {
    table: pixEvents,
    channel: 'pix-events',
    load: (ids) => findEvents(d.db, ids),
    deliver: async (event) => ({
      result: (await workPixEvent(d.db, d.accounts, event)) === 'done' ? 'sent' : 'gone',
    }),
    markSent: (ids) => markEventsDone(d.db, ids),
    drop: (event) => markEventsDone(d.db, [event.id]),
  }
  return {
    everyMs: 30 * SECOND,
    trigger: { beforeStart: true },
    timeoutMs: policy.timeoutMs,
    retry: '10 tries: 15 s, 30 s, 1 min … up to 1 h; the reconciliation catches what is left',
    dedupe: 'pix_payments.end_to_end_id, primary key: each Pix counts once, whoever reads it',
    queue: QUEUE_TABLES['pix-events'],
    run: () => drainLeased(d.db, queue, policy, d.log),
  } satisfies JobDefinition
}

/** What a lost webhook missed: `GET /v2/pix` for each connected group, at start and every 15 min. */
export function pixReconcileJob(d: { db: Db; accounts: PixAccounts }) {
  return {
    everyMs: 15 * MINUTE,
    timeoutMs: 10 * MINUTE,
    retry: 'none: the window moves on only after a whole pass, so the next pass reads it again',
    dedupe: 'pix_payments.end_to_end_id, primary key: each Pix counts once, whoever reads it',
    run: (now: Date) => reconcilePix(d.db, d.accounts, now),
  } satisfies JobDefinition
}

import type { Db } from '../db/client.ts'
import type { Changes } from '../lib/changes.ts'
import type { CountSend } from '../lib/metrics.ts'
import type { AccountJobHandlers } from '../modules/accounts/account-job-handlers.ts'
import { makeAllDueCharges } from '../modules/finance/charge-maker.ts'
import type { Mailer } from '../modules/mail/mailer.ts'
import { eraseClosedGroups } from '../modules/privacy/group-closing.ts'
import type { PushSender } from '../modules/push/push-sender.ts'
import {
  createReminderPlanner,
  type ReminderPlannerDeps,
} from '../modules/reminders/reminder-planner.ts'
import { closeDueCraqueVotes } from '../modules/results/craque-closing.ts'
import type { SeasonOpenings } from '../modules/season/season-openings.ts'
import { queueDueDigests } from '../modules/digest/weekly-digest.ts'
import type { UploadStore } from '../modules/uploads/upload-store.ts'
import { runOncePerDay } from './job-runs.repo.ts'
import {
  drainInTransactions,
  drainLeased,
  exponentialBackoff,
  type QueuePolicy,
} from './queue-drain.ts'
import type { WhatsAppInbound } from '../modules/whatsapp/inbound.ts'
import type { WhatsAppDelivery } from '../modules/whatsapp/whatsapp-delivery.ts'
import { accountQueue, emailQueue, pushQueue, QUEUE_TABLES } from './queues.ts'
import { whatsappEventsJob, whatsappJob } from './whatsapp-jobs.ts'
import { pixCobsJob, pixEventsJob, pixReconcileJob } from './pix-jobs.ts'
import type { PixAccounts } from '../modules/pix/pix-accounts.ts'
import { deleteExpiredData } from './retention-cleanup.ts'
import { createJobRuntime, type JobDefinition } from './runtime.ts'
import { sweepOrphanUploads } from './uploads-sweep.ts'

// Every background job, declared here and nowhere else (ADR 043): when it runs (a schedule on
// every instance, and the nudge of the services that queue its work), its retry and backoff, what
// makes it happen once across instances, and how long one attempt may take. createJobs binds them
// to their work; app.ts starts and stops them together.

export type Log = {
  warn: (obj: object, msg: string) => void
  error: (obj: object, msg: string) => void
}
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
/** A queue's pass every 30 s takes what fell due again and what other instances left. */
const QUEUE_PASS = { everyMs: 30 * SECOND, trigger: { beforeStart: true } }

// ---- queues: rows claimed FOR UPDATE SKIP LOCKED, retried with backoff, dead after the last try

export const EMAIL_ATTEMPTS = 8
export const PUSH_ATTEMPTS = 8
const EMAIL_RETRY = exponentialBackoff({ attempts: EMAIL_ATTEMPTS, first: 60, max: 2 * 3600 })
const PUSH_RETRY = exponentialBackoff({ attempts: PUSH_ATTEMPTS, first: 15, max: 3600 })

/** Outbox emails to SMTP, `concurrency` at a time over the mailer's pooled connections. */
export function emailJob(d: {
  db: Db
  mailer: Pick<Mailer, 'send'> & Partial<Pick<Mailer, 'concurrency'>>
  log?: Log
  batch?: number
  countSend?: CountSend
}) {
  const policy: QueuePolicy = {
    batch: d.batch ?? 20,
    concurrency: Math.max(1, d.mailer.concurrency ?? 1),
    timeoutMs: MINUTE, // above the mailer's own SMTP timeouts
    backoff: EMAIL_RETRY,
    confirm: 'each',
  }
  return {
    ...QUEUE_PASS,
    timeoutMs: policy.timeoutMs,
    retry: '8 tries: 1 min, 2 min, 4 min … up to 2 h',
    dedupe: 'email_outbox.dedupe_key, unique: one email per key, ever; Message-ID from the row',
    queue: QUEUE_TABLES.email,
    run: () => drainLeased(d.db, emailQueue(d.db, d.mailer), policy, d.log, d.countSend),
  } satisfies JobDefinition
}

/** Outbox pushes to their push services (ADR 041). */
export function pushJob(d: {
  db: Db
  sender: PushSender
  log?: Log
  batch?: number
  concurrency?: number
  countSend?: CountSend
}) {
  const policy: QueuePolicy = {
    batch: d.batch ?? 200,
    concurrency: d.concurrency ?? 50,
    timeoutMs: 15 * SECOND, // above the sender's 10 s request timeout
    backoff: PUSH_RETRY,
    confirm: 'batch',
  }
  return {
    ...QUEUE_PASS,
    timeoutMs: policy.timeoutMs,
    retry: "8 tries: 15 s, 30 s, 1 min … up to 1 h, or the service's longer Retry-After",
    dedupe: 'push_outbox (dedupe_key, subscription_id), unique: one push per event and device',
    queue: QUEUE_TABLES.push,
    run: () => drainLeased(d.db, pushQueue(d.db, d.sender), policy, d.log, d.countSend),
  } satisfies JobDefinition
}

/** Sign-up, reset and membership work public requests leave (ADR 026). */
export function accountJob(d: { db: Db; handlers: Pick<AccountJobHandlers, 'handle'>; log?: Log }) {
  const policy = { timeoutMs: 30 * SECOND, backoff: EMAIL_RETRY }
  return {
    ...QUEUE_PASS,
    // After the answer is out, so its timing says nothing about the email (ADR 026).
    trigger: { beforeStart: true, delayMs: 100 },
    timeoutMs: policy.timeoutMs,
    retry: '8 tries: 1 min, 2 min, 4 min … up to 2 h',
    dedupe: 'the job row, locked and deleted in the transaction that does its work',
    queue: QUEUE_TABLES.account,
    wakes: ['email'],
    async run() {
      const result = await drainInTransactions(d.db, accountQueue(d.handlers), policy, d.log)
      return { ...result, sent: result.done, queued: result.done }
    },
  } satisfies JobDefinition
}

// ---- schedules: a pass on every instance; what each pass does is claimed by a constraint -----

const NEXT_PASS = 'none: the next pass does what this one could not'

/** Opens scheduled BIDs and releases the mensalistas' held places (ADR 036). */
export function seasonJob(d: { openings: SeasonOpenings }) {
  return {
    everyMs: MINUTE,
    // A settings change asks for a pass; before start() tests drive run() with a pinned clock.
    trigger: {},
    timeoutMs: 5 * MINUTE,
    retry: NEXT_PASS,
    dedupe: 'bid_schedule_dates primary key per date; a release is a conditional update',
    wakes: ['email', 'push', 'whatsapp'],
    async run(now: Date) {
      const opened = await d.openings.openDueBids(now)
      const released = await d.openings.releaseDueWindows(now)
      const emails = opened.emails + released.emails
      return {
        openings: opened.openings,
        released: released.released,
        emails,
        // A release's count holds its promotion emails and pushes together (fillFreeSlots).
        queued: emails + opened.pushes + opened.whatsapp,
        // More were due than a pass takes: the next pass runs at once, not a minute later.
        more: opened.more || released.more,
      }
    },
  } satisfies JobDefinition
}

/** Reminders two days before, rain alerts the day before (ADR 007), Monday's digest (ADR 061). */
export function remindersJob(d: ReminderPlannerDeps) {
  const planner = createReminderPlanner(d)
  return {
    everyMs: MINUTE,
    timeoutMs: 5 * MINUTE,
    retry: NEXT_PASS,
    dedupe: 'email_outbox.dedupe_key reminder:…, rain-alert:…; digest_weeks (group, week)',
    wakes: ['email', 'push', 'whatsapp'],
    async run(now: Date) {
      const reminders = await planner.queueDueReminders(now)
      const rainAlerts = await planner.queueDueRainAlerts(now)
      const { digests, more } = await queueDueDigests(d.db, now, d.publicUrl)
      return { reminders, rainAlerts, digests, queued: reminders + rainAlerts + digests, more }
    },
  } satisfies JobDefinition
}

/** The month's and the games' charges as they fall due (ADR 038). */
export function chargesJob(d: { db: Db; log?: Log }) {
  return {
    everyMs: 5 * MINUTE,
    timeoutMs: 5 * MINUTE,
    retry: NEXT_PASS,
    dedupe: "the charges' unique indexes (member and month; member and BID)",
    // New charges of a group connected to its PSP get their cob at once (ADR 052).
    wakes: ['pix-cobs'],
    async run(now: Date) {
      const made = await makeAllDueCharges(d.db, now, d.log)
      return { made, queued: made }
    },
  } satisfies JobDefinition
}

/** Closes craque votes whose window passed and counts them (ADR 039). */
export function craqueClosingJob(d: Pick<JobDeps, 'changes' | 'notices'> & { everyMs?: number }) {
  return {
    everyMs: d.everyMs ?? MINUTE,
    timeoutMs: 5 * MINUTE,
    retry: NEXT_PASS,
    dedupe: 'each poll claimed FOR UPDATE SKIP LOCKED and closed only while open',
    run: async (now: Date) => ({ closed: await closeDueCraqueVotes(d.changes, d.notices, now) }),
  } satisfies JobDefinition
}

/** What the privacy policy stops keeping, and dead queue rows after a week. */
export function retentionJob(d: { db: Db }) {
  return {
    everyMs: 24 * HOUR,
    timeoutMs: 30 * MINUTE,
    retry: 'the next day',
    dedupe: 'none needed: deletes by age, each row once whoever runs it',
    run: (now: Date) => deleteExpiredData(d.db, now),
  } satisfies JobDefinition
}

/**
 * A job one instance runs once a day: the first to claim (job, day) in job_runs; `count` names
 * what its work answers (files removed, groups erased).
 */
function daily<C extends string>(
  db: Db,
  kind: string,
  count: C,
  work: (now: Date) => Promise<number>,
) {
  return {
    everyMs: HOUR,
    timeoutMs: 30 * MINUTE,
    retry: 'a failed run gives its claim back: the next hourly pass, on any instance',
    dedupe: `job_runs primary key (job, day): '${kind}' once a day`,
    async run(now: Date) {
      const run = await runOncePerDay(db, kind, now, () => work(now))
      const done = run.claimed ? run.result : 0
      return { claimed: run.claimed, [count]: done } as { claimed: boolean } & Record<C, number>
    },
  } satisfies JobDefinition
}

/** Photo files no row shows, in either store (ADR 027, 050). */
export const uploadsSweepJob = (d: { db: Db; uploadStore: UploadStore }) =>
  daily(d.db, 'uploads-sweep', 'removed', (now) => sweepOrphanUploads(d.uploadStore, d.db, now))

/** Groups whose 30-day grace ended are erased (ADR 040); each group's own claim holds too. */
export const groupClosingJob = (d: { db: Db }) =>
  daily(d.db, 'group-closing', 'erased', (now) => eraseClosedGroups(d.db, now))

/** What the jobs are made of: the reminder planner's parts (the notices among them), and … */
export type JobDeps = ReminderPlannerDeps & {
  db: Db
  log?: Log
  mailer: Pick<Mailer, 'send' | 'concurrency'>
  pushSender: PushSender
  accountHandlers: Pick<AccountJobHandlers, 'handle'>
  seasonOpenings: SeasonOpenings
  uploadStore: UploadStore
  craqueEveryMs: number
  /** The wrapper of writes the caches follow (ADR 046). */
  changes: Changes
  /** Each delivery attempt of a notice, for /metrics (ADR 050). */
  countSend?: CountSend
  /** The WhatsApp channel (ADR 051), when configured. */
  whatsapp?: { delivery: WhatsAppDelivery; inbound: WhatsAppInbound }
  /** The groups' own PSPs (ADR 052): cobs, the webhook's notices, the reconciliation. */
  pixAccounts: PixAccounts
}

/** Every job of the app, in one runtime (app.ts decorates it as `app.jobs`). */
export function createJobs(d: JobDeps) {
  const { db, log } = d
  return createJobRuntime(
    {
      season: seasonJob({ openings: d.seasonOpenings }),
      reminders: remindersJob(d),
      charges: chargesJob(d),
      'craque-closing': craqueClosingJob({ ...d, everyMs: d.craqueEveryMs }),
      retention: retentionJob(d),
      'uploads-sweep': uploadsSweepJob(d),
      'group-closing': groupClosingJob(d),
      account: accountJob({ db, handlers: d.accountHandlers, log }),
      email: emailJob(d),
      push: pushJob({ db, sender: d.pushSender, log, countSend: d.countSend }),
      'pix-cobs': pixCobsJob({ db, accounts: d.pixAccounts }),
      'pix-events': pixEventsJob({ db, accounts: d.pixAccounts, log }),
      'pix-reconcile': pixReconcileJob({ db, accounts: d.pixAccounts }),
      ...(d.whatsapp && {
        whatsapp: whatsappJob({ delivery: d.whatsapp.delivery, log, countSend: d.countSend }),
        'whatsapp-events': whatsappEventsJob({ db, inbound: d.whatsapp.inbound, log }),
      }),
    },
    { db, log },
  )
}

export type Jobs = ReturnType<typeof createJobs>
export type JobKind = Jobs['kinds'][number]

declare module 'fastify' {
  interface FastifyInstance {
    /** Every background job; main.ts starts them, tests call run(kind, now). */
    jobs: Jobs
  }
}

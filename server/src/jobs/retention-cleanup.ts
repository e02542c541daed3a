import type { Db } from '../db/client.ts'
import { clock } from '../lib/clock.ts'
import { deleteActivityBefore } from '../modules/activity/activity.repo.ts'
import { deleteFailedJobsBefore } from '../modules/accounts/account-jobs.repo.ts'
import { deleteAccountSessionsBefore } from '../modules/accounts/account-sessions.repo.ts'
import { deleteExpiredSignups } from '../modules/accounts/signup-requests.repo.ts'
import { deleteContactMessagesBefore } from '../modules/contact/contact.repo.ts'
import { deleteEmailRequestsBefore } from '../modules/mail/email-limits.repo.ts'
import { deleteFinishedEmailsBefore } from '../modules/mail/outbox.repo.ts'
import { deleteFinishedPushesBefore } from '../modules/push/push.repo.ts'
import { deleteFailuresBefore } from '../modules/accounts/login-failures.repo.ts'
import { LOGIN_LIMITS } from '../modules/accounts/login-throttle.ts'
import { deleteDevicesUnusedSince } from '../modules/accounts/trusted-devices.repo.ts'
import { DEVICE_TRUST_MS } from '../modules/accounts/trusted-devices.ts'

const DAY_MS = 24 * 60 * 60 * 1000
// What /privacy promises: contact messages for 12 months, copies of sent emails for 6.
export const CONTACT_MESSAGES_KEPT_DAYS = 365
export const SENT_EMAILS_KEPT_DAYS = 183
// The activity log for 12 months (ADR 040).
export const ACTIVITY_KEPT_DAYS = 365
// ADR 026: email counters matter for a day; sign-ups that gave up or expired keep a password hash.
const EMAIL_REQUESTS_KEPT_DAYS = 2
const FAILED_JOBS_KEPT_DAYS = 7
// A push's row keeps its dedupe key while its event can recur (a BID lasts days), no longer (ADR 041);
// a dead one (every attempt failed) a week, to read what went wrong.
const PUSHES_KEPT_DAYS = 30
export const DEAD_PUSHES_KEPT_DAYS = 7

type Log = { error: (obj: object, msg: string) => void }

/** Deletes what the privacy policy says we stop keeping; at start, then once a day. */
export function createRetentionCleanup(deps: { db: Db; log?: Log }) {
  const { db, log } = deps
  let timer: NodeJS.Timeout | undefined

  async function runOnce(now: Date = clock.now()) {
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS)
    return {
      contactMessages: await deleteContactMessagesBefore(db, ago(CONTACT_MESSAGES_KEPT_DAYS)),
      emails: await deleteFinishedEmailsBefore(db, ago(SENT_EMAILS_KEPT_DAYS)),
      // Past their use (ADR 025): failed logins after the throttle's day, devices after a year.
      loginFailures: await deleteFailuresBefore(db, new Date(now.getTime() - LOGIN_LIMITS.dayMs)),
      trustedDevices: await deleteDevicesUnusedSince(db, new Date(now.getTime() - DEVICE_TRUST_MS)),
      emailRequests: await deleteEmailRequestsBefore(db, ago(EMAIL_REQUESTS_KEPT_DAYS)),
      expiredSignups: await deleteExpiredSignups(db, now),
      failedJobs: await deleteFailedJobsBefore(db, ago(FAILED_JOBS_KEPT_DAYS)),
      // Account-only sessions (ADR 042) serve nothing once over: a day for the export's history.
      accountSessions: await deleteAccountSessionsBefore(db, ago(1)),
      pushes: await deleteFinishedPushesBefore(db, {
        sentBefore: ago(PUSHES_KEPT_DAYS),
        failedBefore: ago(DEAD_PUSHES_KEPT_DAYS),
      }),
      // A plain delete by age: two instances running it at once delete each entry once.
      activity: await deleteActivityBefore(db, ago(ACTIVITY_KEPT_DAYS)),
    }
  }

  const tick = () => void runOnce().catch((err) => log?.error({ err }, 'retention cleanup failed'))

  return {
    runOnce,
    start() {
      tick()
      timer ??= setInterval(tick, DAY_MS)
      timer.unref()
    },
    stop() {
      clearInterval(timer)
      timer = undefined
    },
  }
}

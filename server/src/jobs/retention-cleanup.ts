import type { Db } from '../db/client.ts'
import { deleteDeadBefore } from '../db/queue.ts'
import { deleteActivityBefore } from '../modules/activity/activity.repo.ts'
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
import { deleteExpiredOidcLogins } from '../modules/google/oidc.repo.ts'
import { deleteExpiredChallenges } from '../modules/passkeys/webauthn-challenges.ts'
import { deleteDoneEventsBefore } from '../modules/whatsapp/events.repo.ts'
import { deleteDoneEventsBefore as deleteDonePixEvents } from '../modules/pix/pix.repo.ts'
import { QUEUE_TABLES } from './queues.ts'

const DAY_MS = 24 * 60 * 60 * 1000
// What /privacy promises: contact messages for 12 months, copies of sent emails for 6.
export const CONTACT_MESSAGES_KEPT_DAYS = 365
export const SENT_EMAILS_KEPT_DAYS = 183
// The activity log for 12 months (ADR 040).
export const ACTIVITY_KEPT_DAYS = 365
// ADR 026: email counters matter for a day; sign-ups that gave up or expired keep a password hash.
// A dead queue row is kept a week for a look (`npm run cli -- jobs dead`), then goes with what it
// carried (ADR 043).
export const DEAD_JOBS_KEPT_DAYS = 7
const EMAIL_REQUESTS_KEPT_DAYS = 2
// A push's row keeps its dedupe key while its event can recur (a BID lasts days), no longer (ADR 041).
const PUSHES_KEPT_DAYS = 30

/** Deletes what the privacy policy says we stop keeping, and dead queue rows past their week. */
export async function deleteExpiredData(db: Db, now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS)
  const emails = await deleteFinishedEmailsBefore(db, ago(SENT_EMAILS_KEPT_DAYS))
  let deadJobs = 0
  for (const { table } of Object.values(QUEUE_TABLES)) {
    deadJobs += await deleteDeadBefore(db, table, ago(DEAD_JOBS_KEPT_DAYS))
  }
  return {
    contactMessages: await deleteContactMessagesBefore(db, ago(CONTACT_MESSAGES_KEPT_DAYS)),
    emails,
    // Past their use (ADR 025): failed logins after the throttle's day, devices after a year.
    loginFailures: await deleteFailuresBefore(db, new Date(now.getTime() - LOGIN_LIMITS.dayMs)),
    trustedDevices: await deleteDevicesUnusedSince(db, new Date(now.getTime() - DEVICE_TRUST_MS)),
    emailRequests: await deleteEmailRequestsBefore(db, ago(EMAIL_REQUESTS_KEPT_DAYS)),
    expiredSignups: await deleteExpiredSignups(db, now),
    deadJobs,
    // Account-only sessions (ADR 042) serve nothing once over: a day for the export's history.
    accountSessions: await deleteAccountSessionsBefore(db, ago(1)),
    pushes: await deleteFinishedPushesBefore(db, ago(PUSHES_KEPT_DAYS)),
    // Signing in without a password (ADR 049): answered challenges and abandoned Google trips.
    webauthnChallenges: await deleteExpiredChallenges(db, now),
    oidcLogins: await deleteExpiredOidcLogins(db, now),
    // A plain delete by age: two instances running it at once delete each entry once.
    activity: await deleteActivityBefore(db, ago(ACTIVITY_KEPT_DAYS)),
    // WhatsApp webhook events (a number and its text): a week after they were worked (ADR 051).
    whatsappEvents: await deleteDoneEventsBefore(db, ago(DEAD_JOBS_KEPT_DAYS)),
    // The Pix webhook's notices, read back and worked (ADR 052): a week, like the above.
    pixEvents: await deleteDonePixEvents(db, ago(DEAD_JOBS_KEPT_DAYS)),
  }
}

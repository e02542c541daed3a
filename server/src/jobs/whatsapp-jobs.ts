import type { Db } from '../db/client.ts'
import type { CountSend } from '../lib/metrics.ts'
import type { WhatsAppInbound } from '../modules/whatsapp/inbound.ts'
import type { WhatsAppDelivery } from '../modules/whatsapp/whatsapp-delivery.ts'
import { drainLeased, exponentialBackoff, type QueuePolicy } from './queue-drain.ts'
import { QUEUE_TABLES, whatsappEventsQueue, whatsappQueue } from './queues.ts'
import type { JobDefinition } from './runtime.ts'

// The WhatsApp channel's two jobs (ADR 051), declared beside jobs.ts's and bound in createJobs.

type Log = { warn: (obj: object, msg: string) => void }
const SECOND = 1000
const QUEUE_PASS = { everyMs: 30 * SECOND, trigger: { beforeStart: true } }

export const WHATSAPP_ATTEMPTS = 6
const WHATSAPP_RETRY = exponentialBackoff({ attempts: WHATSAPP_ATTEMPTS, first: 15, max: 3600 })

/**
 * WhatsApp messages to the Cloud API (ADR 051), at most `maxPerSecond` a second across instances;
 * throttled (429, Meta's rate and pair limits) they wait and try again, undeliverable or out of
 * tries they are given up and their notice goes by email.
 */
export function whatsappJob(d: { delivery: WhatsAppDelivery; log?: Log; countSend?: CountSend }) {
  const policy: QueuePolicy = {
    batch: 100,
    concurrency: 20,
    timeoutMs: 15 * SECOND, // above the client's 10 s request timeout and a second's wait
    backoff: WHATSAPP_RETRY,
    confirm: 'each',
  }
  return {
    ...QUEUE_PASS,
    timeoutMs: policy.timeoutMs,
    retry: "6 tries: 15 s, 30 s, 1 min … up to 1 h, or Meta's longer Retry-After; then email",
    dedupe: 'whatsapp_outbox (dedupe_key, player_id), unique: one message per notice and person',
    queue: QUEUE_TABLES.whatsapp,
    wakes: ['email'],
    run: () =>
      drainLeased(
        d.delivery.db,
        whatsappQueue(d.delivery, WHATSAPP_ATTEMPTS),
        policy,
        d.log,
        d.countSend,
      ),
  } satisfies JobDefinition
}

/** What Meta's webhook told (ADR 051): button replies, texts and delivery statuses. */
export function whatsappEventsJob(d: { db: Db; inbound: WhatsAppInbound; log?: Log }) {
  const policy: QueuePolicy = {
    batch: 50,
    concurrency: 5,
    timeoutMs: 30 * SECOND,
    backoff: exponentialBackoff({ attempts: 8, first: 5, max: 3600 }),
    confirm: 'each',
  }
  return {
    ...QUEUE_PASS,
    timeoutMs: policy.timeoutMs,
    retry: '8 tries: 5 s, 10 s, 20 s … up to 1 h',
    dedupe:
      'whatsapp_events.event_key (message id, or message id and status); a button is spent under the BID lock, a reply keyed by the message id',
    queue: QUEUE_TABLES['whatsapp-events'],
    wakes: ['whatsapp', 'email', 'push'],
    run: () => drainLeased(d.db, whatsappEventsQueue(d.db, d.inbound), policy, d.log),
  } satisfies JobDefinition
}

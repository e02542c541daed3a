import { pushKinds } from '@bidfut/domain/contracts/push'
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { players } from './accounts.ts'
import { createdAt } from './columns.ts'
import { companies } from './groups.ts'

// What we send: the email outbox and the limits on emails a request can cause (ADR 026), the
// contact form's messages, and push subscriptions with their outbox (ADR 041).

/** Every email goes through here, so nothing is lost while SMTP is down. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    companyId: integer('company_id').references(() => companies.id),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    // Extra headers, e.g. List-Unsubscribe on reminders.
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_pending_idx').on(t.status, t.nextAttemptAt)],
)

/**
 * The emails a request can make us send to an address someone typed (ADR 026): 'membership' is
 * an organiser's activation link or invitation, 'signup' the 'Confirme seu cadastro' email.
 */
export const EMAIL_REQUEST_KINDS = [
  'signup',
  'password_reset',
  'sign_in',
  'email_change',
  'membership',
  // A claim's 'Sou eu' to the membership's address: its own minute, so the activation email the
  // organiser's adding sent a moment before does not hold the claim back (ADR 049).
  'claim',
  'contact',
] as const

/**
 * Every request that makes us email an address someone typed, counted per address (and per
 * group for organisers' emails) so our mail cannot be aimed at an inbox (ADR 026). `scope`
 * 'recipient' counts the address we write to; 'contact' the sender of a contact message.
 */
export const emailRequests = pgTable(
  'email_requests',
  {
    id: serial('id').primaryKey(),
    scope: text('scope', { enum: ['recipient', 'contact'] }).notNull(),
    // Which email: the minute's cooldown is per kind, the day's cap per address (ADR 026).
    kind: text('kind', { enum: EMAIL_REQUEST_KINDS }).notNull(),
    address: text('address').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_requests_address_idx').on(t.scope, t.address, t.createdAt),
    index('email_requests_kind_idx').on(t.scope, t.address, t.kind, t.createdAt),
    index('email_requests_company_idx').on(t.companyId, t.createdAt),
  ],
)

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject'),
  message: text('message').notNull(),
  createdAt: createdAt(),
})

/**
 * A browser on a device that accepted push notifications for an account: the push service's
 * endpoint (checked against the allowlist) and the keys its payloads are encrypted with. One row
 * per endpoint; the account that subscribed last on that browser owns it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    kinds: text('kinds', { enum: pushKinds }).array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_player_idx').on(t.playerId)],
)

/**
 * Pushes waiting for (or done with) their push service, like email_outbox: one row per event
 * and device, ever (the unique key), claimed with FOR UPDATE SKIP LOCKED by any instance.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('push_outbox_event_device_unique').on(t.dedupeKey, t.subscriptionId),
    index('push_outbox_pending_idx').on(t.status, t.nextAttemptAt),
  ],
)

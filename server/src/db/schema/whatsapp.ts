import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { players } from './accounts.ts'
import { bidDays } from './bids.ts'
import { createdAt } from './columns.ts'
import { companies } from './groups.ts'
import { charges } from './finance.ts'
import { companyPlayers } from './memberships.ts'

// The WhatsApp channel (ADR 051): a person's own consent, the outbox of messages to the Cloud
// API with their delivery statuses, the one-use payloads of their buttons, and the webhook's
// events, each processed once.

/** 'Receber avisos pelo WhatsApp': the account's own choice, never a group's (ADR 005). */
export const whatsappConsents = pgTable('whatsapp_consents', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  optIn: boolean('opt_in').notNull(),
  /** E.164, '+5511987654321'. */
  phone: text('phone').notNull(),
  optedInAt: timestamp('opted_in_at', { withTimezone: true }),
  /** Where the person said yes: 'perfil', 'entrada' (join), or 'whatsapp' after a SAIR. */
  source: text('source', { enum: ['perfil', 'entrada', 'whatsapp'] }).notNull(),
  /** Notice kinds the person turned off in /perfil. */
  kindsOff: text('kinds_off').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Messages waiting for (or done with) the Cloud API, like push_outbox: one row per notice and
 * person, ever (the unique key), claimed FOR UPDATE SKIP LOCKED by any instance. A template
 * message carries its template's parameters; a reply in the conversation carries its text.
 */
export const whatsappOutbox = pgTable(
  'whatsapp_outbox',
  {
    id: serial('id').primaryKey(),
    dedupeKey: text('dedupe_key').notNull(),
    // Null for a reply to a number that is nobody's here.
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    companyPlayerId: integer('company_player_id').references(() => companyPlayers.id, {
      onDelete: 'cascade',
    }),
    bidDayId: integer('bid_day_id').references(() => bidDays.id, { onDelete: 'cascade' }),
    /** The charge a cobrança's 'Já paguei' reports. */
    chargeId: integer('charge_id').references(() => charges.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    /** The notice kind ('bid-opened'…), or 'reply' for an answer in the conversation. */
    notice: text('notice').notNull(),
    template: text('template'),
    params: jsonb('params').$type<string[]>().notNull().default([]),
    textBody: text('text_body'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The Cloud API's message id, and the last delivery status its webhook told. */
    wamid: text('wamid').unique(),
    delivery: text('delivery', { enum: ['sent', 'delivered', 'read', 'failed'] }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('whatsapp_outbox_notice_person_unique').on(t.dedupeKey, t.playerId),
    uniqueIndex('whatsapp_outbox_reply_unique')
      .on(t.dedupeKey)
      .where(sql`${t.playerId} is null`),
    index('whatsapp_outbox_pending_idx').on(t.status, t.nextAttemptAt),
    index('whatsapp_outbox_month_idx').on(t.companyId, t.createdAt),
    index('whatsapp_outbox_bid_idx').on(t.bidDayId),
  ],
)

/** A quick-reply button's payload (stored hashed): one message, one action, used once. */
export const whatsappButtons = pgTable(
  'whatsapp_buttons',
  {
    payloadHash: text('payload_hash').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => whatsappOutbox.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['vou', 'nao-vou', 'nao-vou-mais', 'ja-paguei'] }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('whatsapp_buttons_message_idx').on(t.messageId)],
)

/**
 * What the webhook received, kept until processed: one row per message id (`wamid`) or per
 * status of a message, however often Meta retries; a job does each in one transaction.
 */
export const whatsappEvents = pgTable('whatsapp_events', {
  id: serial('id').primaryKey(),
  eventKey: text('event_key').notNull().unique(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  status: text('status', { enum: ['pending', 'done', 'failed'] })
    .notNull()
    .default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  createdAt: createdAt(),
})

/** Messages sent in each second, by every instance: WHATSAPP_MAX_PER_SECOND holds across them. */
export const whatsappSendSeconds = pgTable('whatsapp_send_seconds', {
  second: bigint('second', { mode: 'number' }).primaryKey(),
  sent: integer('sent').notNull(),
})

/**
 * A group's WhatsApp template messages of a month (UTC), taken one by one before each send: the
 * cap holds across instances, and /configuracoes shows this count.
 */
export const whatsappMonthlyUsage = pgTable(
  'whatsapp_monthly_usage',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    messages: integer('messages').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
)

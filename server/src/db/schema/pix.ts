import { boolean, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { charges } from './finance.ts'
import { companies } from './groups.ts'

// Charges paid by the bank (ADR 052): a group's PSP, its dynamic charges (cobs), the Pix received
// and the webhook's notices waiting to be read back.

/** The group's PSP: its API Pix address and credentials, sealed with DATA_ENCRYPTION_KEY. */
export const pspConnections = pgTable('psp_connections', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  provider: text('provider').notNull(),
  // AES-256-GCM over the client id, secret and certificate: iv.tag.ciphertext, base64url.
  sealedCredentials: text('sealed_credentials').notNull(),
  hasCertificate: boolean('has_certificate').notNull().default(false),
  // The webhook's address names the group by this random token, never by its id.
  webhookToken: text('webhook_token').notNull().unique(),
  // Pix up to here were read by the reconciliation job; null: since the connection.
  reconciledUntil: timestamp('reconciled_until', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A cob made for a charge; a new revision (a new txid) when the last one expired. */
export const pixCobs = pgTable(
  'pix_cobs',
  {
    txid: text('txid').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    chargeId: integer('charge_id')
      .notNull()
      .references(() => charges.id),
    revision: integer('revision').notNull(),
    amountCents: integer('amount_cents').notNull(),
    pixCopiaECola: text('pix_copia_e_cola').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('pix_cobs_charge_revision_unique').on(t.chargeId, t.revision)],
)

/** Each Pix the PSP confirmed, once by its endToEndId, and what it did to its charge. */
export const pixPayments = pgTable('pix_payments', {
  endToEndId: text('end_to_end_id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  chargeId: integer('charge_id')
    .notNull()
    .references(() => charges.id),
  txid: text('txid').notNull(),
  amountCents: integer('amount_cents').notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  outcome: text('outcome', { enum: ['paid', 'different_amount', 'already_settled'] }).notNull(),
  createdAt: createdAt(),
})

/** The webhook's notices (group and txid), read back from the PSP by the 'pix-events' job. */
export const pixEvents = pgTable('pix_events', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  txid: text('txid').notNull(),
  eventKey: text('event_key').notNull().unique(),
  status: text('status', { enum: ['pending', 'done', 'failed'] })
    .notNull()
    .default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  createdAt: createdAt(),
})

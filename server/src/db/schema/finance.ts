import { sql } from 'drizzle-orm'
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { bidDays } from './bids.ts'
import { createdAt } from './columns.ts'
import { companies } from './groups.ts'
import { companyPlayers } from './memberships.ts'

// Money (ADR 038): the group's Pix settings, its charges and their history.

/** 'Financeiro' on /configuracoes: where the group's money goes and what it charges. */
export const financeSettings = pgTable(
  'finance_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id),
    pixKeyType: text('pix_key_type', {
      enum: ['cpf', 'cnpj', 'email', 'phone', 'random'],
    }).notNull(),
    // Stored as the Pix directory does (+5511…, digits only, lower case).
    pixKey: text('pix_key').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverCity: text('receiver_city').notNull(),
    // Integer centavos; null = the group does not charge it.
    monthlyFeeCents: integer('monthly_fee_cents'),
    gameFeeCents: integer('game_fee_cents'),
    dueDay: smallint('due_day').notNull().default(10),
    courtCostCents: integer('court_cost_cents'),
    // 'Quem deve não confirma' (ADR 056): a charge overdue by more than this blocks the check-in.
    blockOverdueDays: smallint('block_overdue_days'),
    // Game charges are made for BIDs finished from here on, never for the group's past games.
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('finance_settings_block_overdue_days_range', sql`${t.blockOverdueDays} between 0 and 90`),
  ],
)

/** The players an organiser freed from 'Quem deve não confirma' (ADR 056): one row each. */
export const checkInExemptions = pgTable(
  'check_in_exemptions',
  {
    companyId: integer('company_id').notNull(),
    companyPlayerId: integer('company_player_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.companyPlayerId] }),
    foreignKey({
      name: 'check_in_exemptions_company_player_fk',
      columns: [t.companyId, t.companyPlayerId],
      foreignColumns: [companyPlayers.companyId, companyPlayers.id],
    }),
  ],
)

/**
 * One amount a member owes. Made once by the database: a monthly charge per member and month, a
 * game charge per member and finished BID (partial unique indexes), whichever instance tries.
 */
export const charges = pgTable(
  'charges',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    companyPlayerId: integer('company_player_id').notNull(),
    kind: text('kind', { enum: ['monthly', 'game', 'one_off'] }).notNull(),
    // 'YYYY-MM' in the group's time zone, for a monthly charge.
    period: text('period'),
    bidDayId: integer('bid_day_id'),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['open', 'reported', 'paid', 'waived'] })
      .notNull()
      .default('open'),
    paidMethod: text('paid_method', { enum: ['pix', 'cash'] }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    waivedReason: text('waived_reason'),
    // 'Cobrar' emails a charge at most once every three days.
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    // A Pix of another amount reached this charge (ADR 052): shown, not counted as paid.
    pixReceivedCents: integer('pix_received_cents'),
    // Received by hand so far, when part was paid (ADR 056): the charge stays open until it is all.
    paidCents: integer('paid_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('charges_paid_cents_range', sql`${t.paidCents} between 0 and ${t.amountCents}`),
    foreignKey({
      name: 'charges_company_player_fk',
      columns: [t.companyId, t.companyPlayerId],
      foreignColumns: [companyPlayers.companyId, companyPlayers.id],
    }),
    foreignKey({
      name: 'charges_bid_day_fk',
      columns: [t.companyId, t.bidDayId],
      foreignColumns: [bidDays.companyId, bidDays.id],
    }),
    uniqueIndex('charges_monthly_unique')
      .on(t.companyId, t.companyPlayerId, t.period)
      .where(sql`${t.kind} = 'monthly'`),
    uniqueIndex('charges_game_unique')
      .on(t.bidDayId, t.companyPlayerId)
      .where(sql`${t.kind} = 'game'`),
    index('charges_company_due_idx').on(t.companyId, t.dueDate),
    index('charges_company_member_idx').on(t.companyId, t.companyPlayerId),
  ],
)

/** Every change to a charge: what, who (null = Bidfut itself) and when. Never updated. */
export const chargeEvents = pgTable(
  'charge_events',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    chargeId: integer('charge_id')
      .notNull()
      .references(() => charges.id),
    actorCompanyPlayerId: integer('actor_company_player_id'),
    // The name when it happened: a later rename or removal does not rewrite the history.
    actorName: text('actor_name').notNull(),
    action: text('action', {
      enum: [
        'created',
        'amount_changed',
        'waived',
        'reported',
        'confirmed',
        'unconfirmed',
        'reminded',
      ],
    }).notNull(),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('charge_events_charge_idx').on(t.chargeId, t.id)],
)

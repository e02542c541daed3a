import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

// A pelada group, the tenant every other group table points to, and its closing (ADR 040).

/** A pelada group: the tenant. Every tenant table carries company_id. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    defaultLocationGame: text('default_location_game'),
    // The forecast's place, picked from Open-Meteo's geocoding; null = no forecast until set.
    forecastCity: text('forecast_city'),
    forecastLatitude: doublePrecision('forecast_latitude'),
    forecastLongitude: doublePrecision('forecast_longitude'),
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    // Kept readable so organisers can copy the link again; it only lets someone join as avulso.
    // Set when the group is created, so showing the link never has to write (ADR 024).
    inviteToken: text('invite_token')
      .unique()
      .$defaultFn(() => randomBytes(24).toString('base64url')),
    // Public and unguessable: the `c` of /check-in?c=… in the texts shared in the group chat, whose
    // page previews the next BID without names (ADR 048). Set with the group, so reading never writes.
    shareToken: text('share_token')
      .unique()
      .$defaultFn(() => randomBytes(24).toString('base64url')),
    // 'Prévia do link no WhatsApp' in /configuracoes.
    linkPreviews: boolean('link_previews').notNull().default(true),
    // 'Vagas por BID' (ADR 053): a new BID's places; the check keeps it in the range the API takes.
    defaultSlots: smallint('default_slots').notNull().default(24),
    // 'Não vou' under this many hours before kick-off is recorded as a furão (ADR 053).
    lateNoticeHours: smallint('late_notice_hours').notNull().default(12),
    // 'Lembretes' (ADR 058): hours before kick-off to remind who has not answered; none: the
    // single reminder two days before at 09:00 (ADR 007).
    reminderHours: smallint('reminder_hours')
      .array()
      .notNull()
      .default(sql`'{}'`),
    // The furões' rule (ADR 060): after this many unannounced absences in `furao_rule_weeks`
    // weeks a mensalista loses the window's guarantee for the next BID; both null: off.
    furaoRuleAbsences: smallint('furao_rule_absences'),
    furaoRuleWeeks: smallint('furao_rule_weeks'),
    // 'Confirmar mensalistas automaticamente' (ADR 060): confirmed when the BID opens.
    autoConfirmMonthly: boolean('auto_confirm_monthly').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('companies_default_slots_range', sql`${t.defaultSlots} between 6 and 60`),
    check('companies_late_notice_hours_range', sql`${t.lateNoticeHours} between 1 and 72`),
    check(
      'companies_furao_rule_range',
      sql`(${t.furaoRuleAbsences} is null and ${t.furaoRuleWeeks} is null) or (${t.furaoRuleAbsences} between 1 and 10 and ${t.furaoRuleWeeks} between 1 and 26)`,
    ),
    check(
      'companies_reminder_hours_range',
      sql`cardinality(${t.reminderHours}) <= 4 and 1 <= all(${t.reminderHours}) and 168 >= all(${t.reminderHours})`,
    ),
  ],
)

/**
 * A group an administrator closed (ADR 040): its data is erased once `closes_at` passes, by the
 * daily group-closing job, unless an administrator reopens it first (the row is deleted).
 * `erased_at` is set in the transaction that erases, so each group is erased exactly once.
 */
export const groupClosures = pgTable('group_closures', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  closedByCompanyPlayerId: integer('closed_by_company_player_id'),
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  erasedAt: timestamp('erased_at', { withTimezone: true }),
  createdAt: createdAt(),
})

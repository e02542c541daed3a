import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { companies } from './groups.ts'

// The season runs itself (ADR 036, 057): each group's weekly games and what became of each date.

/**
 * A group's agenda (ADR 036, 057): whether the server opens its BIDs, and the mensalistas' window
 * for every BID of the group. Its updated_at is the SEQUENCE of the scheduled dates in the feed.
 */
export const bidSchedules = pgTable('bid_schedules', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  enabled: boolean('enabled').notNull().default(false),
  monthlyWindowHours: smallint('monthly_window_hours'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One of a group's weekly games ('Terça 21:00 — Quadra Coberta'; ADR 057). No two of a group's
 * schedules share a weekday, so each date has one game. next_opens_at is the opening instant of
 * its next game not yet opened or skipped (null while the agenda is off), so a tick reads only
 * the schedules due.
 */
export const gameSchedules = pgTable(
  'game_schedules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    weekdays: smallint('weekdays').array().notNull(),
    gameTime: text('game_time').notNull(),
    location: text('location'),
    opensDaysBefore: smallint('opens_days_before').notNull(),
    nextOpensAt: timestamp('next_opens_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('game_schedules_company_idx').on(t.companyId),
    index('game_schedules_due_idx')
      .on(t.nextOpensAt)
      .where(sql`${t.nextOpensAt} is not null`),
  ],
)

/**
 * What became of each scheduled date: 'opened' (its BID, by the scheduler or by hand), 'skipped'
 * by an organiser, or 'missed' (the server was down until the game began). The primary key makes
 * each date's opening happen once, whatever the number of instances.
 */
export const bidScheduleDates = pgTable(
  'bid_schedule_dates',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['opened', 'skipped', 'missed'] }).notNull(),
    bidDayId: integer('bid_day_id'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'bid_schedule_dates_pk', columns: [t.companyId, t.localDate] })],
)

/**
 * The organisers' weekly digest (ADR 061): one row per group and week (the Monday, in the
 * group's time zone). The tick that inserts it writes that week's digests; a second instance's
 * insert finds the row and writes nothing, so each week's digest goes once.
 */
export const digestWeeks = pgTable(
  'digest_weeks',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    week: date('week', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'digest_weeks_pkey', columns: [t.companyId, t.week] })],
)

import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { companies } from './groups.ts'

// The season runs itself (ADR 036): each group's weekly game and what became of each date.

/**
 * A group's weekly game and the mensalistas' window. next_opens_at is the opening instant of the
 * next scheduled game not yet opened or skipped, so a tick reads only the groups due.
 */
export const bidSchedules = pgTable(
  'bid_schedules',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id),
    enabled: boolean('enabled').notNull().default(false),
    weekdays: smallint('weekdays')
      .array()
      .notNull()
      .default(sql`'{}'`),
    gameTime: text('game_time').notNull().default('20:00'),
    location: text('location'),
    opensDaysBefore: smallint('opens_days_before').notNull().default(6),
    monthlyWindowHours: smallint('monthly_window_hours'),
    nextOpensAt: timestamp('next_opens_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bid_schedules_due_idx')
      .on(t.nextOpensAt)
      .where(sql`${t.enabled}`),
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

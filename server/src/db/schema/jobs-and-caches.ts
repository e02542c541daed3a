import { date, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

// What the server keeps for itself: which daily job ran on which day, and forecasts by place.

/**
 * Once-a-day jobs (the uploads sweep): the instance whose insert of (job, day) succeeds runs
 * that day's work; the others find the row and skip (ADR 027).
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    runOn: date('run_on', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.runOn] })],
)

export const weatherCache = pgTable('weather_cache', {
  key: text('key').primaryKey(),
  payload: jsonb('payload').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { companies } from './groups.ts'

// Who changed what in a group (ADR 040).

/**
 * Who changed what in a group, written in the same transaction as the change (ADR 040). Only
 * ids and non-personal values: names are read from the memberships when shown, so a deleted
 * account reads 'Ex-jogador #…' here too. No update or delete path exists but the 12-month
 * retention job.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').notNull(),
    // The account and membership that acted; null for the system (a job).
    actorPlayerId: integer('actor_player_id'),
    actorCompanyPlayerId: integer('actor_company_player_id'),
    // Whose entry or register row it is about, when it is about one person.
    subjectCompanyPlayerId: integer('subject_company_player_id'),
    bidDayId: integer('bid_day_id'),
    // Before → after and the like; never a personal field's value.
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_company_idx').on(t.companyId, t.id),
    index('activity_log_subject_idx').on(t.subjectCompanyPlayerId),
    index('activity_log_actor_idx').on(t.actorCompanyPlayerId),
    index('activity_log_created_idx').on(t.createdAt),
  ],
)

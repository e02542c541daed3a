import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, localDateTime } from './columns.ts'
import { companies } from './groups.ts'
import { companyPlayers } from './memberships.ts'

// The BIDs (match days), who plays in each, and the reminders' one-tap links (ADR 007).

/** A match day. dayOfMatch is a wall-clock time in the group's time zone. */
export const bidDays = pgTable(
  'bid_days',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    number: integer('number').notNull(),
    dayOfMatch: localDateTime('day_of_match').notNull(),
    location: text('location'),
    /** The BID's places (ADR 053): the group's default when it opened, changed by organisers. */
    slots: smallint('slots').notNull().default(24),
    status: text('status', { enum: ['open', 'finished', 'cancelled'] })
      .notNull()
      .default('open'),
    drawnTeams: jsonb('drawn_teams'),
    version: integer('version').notNull().default(1),
    // The calendar feed's view of the BID (ADR 037): SEQUENCE goes up when the date, time or
    // place change or the BID is cancelled; the date its UID names is pinned by the first move.
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    calendarDate: date('calendar_date', { mode: 'string' }),
    calendarChangedAt: timestamp('calendar_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the mensalistas' held places were released (ADR 036); null while still held. */
    monthlyWindowReleasedAt: timestamp('monthly_window_released_at', { withTimezone: true }),
    // When the opening enrolled the regulars, applied the furões' rule and confirmed them
    // (ADR 060): stamped once by a conditional update, so that work happens once per BID.
    regularsEnrolledAt: timestamp('regulars_enrolled_at', { withTimezone: true }),
  },
  (t) => [
    unique('bid_days_company_id_unique').on(t.companyId, t.id),
    check('bid_days_slots_range', sql`${t.slots} between 6 and 60`),
    // A cancelled BID gives its number back: the next BID takes it (ADR 031).
    uniqueIndex('bid_days_company_number_unique')
      .on(t.companyId, t.number)
      .where(sql`${t.status} <> 'cancelled'`),
    // One open BID per group and date (ADR 059), enforced by the database even under
    // concurrent creates: two instances' schedulers, or a hand-made BID, open a date once.
    uniqueIndex('bid_days_one_open_per_date')
      .on(t.companyId, sql`(${t.dayOfMatch}::date)`)
      .where(sql`${t.status} = 'open'`),
    // The statistics read a group's finished BIDs by date: a season, the newest first (ADR 006).
    index('bid_days_finished_idx')
      .on(t.companyId, t.dayOfMatch, t.number)
      .where(sql`${t.status} = 'finished'`),
    // The calendar feed reads a person's groups' recent and coming BIDs by date (ADR 037).
    index('bid_days_company_day_idx').on(t.companyId, t.dayOfMatch),
    // The scheduler's window closings read the open BIDs whose places are still held.
    index('bid_days_window_open_idx')
      .on(t.companyId)
      .where(sql`${t.status} = 'open' and ${t.monthlyWindowReleasedAt} is null`),
  ],
)

/** A member's participation in a BID and the stats recorded for it. */
export const bidPlayers = pgTable(
  'bid_players',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    bidDayId: integer('bid_day_id').notNull(),
    companyPlayerId: integer('company_player_id').notNull(),
    typePlayer: text('type_player', { enum: ['monthly', 'goalkeeper', 'sporadic'] }).notNull(),
    status: text('status', { enum: ['waiting', 'confirmed', 'absent', 'hurt', 'waitlisted'] })
      .notNull()
      .default('waiting'),
    playerPosition: text('player_position', {
      enum: ['goalkeeper', 'fullback', 'defender', 'midfielder', 'striker'],
    }),
    skillLevel: smallint('skill_level').notNull().default(5),
    quantityOfGoals: integer('quantity_of_goals').notNull().default(0),
    assistGoals: integer('assist_goals').notNull().default(0),
    ballRecoveries: integer('ball_recoveries').notNull().default(0),
    goalKeeperDefender: integer('goal_keeper_defender').notNull().default(0),
    weeklyTeam: boolean('weekly_team').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the entry joined the waiting list (ADR 011); null outside it. */
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true }),
    /** When an organiser moved the entry to the head of the waiting list; null otherwise. */
    waitlistFirstAt: timestamp('waitlist_first_at', { withTimezone: true }),
    /**
     * A furão (ADR 053): 'no_show', confirmed and did not come (marked when the BID is
     * finished); 'late', a 'Não vou' under the group's notice hours before kick-off.
     */
    missed: text('missed', { enum: ['no_show', 'late'] }),
    // An organiser's 'Perdoar falta' (ADR 060): the furão stays on the record, shown forgiven,
    // and no longer counts.
    forgivenAt: timestamp('forgiven_at', { withTimezone: true }),
    // Set when the BID opened (ADR 060): the furões' rule took this mensalista's held place
    // away, so they check in as an avulso does; and 'Confirmado automaticamente'.
    guaranteeLost: boolean('guarantee_lost').notNull().default(false),
    autoConfirmed: boolean('auto_confirmed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // The database itself refuses an entry that mixes two groups.
    foreignKey({
      name: 'bid_players_bid_day_fk',
      columns: [t.companyId, t.bidDayId],
      foreignColumns: [bidDays.companyId, bidDays.id],
    }),
    foreignKey({
      name: 'bid_players_company_player_fk',
      columns: [t.companyId, t.companyPlayerId],
      foreignColumns: [companyPlayers.companyId, companyPlayers.id],
    }),
    uniqueIndex('bid_players_bid_member_unique').on(t.bidDayId, t.companyPlayerId),
    index('bid_players_company_member_idx').on(t.companyId, t.companyPlayerId),
    // A group's entries by BID: the statistics' joins match both columns, so the plan stays
    // good even before the planner has statistics (PGlite never runs autovacuum).
    index('bid_players_company_bid_idx').on(t.companyId, t.bidDayId),
    // The statistics' version reads the group's last 'Perdoar falta' (ADR 060).
    index('bid_players_forgiven_idx')
      .on(t.companyId, t.forgivenAt)
      .where(sql`${t.forgivenAt} is not null`),
  ],
)

/**
 * A reminder's one-tap links ('Vou jogar', 'Não vou', unsubscribe) for one member and BID: the
 * token is stored hashed, answers once and expires at kick-off (ADR 007).
 */
export const reminderLinks = pgTable(
  'reminder_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    companyId: integer('company_id').notNull(),
    bidDayId: integer('bid_day_id').notNull(),
    companyPlayerId: integer('company_player_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.companyId, t.bidDayId],
      foreignColumns: [bidDays.companyId, bidDays.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.companyPlayerId],
      foreignColumns: [companyPlayers.companyId, companyPlayers.id],
    }),
  ],
)

/**
 * The last 'Lembrar quem não respondeu' of a BID: one row per BID, moved forward only when the
 * last one is 6 hours old, so two taps or instances never nudge twice in that time.
 */
export const bidNudges = pgTable(
  'bid_nudges',
  {
    companyId: integer('company_id').notNull(),
    bidDayId: integer('bid_day_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'bid_nudges_pkey', columns: [t.companyId, t.bidDayId] }),
    foreignKey({
      name: 'bid_nudges_bid_day_fk',
      columns: [t.companyId, t.bidDayId],
      foreignColumns: [bidDays.companyId, bidDays.id],
    }).onDelete('cascade'),
  ],
)

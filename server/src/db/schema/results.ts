import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { bidDays } from './bids.ts'
import { createdAt } from './columns.ts'
import { companies } from './groups.ts'
import { companyPlayers } from './memberships.ts'

// After the whistle (ADR 039): the night's matches, the craque vote and the learned ratings.

/**
 * The group's craque da partida vote: on unless an organiser turns it off, open for 24 hours
 * after a BID is finished unless the group chose 1 to 24.
 */
export const craqueSettings = pgTable(
  'craque_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id),
    voteEnabled: boolean('vote_enabled').notNull().default(true),
    voteHours: smallint('vote_hours').notNull().default(24),
  },
  (t) => [check('craque_settings_vote_hours_range', sql`${t.voteHours} between 1 and 24`)],
)

/** One match of the night between two drawn teams, in the order played; the score is optional. */
export const bidMatches = pgTable(
  'bid_matches',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    bidDayId: integer('bid_day_id').notNull(),
    homeTeamId: smallint('home_team_id').notNull(),
    awayTeamId: smallint('away_team_id').notNull(),
    homeGoals: smallint('home_goals'),
    awayGoals: smallint('away_goals'),
    /** The teams' line-ups when the match was recorded: a later redraw does not rewrite history. */
    homePlayers: integer('home_players').array().notNull(),
    awayPlayers: integer('away_players').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.companyId, t.bidDayId],
      foreignColumns: [bidDays.companyId, bidDays.id],
    }).onDelete('cascade'),
    index('bid_matches_bid_idx').on(t.companyId, t.bidDayId, t.id),
  ],
)

/**
 * A finished BID's craque vote: opened in the finishing transaction, closed once by whichever
 * instance's closer claims the row first (closed_at set under FOR UPDATE SKIP LOCKED).
 */
export const craquePolls = pgTable(
  'craque_polls',
  {
    bidDayId: integer('bid_day_id').primaryKey(),
    companyId: integer('company_id').notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The winners' memberships at closing; several on a tie, none without a valid vote. */
    winnerIds: integer('winner_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    winnerVotes: integer('winner_votes').notNull().default(0),
    /** Valid votes counted at closing: no vote may exist that the count did not see. */
    votesCounted: integer('votes_counted').notNull().default(0),
  },
  (t) => [
    foreignKey({
      columns: [t.companyId, t.bidDayId],
      foreignColumns: [bidDays.companyId, bidDays.id],
    }).onDelete('cascade'),
    index('craque_polls_due_idx')
      .on(t.closesAt)
      .where(sql`${t.closedAt} is null`),
  ],
)

/** A confirmed player's vote; one per voter and BID, changeable until closing. */
export const craqueVotes = pgTable(
  'craque_votes',
  {
    bidDayId: integer('bid_day_id')
      .notNull()
      .references(() => craquePolls.bidDayId, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    voterId: integer('voter_id').notNull(),
    candidateId: integer('candidate_id').notNull(),
    /** An organiser voided it: the voter did not actually play. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bidDayId, t.voterId] })],
)

/** The 'BID finalizado' email's vote link for one member and BID (ADR 024: the page asks, a tap votes). */
export const craqueVoteLinks = pgTable('craque_vote_links', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  bidDayId: integer('bid_day_id')
    .notNull()
    .references(() => craquePolls.bidDayId, { onDelete: 'cascade' }),
  companyId: integer('company_id').notNull(),
  companyPlayerId: integer('company_player_id').notNull(),
  createdAt: createdAt(),
})

/** A member's learned rating (OpenSkill mean and uncertainty), updated when a BID is finished. */
export const memberRatings = pgTable('member_ratings', {
  companyPlayerId: integer('company_player_id')
    .primaryKey()
    .references(() => companyPlayers.id),
  companyId: integer('company_id').notNull(),
  mu: doublePrecision('mu').notNull(),
  sigma: doublePrecision('sigma').notNull(),
  games: integer('games').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

import { z } from 'zod'
import { absencesSchema } from '../rules/furoes.ts'
import { bidPlayerStatusSchema, playerTypeSchema, positionSchema } from './enums.ts'
import { pathIdField } from './ids.ts'

/** A member needs this many games in the season to be the 'most efficient' scorer. */
export const MIN_GAMES_FOR_EFFICIENCY = 3
/** 'Gols por BID' shows the group's last finished BIDs. */
export const GOALS_PER_BID_COUNT = 10
export const HISTORY_MAX_PAGE_SIZE = 50

const count = z.number().int().nonnegative()
/** Two decimals, as the screens show them. */
const average = z.number().nonnegative()

// ---- /statistics (the dashboard and the ranking) ------------------------------------------

/** GET /statistics/monthly-players */
export const monthlyPlayersSchema = z.object({ totalMonthlyPlayer: count })
export type MonthlyPlayers = z.infer<typeof monthlyPlayersSchema>

/** GET /statistics/company-player-stats: the caller's own season; 204 when they have no finished BID. */
export const playerSeasonStatsSchema = z.object({
  season: z.number().int(),
  totalGoals: count,
  /** Finished BIDs of the season since the member joined in which they were confirmed, in %. */
  attendancePercentage: z.number().int().min(0).max(100),
  timesHurt: count,
  /** Furões in the group's last finished BIDs (ADR 053): '2 faltas nas últimas 8'. */
  absences: absencesSchema,
  /** The member's goals in each finished BID of the season they were in, oldest first. */
  goalsPerBid: z.array(
    z.object({ bidDayId: z.number().int(), dayOfMatch: z.string(), quantityOfGoals: count }),
  ),
})
export type PlayerSeasonStats = z.infer<typeof playerSeasonStatsSchema>

export const trendSchema = z.enum(['up', 'down', 'stable'])
export type Trend = z.infer<typeof trendSchema>

/** GET /statistics/quantity-of-goals-stats-dashboard: newest first; 204 when none is finished. */
export const goalsPerBidItemSchema = z.object({
  bidDayId: z.number().int(),
  number: z.number().int(),
  dayOfMatch: z.string(),
  totalGoals: count,
  /** Against the finished BID before it. */
  trend: trendSchema,
})
export const goalsPerBidSchema = z.array(goalsPerBidItemSchema)
export type GoalsPerBidItem = z.infer<typeof goalsPerBidItemSchema>

/** GET /statistics/top-five-scorers-dashboard: the season's; 204 when nobody scored. */
export const topScorerSchema = z.object({ nickname: z.string(), quantityOfGoals: count })
export const topFiveScorersSchema = z.array(topScorerSchema)
export type TopScorer = z.infer<typeof topScorerSchema>

/** GET /statistics/active-bid-dashboard: the open BID's players and stats; 204 when none is open. */
export const activeBidPlayerSchema = z.object({
  companyPlayerId: z.number().int(),
  bidStatus: bidPlayerStatusSchema,
  name: z.string(),
  quantityOfGoals: count,
  assistGoals: count,
  ballRecoveries: count,
  goalKeeperDefender: count,
  weeklyTeam: z.boolean(),
})
export const activeBidStatsSchema = z.object({
  bidDayId: z.number().int(),
  dayOfMatch: z.string(),
  monthly: z.array(activeBidPlayerSchema),
  goalKeeper: z.array(activeBidPlayerSchema),
  sporadicPlayer: z.array(activeBidPlayerSchema),
})
export type ActiveBidStats = z.infer<typeof activeBidStatsSchema>

export const strikerSchema = z.object({
  companyPlayerId: z.number().int(),
  nickname: z.string(),
  quantityOfGoals: count,
  /** Games: finished BIDs of the period where the player was confirmed. */
  totalGoalsInGames: count,
  /** Goals per game, 2 decimals. */
  average,
  typePlayer: playerTypeSchema,
})
export type Striker = z.infer<typeof strikerSchema>

/**
 * GET /statistics/ranking-strikers: the season and the current month, ordered by goals, then
 * fewer games, then name. Players with no goal are left out.
 */
export const strikersRankingSchema = z.object({
  season: z.number().int(),
  allStrikersScorers: z.array(strikerSchema),
  allStrikersScorersCurrentMonth: z.array(strikerSchema),
  totalGoals: count,
  totalPlayers: count,
  overallAverage: average,
  bestAverage: average,
  /** Best average among players with at least MIN_GAMES_FOR_EFFICIENCY games; null if none. */
  efficientPlayer: z.string().nullable(),
})
export type StrikersRanking = z.infer<typeof strikersRankingSchema>

// ---- /bid-statistics (the history) --------------------------------------------------------

/** GET /bid-statistics/history-stats: every finished BID of the group; 204 when none. */
export const historyStatsSchema = z.object({
  totalGames: count,
  /** Distinct members confirmed in at least one finished BID. */
  totalPlayers: count,
  averagePlayersPerGame: average,
  totalGoals: count,
  averageGoalsPerGame: average,
})
export type HistoryStats = z.infer<typeof historyStatsSchema>

export const historyQuerySchema = z.object({
  PageNumber: z.coerce
    .number({ message: 'Página inválida' })
    .int('Página inválida')
    .min(1, 'Página inválida')
    .max(100_000, 'Página inválida')
    .default(1),
  PageSize: z.coerce
    .number({ message: 'Tamanho de página inválido' })
    .int('Tamanho de página inválido')
    .min(1, 'Tamanho de página inválido')
    .max(HISTORY_MAX_PAGE_SIZE, `Tamanho de página deve ser no máximo ${HISTORY_MAX_PAGE_SIZE}`)
    .default(10),
})
export type HistoryQuery = z.infer<typeof historyQuerySchema>

export const historyItemSchema = z.object({
  bidDayId: z.number().int(),
  number: z.number().int(),
  bidStatus: z.literal('finished'),
  dayOfMatch: z.string(),
  location: z.string().nullable(),
  /** Confirmed players. */
  totalPlayers: count,
  totalGoals: count,
  topScorer: z.string().nullable(),
  totalScorerGoals: count,
})
export type HistoryItem = z.infer<typeof historyItemSchema>

/** GET /bid-statistics/games-history-stats: finished BIDs, newest first. */
export const historyPageSchema = z.object({
  data: z.array(historyItemSchema),
  pageNumber: z.number().int(),
  totalPages: count,
  totalRecords: count,
  hasPrevious: z.boolean(),
  hasNext: z.boolean(),
})
export type HistoryPage = z.infer<typeof historyPageSchema>

export const bidDetailsParamsSchema = z.object({ id: pathIdField() })

/** A player of a finished BID as every member sees them: no skill level (ADR 024). */
export const bidDetailsPlayerSchema = z.object({
  companyPlayerId: z.number().int(),
  name: z.string(),
  bidStatus: bidPlayerStatusSchema,
  typePlayer: playerTypeSchema,
  playerPosition: positionSchema.nullable(),
  quantityOfGoals: count,
  assistGoals: count,
  ballRecoveries: count,
  goalKeeperDefender: count,
  weeklyTeam: z.boolean(),
})

/** Organisers (administrator, manager, editor) also get the skill level the BID was played at. */
export const organiserBidDetailsPlayerSchema = bidDetailsPlayerSchema.extend({
  skillLevel: z.number().int(),
})

const bidDetailsFields = {
  bidDayId: z.number().int(),
  number: z.number().int(),
  dayOfMatch: z.string(),
  location: z.string().nullable(),
  topScorer: z.object({ name: z.string(), quantityOfGoals: count }).nullable(),
  weeklyTeam: z.array(z.string()),
}

/** GET /bid-statistics/statistics-bid-details/{id} as a member: a finished BID of their group. */
export const memberBidDetailsSchema = z.object({
  ...bidDetailsFields,
  data: z.array(bidDetailsPlayerSchema),
})
export const organiserBidDetailsSchema = z.object({
  ...bidDetailsFields,
  data: z.array(organiserBidDetailsPlayerSchema),
})
/** Either shape: an organiser's has `skillLevel` on every player, a member's on none. */
export const bidDetailsSchema = z.union([organiserBidDetailsSchema, memberBidDetailsSchema])
export type BidDetails = z.infer<typeof bidDetailsSchema>
export type OrganiserBidDetails = z.infer<typeof organiserBidDetailsSchema>

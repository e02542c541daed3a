import { z } from 'zod'
import { CRAQUE_VOTE_HOURS, MIN_CRAQUE_VOTE_HOURS } from '../rules/craque.ts'
import { MAX_MATCH_GOALS } from '../rules/night-results.ts'
import { idField, pathIdField } from './ids.ts'
import { text } from './text.ts'

// ---- The night's matches (ADR 039) ---------------------------------------------------------

const SCORE_MESSAGE = `O placar de cada time deve ser um número de 0 a ${MAX_MATCH_GOALS}.`
const score = z
  .number({ message: SCORE_MESSAGE })
  .int(SCORE_MESSAGE)
  .min(0, SCORE_MESSAGE)
  .max(MAX_MATCH_GOALS, SCORE_MESSAGE)
const TEAM_MESSAGE = 'Escolha um time sorteado.'
const teamId = z
  .number({ message: TEAM_MESSAGE })
  .int(TEAM_MESSAGE)
  .min(1, TEAM_MESSAGE)
  .max(50, TEAM_MESSAGE)

/** POST /bids/{bidDayId}/matches: a match between two drawn teams; the score is optional. */
export const recordMatchRequestSchema = z
  .strictObject({
    homeTeamId: teamId,
    awayTeamId: teamId,
    homeGoals: score.nullable().default(null),
    awayGoals: score.nullable().default(null),
  })
  .refine((m) => m.homeTeamId !== m.awayTeamId, {
    message: 'Um time não joga contra ele mesmo: escolha dois times diferentes.',
    path: ['awayTeamId'],
  })
  .refine((m) => (m.homeGoals === null) === (m.awayGoals === null), {
    message: 'Informe o placar dos dois times, ou de nenhum.',
    path: ['awayGoals'],
  })
export type RecordMatchRequest = z.input<typeof recordMatchRequestSchema>

export const bidPathSchema = z.strictObject({ bidDayId: pathIdField() })
export const matchPathSchema = z.strictObject({ bidDayId: pathIdField(), matchId: pathIdField() })

export const nightMatchSchema = z.object({
  id: z.number().int(),
  /** 1, 2, 3… in the order played. */
  order: z.number().int(),
  homeTeamId: z.number().int(),
  awayTeamId: z.number().int(),
  homeGoals: z.number().int().nullable(),
  awayGoals: z.number().int().nullable(),
})
export type NightMatch = z.infer<typeof nightMatchSchema>

// ---- The craque da partida vote ------------------------------------------------------------

export const craqueCandidateSchema = z.object({
  companyPlayerId: z.number().int(),
  name: z.string(),
})
export type CraqueCandidate = z.infer<typeof craqueCandidateSchema>

/**
 * A BID's vote as the caller sees it: 'none' (no vote for this BID), 'open' (only how many have
 * voted shows), 'counting' (the window passed, the closer has not run yet), 'closed' (winners).
 */
export const craquePollSchema = z.object({
  state: z.enum(['none', 'open', 'counting', 'closed']),
  closesAt: z.string().nullable(),
  votesCast: z.number().int(),
  /** Whether the caller was confirmed in the BID, so may vote while open. */
  canVote: z.boolean(),
  myVote: z.number().int().nullable(),
  candidates: z.array(craqueCandidateSchema),
  winners: z.array(craqueCandidateSchema),
  winnerVotes: z.number().int(),
})
export type CraquePoll = z.infer<typeof craquePollSchema>

/** A BID without a craque vote (switched off, or fewer than two confirmed players). */
export const NO_CRAQUE_POLL: CraquePoll = {
  state: 'none',
  closesAt: null,
  votesCast: 0,
  canVote: false,
  myVote: null,
  candidates: [],
  winners: [],
  winnerVotes: 0,
}

/** GET /bids/{bidDayId}/night: the matches and the vote of one BID of the caller's group. */
export const nightSchema = z.object({
  bidDayId: z.number().int(),
  bidNumber: z.number().int(),
  status: z.enum(['open', 'finished', 'cancelled']),
  teamIds: z.array(z.number().int()),
  matches: z.array(nightMatchSchema),
  craque: craquePollSchema,
})
export type Night = z.infer<typeof nightSchema>

const VOTE_MESSAGE = 'Escolha em quem votar.'
export const craqueVoteRequestSchema = z.strictObject({ candidateId: idField(VOTE_MESSAGE) })
export type CraqueVoteRequest = z.input<typeof craqueVoteRequestSchema>

/** GET /bids/{bidDayId}/craque-voters (organisers): who voted, never for whom. */
export const craqueVotersSchema = z.array(
  z.object({ companyPlayerId: z.number().int(), name: z.string(), voided: z.boolean() }),
)
export type CraqueVoters = z.infer<typeof craqueVotersSchema>

export const voidVotePathSchema = z.strictObject({
  bidDayId: pathIdField(),
  voterId: pathIdField(),
})

const TOKEN_INVALID = 'Link inválido.'
/** Path token of /v1/craque/{token}: 43 url-safe characters. */
export const craqueTokenParamsSchema = z.strictObject({
  token: text({ label: 'Link', max: 43, trim: false, formatMessage: TOKEN_INVALID }).regex(
    /^[A-Za-z0-9_-]{43}$/,
    TOKEN_INVALID,
  ),
})

/** GET /craque/{token}: the email link's page (ADR 024: reading never votes). */
export const craqueLinkSchema = z.object({
  groupName: z.string(),
  playerName: z.string(),
  bidNumber: z.number().int(),
  dayOfMatch: z.string(),
  poll: craquePollSchema,
})
export type CraqueLink = z.infer<typeof craqueLinkSchema>

export const craqueVoteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  poll: craquePollSchema,
})
export type CraqueVoteResponse = z.infer<typeof craqueVoteResponseSchema>

const VOTE_HOURS_MESSAGE = `A votação dura de ${MIN_CRAQUE_VOTE_HOURS} a ${CRAQUE_VOTE_HOURS} horas.`
const voteHoursField = z
  .number({ message: VOTE_HOURS_MESSAGE })
  .int(VOTE_HOURS_MESSAGE)
  .min(MIN_CRAQUE_VOTE_HOURS, VOTE_HOURS_MESSAGE)
  .max(CRAQUE_VOTE_HOURS, VOTE_HOURS_MESSAGE)

export const craqueSettingsSchema = z.strictObject({
  voteEnabled: z.boolean({ message: 'Informe se a votação fica ligada.' }),
  /** How long the vote stays open after a BID is finished (1 to 24 hours). */
  voteHours: voteHoursField,
})
export type CraqueSettings = z.infer<typeof craqueSettingsSchema>

/** PUT /results/craque-settings: the switch, and the window when it changes. */
export const craqueSettingsUpdateSchema = craqueSettingsSchema.extend({
  voteHours: voteHoursField.optional(),
})
export type CraqueSettingsUpdate = z.infer<typeof craqueSettingsUpdateSchema>

/** GET /results/craques: craque awards in the season and the current month (ties count for all). */
export const craqueAwardSchema = z.object({
  companyPlayerId: z.number().int(),
  name: z.string(),
  awards: z.number().int(),
})
export const craquesRankingSchema = z.object({
  season: z.number().int(),
  seasonAwards: z.array(craqueAwardSchema),
  monthAwards: z.array(craqueAwardSchema),
})
export type CraquesRanking = z.infer<typeof craquesRankingSchema>

/** GET /results/craques-by-bid: each finished BID's winners, for /historico's badges. */
export const craquesByBidSchema = z.array(
  z.object({ bidDayId: z.number().int(), winners: z.array(craqueCandidateSchema) }),
)
export type CraquesByBid = z.infer<typeof craquesByBidSchema>

/** GET /results/my-season: the caller's record in scored matches of the season, and craque awards. */
export const mySeasonRecordSchema = z.object({
  season: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  /** Wins over scored matches, in %; null with none. */
  winRate: z.number().int().nullable(),
  craqueAwards: z.number().int(),
  /** The caller's last finished BID's craque, when it was them. */
  lastCraqueBidNumber: z.number().int().nullable(),
})
export type MySeasonRecord = z.infer<typeof mySeasonRecordSchema>

// ---- Learned skills ---------------------------------------------------------------------------

/** GET /players/skill-suggestions (organisers): the suggestion beside each typed skill. */
export const skillSuggestionSchema = z.object({
  companyPlayerId: z.number().int(),
  skillLevel: z.number().int(),
  suggestedSkill: z.number().int().nullable(),
  matches: z.number().int(),
  mu: z.number(),
  sigma: z.number(),
})
export const skillSuggestionsSchema = z.array(skillSuggestionSchema)
export type SkillSuggestion = z.infer<typeof skillSuggestionSchema>

export const playerPathSchema = z.strictObject({ companyPlayerId: pathIdField() })

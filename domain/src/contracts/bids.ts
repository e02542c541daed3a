import { z } from 'zod'
import { DEFAULT_SKILL, MAX_SKILL, MIN_SKILL } from '../constants.ts'
import { requestableStatuses } from '../rules/bid-status.ts'
import { bidPlayerStatusSchema, bidStatusSchema, positionSchema } from './enums.ts'
import { errorBodySchema } from './errors.ts'
import { idField, idOrNewField, pathIdField } from './ids.ts'
import { locationSpec, slotsField } from './group-settings.ts'
import { requiredText, text, TEXT_MAX } from './text.ts'

/** Upper bound for a per-game counter (goals, assists, recoveries, saves). */
export const MAX_STAT_VALUE = 99

const DAY_OF_MATCH_REQUIRED = 'Por favor, preencha a data e hora do BID'
const DAY_OF_MATCH_INVALID = 'Data e hora do BID inválidas.'
const SKILL_INVALID = `A habilidade deve ser um número inteiro de ${MIN_SKILL} a ${MAX_SKILL}.`
const NAME_REQUIRED = 'Informe o nome do jogador.'

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

function isCalendarDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value)
  if (!match) return false
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0))
  const date = new Date(Date.UTC(y!, mo! - 1, d!))
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo! - 1 &&
    date.getUTCDate() === d &&
    h! <= 23 &&
    mi! <= 59 &&
    s! <= 59
  )
}

/** A wall-clock date-time in the group's time zone; seconds are optional and default to :00. */
export const dayOfMatchSchema = requiredText(DAY_OF_MATCH_REQUIRED, {
  label: 'Data e hora do BID',
  max: 19,
  formatMessage: DAY_OF_MATCH_INVALID,
})
  .refine(isCalendarDateTime, DAY_OF_MATCH_INVALID)
  .transform((value) => (value.length === 16 ? `${value}:00` : value))

export const createBidRequestSchema = z.strictObject({
  dayOfMatch: dayOfMatchSchema,
  location: text(locationSpec).nullish(),
  /** The BID's places; absent: the group's default (`defaultSlots`). */
  slots: slotsField.optional(),
})
export type CreateBidRequest = z.input<typeof createBidRequestSchema>
export type CreateBidInput = z.output<typeof createBidRequestSchema>

/**
 * GET /bids/new-bid-defaults (organisers): what the create form starts from. The day is the next
 * one of the weekday and time of the group's last BID that was not cancelled, still ahead in the
 * group's time zone (null before the group's first BID); the place is the group's default, else
 * the last BID's.
 */
export const newBidDefaultsSchema = z.object({
  dayOfMatch: z.string().nullable(),
  location: z.string().nullable(),
  /** The group's default places (ADR 053). */
  slots: z.number().int(),
})
export type NewBidDefaults = z.infer<typeof newBidDefaultsSchema>

/**
 * PUT /bids/update-bid/{id}: moves the open BID or changes its places; the same fields and rules
 * as creating one (absent `slots` keeps the BID's). Fewer places than confirmed players moves the
 * last to confirm to the head of the waiting list, only with `confirmMoves` (ADR 053).
 */
export const updateBidRequestSchema = createBidRequestSchema.extend({
  confirmMoves: z
    .boolean({ message: 'Informe se os jogadores podem ir para a lista de espera.' })
    .optional()
    .default(false),
})
export type UpdateBidRequest = z.input<typeof updateBidRequestSchema>
export type UpdateBidInput = z.output<typeof updateBidRequestSchema>

export const bidIdParamsSchema = z.object({ id: pathIdField() })
export const bidPlayerParamsSchema = z.object({
  bidDayId: pathIdField(),
  companyPlayerId: pathIdField(),
})

const skillLevelSchema = z
  .number({ message: SKILL_INVALID })
  .int(SKILL_INVALID)
  .min(MIN_SKILL, SKILL_INVALID)
  .max(MAX_SKILL, SKILL_INVALID)

function statCount(label: string) {
  const message = `${label} deve ser um número inteiro entre 0 e ${MAX_STAT_VALUE}.`
  return z.number({ message }).int(message).min(0, message).max(MAX_STAT_VALUE, message)
}

const WAITLIST_NOT_REQUESTABLE =
  'A lista de espera é preenchida automaticamente quando o BID está lotado.'

/** Anyone asks for one of four statuses; 'waitlisted' is the server's answer to a full BID. */
export const updateStatusRequestSchema = z.strictObject({
  status: bidPlayerStatusSchema.pipe(
    z.enum(requestableStatuses, { message: WAITLIST_NOT_REQUESTABLE }),
  ),
})
export const updatePositionRequestSchema = z.strictObject({
  playerPosition: positionSchema.nullable(),
})
export const updateSkillLevelRequestSchema = z.strictObject({ skillLevel: skillLevelSchema })
export const updateGoalsRequestSchema = z.strictObject({
  quantityOfGoals: statCount('A quantidade de gols'),
})
export const updateAssistsRequestSchema = z.strictObject({
  quantityOfAssists: statCount('A quantidade de assistências'),
})
export const updateBallRecoveriesRequestSchema = z.strictObject({
  quantityOfBallRecoveries: statCount('A quantidade de desarmes'),
})
export const updateGoalkeeperSavesRequestSchema = z.strictObject({
  quantityOfGoalKeeperDefender: statCount('A quantidade de defesas'),
})
export const updateWeeklyTeamRequestSchema = z.strictObject({
  weaklyTeamStats: z.boolean({ message: 'Informe se o jogador está no time da semana.' }),
})

/**
 * The organiser's yes to 'Usar uma vaga reservada para mensalistas?' (5.10): without it an
 * avulso never takes a place the mensalistas' window holds (ADR 036), and goes to the line.
 */
const useHeldPlaceField = z
  .boolean({ message: 'Informe se a vaga reservada para mensalistas deve ser usada.' })
  .optional()
  .default(false)

/** POST /bids/promote-waitlisted/{bidDayId}/{companyPlayerId}: the body is optional. */
export const promoteWaitlistedRequestSchema = z
  .strictObject({ useHeldPlace: useHeldPlaceField })
  .nullish()
export type PromoteWaitlistedRequest = z.input<typeof promoteWaitlistedRequestSchema>

export const addSporadicPlayerRequestSchema = z.strictObject({
  bidDayId: idField(),
  /** 0 registers a new sporadic player by name. */
  companyPlayerId: idOrNewField(),
  playerName: requiredText(NAME_REQUIRED, {
    label: 'Nome',
    max: TEXT_MAX.sporadicName,
    noLinks: true,
  }),
  positionPlayer: positionSchema.nullish().transform((value) => value ?? null),
  skillLevel: skillLevelSchema.default(DEFAULT_SKILL),
  useHeldPlace: useHeldPlaceField,
})
export type AddSporadicPlayerRequest = z.input<typeof addSporadicPlayerRequestSchema>
export type AddSporadicPlayerInput = z.output<typeof addSporadicPlayerRequestSchema>

/** GET /bids/current-bid-player-stats: what a BID entry counts of the game. */
export const ownBidStatsSchema = z.object({
  quantityOfGoals: z.number().int(),
  assistGoals: z.number().int(),
  ballRecoveries: z.number().int(),
  goalKeeperDefender: z.number().int(),
  weeklyTeam: z.boolean(),
})
export type OwnBidStats = z.infer<typeof ownBidStatsSchema>

export const liveBidPlayerSchema = z.object({
  companyPlayerId: z.number().int(),
  /** Nickname, else full name. */
  name: z.string(),
  status: bidPlayerStatusSchema,
  playerPosition: positionSchema.nullable(),
  skillLevel: z.number().int(),
  ...ownBidStatsSchema.shape,
  /** Place in the waiting list, 1 first; null unless the status is 'waitlisted'. */
  waitlistPosition: z.number().int().nullable(),
  /**
   * An active monthly player or goalkeeper (ADR 036): the mensalistas' window holds their place
   * while they are 'Pendente', and confirming them never takes a place it holds for others.
   */
  regular: z.boolean().default(false),
  /** The furões' rule took their guarantee in this BID (ADR 060); absent: it did not. */
  guaranteeLost: z.boolean().optional(),
})
export type LiveBidPlayer = z.infer<typeof liveBidPlayerSchema>

const slotsSchema = z.object({
  bidDayId: z.number().int(),
  number: z.number().int(),
  dayOfMatch: z.string(),
  location: z.string().nullable(),
  /** True once the game's date-time has passed in the group's time zone. */
  isPast: z.boolean(),
  totalConfirmed: z.number().int(),
  /** The BID's places (ADR 053); totalPlayers says the same under the spec's name. */
  slots: z.number().int(),
  totalPlayers: z.number().int(),
  totalAvailable: z.number().int(),
  /** All slots taken: a check-in now joins the waiting list. */
  isFull: z.boolean(),
  totalWaitlisted: z.number().int(),
  /**
   * While the mensalistas' window is open (ADR 036): until when ('dd/mm HH:mm' and the wall-clock
   * date-time) and how many places it holds for the monthly players who have not answered.
   * Absent (a server from before the window, mid-deploy) reads as no window.
   */
  monthlyWindow: z
    .object({ until: z.string(), closesAt: z.string(), heldPlaces: z.number().int() })
    .nullable()
    .default(null),
})

/** GET /bids/current-bid: the management screen's feed. Lists are sorted by name. */
export const liveBidSchema = slotsSchema.extend({
  status: bidStatusSchema,
  /** Percent of the slots confirmed, 0–100, rounded to a whole number. */
  averageFilled: z.number(),
  monthly: z.array(liveBidPlayerSchema),
  goalkeepers: z.array(liveBidPlayerSchema),
  sporadicPlayers: z.array(liveBidPlayerSchema),
  /** The waiting list in line order; its players are in none of the three lists above. */
  waitlist: z.array(liveBidPlayerSchema),
})
export type LiveBid = z.infer<typeof liveBidSchema>

/** GET /bids/get-information-check-in-bid. */
export const checkInInfoSchema = slotsSchema.extend({
  success: z.literal(true),
  companyPlayerId: z.number().int(),
  confirmedPlayers: z.array(z.string()),
  /** The caller's status; 'waiting' while they are not in the BID yet. */
  playerBidStatus: bidPlayerStatusSchema,
  inBid: z.boolean(),
  /** The caller's place in the waiting list, 1 first; null unless they are in it. */
  waitlistPosition: z.number().int().nullable(),
  /**
   * Who is first in the waiting list (nickname, else full name); null when nobody waits. The
   * screen names them before a confirmed player gives their slot away.
   */
  firstWaitlistedName: z.string().nullable(),
  /**
   * The caller is an active monthly player or goalkeeper: while the mensalistas' window is open
   * their place is held whenever they are 'Pendente' (so 'Cancelar status' gives it back to the
   * mensalistas, not to the line).
   */
  placeHeldForMe: z.boolean().default(false),
  /** Confirmed when the BID opened ('Confirmado automaticamente', ADR 060), not answered since. */
  autoConfirmed: z.boolean().default(false),
  /** The furões' rule took the caller's held place in this BID away (ADR 060). */
  guaranteeLost: z.boolean().default(false),
})
export type CheckInInfo = z.infer<typeof checkInInfoSchema>

/** GET /bids/get-sporadic-players/{id}: suggestions for 'Adicionar Avulso'. */
export const sporadicPlayerChoiceSchema = z.object({
  companyPlayerId: z.number().int(),
  name: z.string(),
  positionPlayer: positionSchema.nullable(),
  skillLevel: z.number().int(),
})
export type SporadicPlayerChoice = z.infer<typeof sporadicPlayerChoiceSchema>
export const sporadicPlayerChoicesSchema = z.array(sporadicPlayerChoiceSchema)

export const bidActionResultSchema = z.object({ success: z.literal(true), message: z.string() })
export type BidActionResult = z.infer<typeof bidActionResultSchema>

/** A status change, promotion or removal from the line: where the player ended up. */
export const statusChangeResultSchema = bidActionResultSchema.extend({
  status: bidPlayerStatusSchema,
  waitlistPosition: z.number().int().nullable(),
})
export type StatusChangeResult = z.infer<typeof statusChangeResultSchema>

export const addSporadicPlayerResultSchema = bidActionResultSchema.extend({
  companyPlayerId: z.number().int(),
})
export type AddSporadicPlayerResult = z.infer<typeof addSporadicPlayerResultSchema>

/**
 * 409 from add-sporadic-player. When the typed name is a member's nickname or full name
 * (ignoring case and accents, rules/person-names.ts), the body names that member so the dialog
 * offers them instead of registering the same person twice.
 */
export const addSporadicConflictSchema = errorBodySchema.extend({
  existingCompanyPlayerId: z.number().int().optional(),
  existingName: z.string().optional(),
  /** The member is already in this BID: nothing to add. */
  existingInBid: z.boolean().optional(),
})
export type AddSporadicConflict = z.infer<typeof addSporadicConflictSchema>

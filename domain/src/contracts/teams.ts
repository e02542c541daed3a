import { z } from 'zod'
import { DEFAULT_TEAM_SIZE, MAX_TEAM_SIZE, MIN_TEAM_SIZE } from '../constants.ts'
import { playerTypeSchema, positionSchema } from './enums.ts'
import { idField } from './ids.ts'

const TEAM_SIZE_MESSAGE = `Jogadores por time deve ser um número de ${MIN_TEAM_SIZE} a ${MAX_TEAM_SIZE}.`

export const generateTeamsRequestSchema = z.strictObject({
  /** Which open BID (ADR 059); without it, the next game. */
  bidDayId: idField().optional(),
  regenerate: z.boolean().default(false),
  sporadicPlayerEspecial: z.boolean().default(false),
  quantityOfPlayersEachTeam: z
    .number({ message: TEAM_SIZE_MESSAGE })
    .int(TEAM_SIZE_MESSAGE)
    .min(MIN_TEAM_SIZE, TEAM_SIZE_MESSAGE)
    .max(MAX_TEAM_SIZE, TEAM_SIZE_MESSAGE)
    .default(DEFAULT_TEAM_SIZE),
})
export type GenerateTeamsRequest = z.input<typeof generateTeamsRequestSchema>

export const drawnPlayerSchema = z.object({
  companyPlayerId: z.number().int(),
  name: z.string(),
  position: positionSchema.nullable(),
  skillLevel: z.number().int(),
  typePlayer: playerTypeSchema,
})
export type DrawnPlayer = z.infer<typeof drawnPlayerSchema>

export const drawnTeamSchema = z.object({
  teamId: z.number().int(),
  totalSkill: z.number().int(),
  players: z.array(drawnPlayerSchema),
})
export type DrawnTeam = z.infer<typeof drawnTeamSchema>

/** A stored draw: what the dialog reopens on and what members see on /check-in. */
export const teamDrawSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  bidDayId: z.number().int(),
  quantityOfPlayersEachTeam: z.number().int(),
  sporadicPlayerEspecial: z.boolean(),
  drawnAt: z.string(),
  teams: z.array(drawnTeamSchema),
  reserves: z.array(drawnPlayerSchema),
  /** Read back: someone confirmed or left since the draw ('Os confirmados mudaram desde o sorteio'). */
  confirmedChanged: z.boolean().default(false),
})
export type TeamDraw = z.infer<typeof teamDrawSchema>

/**
 * GET /bids/drawn-teams as a member gets it: the same draw without skill levels, an organiser's
 * working note and not a public rating (ADR 024).
 */
export const teamMateSchema = drawnPlayerSchema.omit({ skillLevel: true })
export type TeamMate = z.infer<typeof teamMateSchema>
export const memberTeamDrawSchema = teamDrawSchema.extend({
  teams: z.array(z.object({ teamId: z.number().int(), players: z.array(teamMateSchema) })),
  reserves: z.array(teamMateSchema),
})
export type MemberTeamDraw = z.infer<typeof memberTeamDrawSchema>
/** GET /bids/drawn-teams: the organiser's shape first, so theirs keeps its skill levels. */
export const drawnTeamsResponseSchema = z.union([teamDrawSchema, memberTeamDrawSchema])

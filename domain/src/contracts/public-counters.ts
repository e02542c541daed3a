import { z } from 'zod'

/**
 * GET /public/counters: the landing's counters, across every group, with no personal data.
 * Finished BIDs are the games organised, each drawn team a team generated, live memberships
 * the players (ADR 054).
 */
export const publicCountersSchema = z.object({
  gamesOrganised: z.number().int().min(0),
  teamsGenerated: z.number().int().min(0),
  players: z.number().int().min(0),
})
export type PublicCounters = z.infer<typeof publicCountersSchema>

import { z } from 'zod'
import { MAX_SLOTS } from '../constants.ts'
import { errorBodySchema } from './errors.ts'
import { idField } from './ids.ts'

// The organiser's week (ADR 053): what changing a BID's places and finishing it take and answer.

/** 409 from update-bid when fewer places would move confirmed players: who, the last to confirm first. */
export const fewerSlotsConflictSchema = errorBodySchema.extend({
  wouldMove: z.array(z.object({ companyPlayerId: z.number().int(), name: z.string() })).optional(),
})
export type FewerSlotsConflict = z.infer<typeof fewerSlotsConflictSchema>

/**
 * POST /bids/complete-bid/{id}: the body is optional. `noShows`: confirmed players who did not
 * come ('Faltou sem avisar', ADR 053); they leave the game's list and count as furões.
 */
export const completeBidRequestSchema = z
  .strictObject({
    noShows: z
      .array(idField(), { message: 'Informe quem faltou sem avisar.' })
      .max(MAX_SLOTS, 'Informe quem faltou sem avisar.')
      .default([]),
  })
  .nullish()
export type CompleteBidRequest = z.input<typeof completeBidRequestSchema>

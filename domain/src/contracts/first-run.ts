import { z } from 'zod'

/**
 * GET /groups/first-run: the organisers' first steps, each done when the group's data says so
 * (ADR 032), never by a flag the client keeps.
 */
export const firstRunResponseSchema = z.object({
  steps: z.object({
    /** 'Defina a agenda da pelada': the Agenda is on, with its weekdays (day, time, place). */
    agenda: z.boolean(),
    /** 'Configure o Financeiro': the group's Pix key and fees are saved. */
    finance: z.boolean(),
    /** 'Convide os jogadores': the group has someone besides its founder. */
    players: z.boolean(),
    /** 'Crie o primeiro BID': the group has a BID. */
    firstBid: z.boolean(),
  }),
  done: z.boolean(),
  /** The group's sign-up link to share; null for an old group that has none yet. */
  inviteUrl: z.string().nullable(),
})
export type FirstRun = z.infer<typeof firstRunResponseSchema>

import { z } from 'zod'

/**
 * The furões (ADR 053): a player who was confirmed and did not come ('Faltou sem avisar', marked
 * when the BID is finished) or said 'Não vou' under the group's notice hours before kick-off.
 * Each player's record counts them over the group's last finished BIDs.
 */
export const ABSENCE_WINDOW = 8

/** A player's record: unannounced absences in the group's last `games` finished BIDs. */
export const absencesSchema = z.object({
  count: z.number().int().min(0),
  /** The group's finished BIDs counted: ABSENCE_WINDOW, or fewer in a new group. */
  games: z.number().int().min(0),
})
export type Absences = z.infer<typeof absencesSchema>

/** '2 faltas nas últimas 8', 'Nenhuma falta nas últimas 8', 'na última'; null before any game. */
export function absencesText({ count, games }: Absences): string | null {
  if (games === 0) return null
  const last = games === 1 ? 'na última' : `nas últimas ${games}`
  if (count === 0) return `Nenhuma falta ${last}`
  return `${count} ${count === 1 ? 'falta' : 'faltas'} ${last}`
}

/** Whether a 'Não vou' now, `hours` of notice being the group's, comes too late (ADR 053). */
export function isLateNotice(kickOff: Date, now: Date, hours: number): boolean {
  const ahead = kickOff.getTime() - now.getTime()
  return ahead > 0 && ahead < hours * 3600_000
}

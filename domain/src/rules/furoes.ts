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
  /** Of the same games, the furões an organiser forgave (ADR 060): shown, not counted. */
  forgiven: z.number().int().min(0).optional(),
})
export type Absences = z.infer<typeof absencesSchema>

/** '2 faltas nas últimas 8', 'Nenhuma falta nas últimas 8', 'na última'; null before any game. */
export function absencesText(absences: Absences): string | null {
  const { count, games } = absences
  if (games === 0) return null
  const last = games === 1 ? 'na última' : `nas últimas ${games}`
  const forgiven = absences.forgiven
    ? ` (${absences.forgiven} ${absences.forgiven === 1 ? 'perdoada' : 'perdoadas'})`
    : ''
  if (count === 0) return `Nenhuma falta ${last}${forgiven}`
  return `${count} ${count === 1 ? 'falta' : 'faltas'} ${last}${forgiven}`
}

/** Whether a 'Não vou' now, `hours` of notice being the group's, comes too late (ADR 053). */
export function isLateNotice(kickOff: Date, now: Date, hours: number): boolean {
  const ahead = kickOff.getTime() - now.getTime()
  return ahead > 0 && ahead < hours * 3600_000
}

/**
 * The furões' rule (ADR 060), a group setting: after `absences` unannounced absences ('Faltou sem
 * avisar', not forgiven; a late 'Não vou' does not count) in the group's BIDs played in the last
 * `weeks` weeks, a mensalista loses the window's guarantee for the next BID.
 */
export type FuraoRule = { absences: number; weeks: number }

/** Whether these absences (the BIDs' numbers) take the guarantee away under the rule. */
export const losesGuarantee = (bidNumbers: readonly number[], rule: FuraoRule) =>
  bidNumbers.length >= rule.absences

const inWeeks = (weeks: number) =>
  weeks === 1 ? 'na última semana' : `nas últimas ${weeks} semanas`
const andList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`

/** '2 faltas sem avisar nas últimas 4 semanas (BID #12 e #13)' */
export function ruleAbsencesText(bidNumbers: readonly number[], weeks: number): string {
  const count = bidNumbers.length
  const faltas = count === 1 ? '1 falta sem avisar' : `${count} faltas sem avisar`
  const bids = count === 0 ? '' : ` (BID ${andList(bidNumbers.map((n) => `#${n}`))})`
  return `${count === 0 ? 'Nenhuma falta sem avisar' : faltas} ${inWeeks(weeks)}${bids}`
}

/** The notice's reason: 'Você perdeu a vaga garantida deste BID: 2 faltas sem avisar …'. */
export const guaranteeLostText = (bidNumbers: readonly number[], weeks: number) =>
  `Você perdeu a vaga garantida deste BID: ${ruleAbsencesText(bidNumbers, weeks)}.`

/** What an automatically confirmed player reads on the notice and on /check-in (ADR 060). */
export const AUTO_CONFIRMED_TEXT = 'Confirmado automaticamente — toque se não for'

/** The rule as the record shows it on /jogadores: where a player stands under it. */
export const ruleRecordSchema = z.object({
  /** Their furões the rule counts now, by the BIDs' numbers. */
  bidNumbers: z.array(z.number().int()),
  weeks: z.number().int(),
  absences: z.number().int(),
})
export type RuleRecord = z.infer<typeof ruleRecordSchema>

/**
 * The rule's line on /jogadores: '2 faltas sem avisar nas últimas 4 semanas (BID #12 e #13) ·
 * sem vaga garantida no próximo BID', or '… · com 2, perde a vaga garantida'.
 */
export const ruleRecordText = (r: RuleRecord) =>
  `${ruleAbsencesText(r.bidNumbers, r.weeks)} · ${
    losesGuarantee(r.bidNumbers, r)
      ? 'sem vaga garantida no próximo BID'
      : `com ${r.absences}, perde a vaga garantida`
  }`

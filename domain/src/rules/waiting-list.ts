import type { PlayerType } from '../contracts/enums.ts'

/** The line rule as players read it on the check-in screen (ADR 011). */
export const WAITLIST_RULE =
  'Na lista de espera, mensalistas e goleiros vêm antes dos avulsos; depois vale a ordem de chegada.'

export const ordinal = (n: number) => `${n}º`

/** What a place in the waiting list needs to be ranked. */
export type WaitlistEntry = {
  /** The entry's own id: the last tie-breaker, so the order is total. */
  id: number
  typePlayer: PlayerType
  /** When they joined the line. */
  waitlistedAt: Date | string | null
  /** When an organiser moved them to the head of the line, if ever. */
  waitlistFirstAt: Date | string | null
}

const time = (value: Date | string | null) =>
  value === null ? Number.POSITIVE_INFINITY : new Date(value).getTime()
const tier = (type: PlayerType) => (type === 'sporadic' ? 1 : 0)

/**
 * The line order: whoever an organiser moved to the head (the latest move first), then monthly
 * players and goalkeepers before sporadic players, then arrival in the line.
 */
export function compareWaitlist(a: WaitlistEntry, b: WaitlistEntry): number {
  const aFirst = a.waitlistFirstAt === null ? 0 : 1
  const bFirst = b.waitlistFirstAt === null ? 0 : 1
  if (aFirst !== bFirst) return bFirst - aFirst
  if (aFirst && bFirst) {
    const moved = time(b.waitlistFirstAt) - time(a.waitlistFirstAt)
    if (moved !== 0) return moved
  }
  return (
    tier(a.typePlayer) - tier(b.typePlayer) ||
    time(a.waitlistedAt) - time(b.waitlistedAt) ||
    a.id - b.id
  )
}

/** The line, head first (a copy: the input is left as it was). */
export function waitlistOrder<T extends WaitlistEntry>(entries: readonly T[]): T[] {
  return [...entries].sort(compareWaitlist)
}

/** The reply to a check-in that found the BID full. */
export function waitlistedMessage(position: number, self: boolean): string {
  const who = self ? 'você entrou' : 'o jogador entrou'
  return `BID lotado: ${who} na lista de espera (${ordinal(position)} lugar).`
}

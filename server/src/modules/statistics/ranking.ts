import type { Trend } from '@bidfut/domain/contracts/statistics'
import { compareNames } from '@bidfut/domain/rules/person-names'

/** Goals per game, 2 decimals; 0 with no games. Integer arithmetic first so halves round up. */
export function average(goals: number, games: number): number {
  return games > 0 ? Math.round((goals * 100) / games) / 100 : 0
}

export type Scorer = { companyPlayerId: number; name: string; goals: number; games: number }

/**
 * ADR 006's ranking order: more goals, then fewer games, then the name in pt-BR collation; the
 * membership id last, so equal names keep one order on every call.
 */
export function byRanking(a: Scorer, b: Scorer): number {
  return (
    b.goals - a.goals ||
    a.games - b.games ||
    compareNames(a.name, b.name) ||
    a.companyPlayerId - b.companyPlayerId
  )
}

/** A BID's top scorer: most goals, then name; nobody when nobody scored. */
export function topScorerOf<T extends { companyPlayerId: number; name: string; goals: number }>(
  entries: T[],
): T | null {
  let best: T | null = null
  for (const entry of entries) {
    if (entry.goals <= 0) continue
    if (
      !best ||
      entry.goals > best.goals ||
      (entry.goals === best.goals &&
        (compareNames(entry.name, best.name) || entry.companyPlayerId - best.companyPlayerId) < 0)
    ) {
      best = entry
    }
  }
  return best
}

export function trendOf(total: number, before: number | undefined): Trend {
  if (before === undefined || total === before) return 'stable'
  return total > before ? 'up' : 'down'
}

import type { BidDetails, HistoryItem } from '@bidfut/domain/contracts/statistics'
import { displayName, sortByName } from '@bidfut/domain/rules/person-names'
import type * as history from './history.repo.ts'
import { topScorerOf } from './ranking.ts'
import type * as repo from './statistics.repo.ts'

type FinishedBidSheet = NonNullable<Awaited<ReturnType<typeof repo.findFinishedBidSheet>>>

/**
 * /historico/{id}: a finished BID, every entry with its stats, sorted by name. Skill levels are
 * an organiser's working note: members get none.
 */
export function toBidDetails(
  sheet: FinishedBidSheet,
  { withSkill }: { withSkill: boolean },
): BidDetails {
  const players = sortByName(
    sheet.entries.map((e) => ({
      companyPlayerId: e.companyPlayerId,
      name: displayName(e),
      bidStatus: e.bidStatus,
      typePlayer: e.typePlayer,
      playerPosition: e.playerPosition,
      ...(withSkill ? { skillLevel: e.skillLevel } : {}),
      quantityOfGoals: e.quantityOfGoals,
      assistGoals: e.assistGoals,
      ballRecoveries: e.ballRecoveries,
      goalKeeperDefender: e.goalKeeperDefender,
      weeklyTeam: e.weeklyTeam,
    })),
  )
  const top = topScorerOf(players.map((p) => ({ ...p, goals: p.quantityOfGoals })))
  return {
    bidDayId: sheet.bid.id,
    number: sheet.bid.number,
    dayOfMatch: sheet.bid.dayOfMatch,
    location: sheet.bid.location,
    topScorer: top ? { name: top.name, quantityOfGoals: top.quantityOfGoals } : null,
    weeklyTeam: players.filter((p) => p.weeklyTeam).map((p) => p.name),
    data: players,
  }
}

type HistoryRow = Awaited<ReturnType<typeof history.listHistoryPage>>[number]
type MemberName = Awaited<ReturnType<typeof history.listMemberNames>>[number]

/** /historico's rows: each finished BID with its totals and its top scorer by name. */
export function toHistoryItems(rows: HistoryRow[], members: MemberName[]): HistoryItem[] {
  const names = new Map(members.map((m) => [m.id, displayName(m)]))
  return rows.map((bid) => {
    const goals = bid.scorerGoals ?? []
    const top = topScorerOf(
      (bid.scorerIds ?? []).map((companyPlayerId, i) => ({
        companyPlayerId,
        name: names.get(companyPlayerId) ?? '',
        goals: goals[i] ?? 0,
      })),
    )
    return {
      bidDayId: bid.id,
      number: bid.number,
      bidStatus: 'finished' as const,
      dayOfMatch: bid.dayOfMatch,
      location: bid.location,
      totalPlayers: bid.totalPlayers,
      totalGoals: bid.totalGoals,
      topScorer: top?.name ?? null,
      totalScorerGoals: top?.goals ?? 0,
    }
  })
}

import type { BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import { drawnPlayerSchema, type DrawnPlayer } from '@bidfut/domain/contracts/teams'
import { teamSkill } from '@bidfut/domain/team-draw'
import type { MergeEntry } from './merge.repo.ts'

// When both entries of one person are in the same BID, the one with the stronger answer stays:
// having played beats a place in line, any answer beats none ('waiting'). ADR 012.
const STATUS_STRENGTH: readonly BidPlayerStatus[] = [
  'confirmed',
  'waitlisted',
  'hurt',
  'absent',
  'waiting',
]

function strength(status: BidPlayerStatus): number {
  const index = STATUS_STRENGTH.indexOf(status)
  return index === -1 ? STATUS_STRENGTH.length : index
}

/**
 * One BID, two entries of the same person: which row stays (with its status, type, position
 * and skill) and the counters it ends with. Counters add up; the weekly team is kept if either had it.
 */
export function combineEntries(kept: MergeEntry, merged: MergeEntry) {
  const stays = strength(merged.status) < strength(kept.status) ? merged : kept
  const goes = stays === kept ? merged : kept
  return {
    stays,
    goes,
    counters: {
      quantityOfGoals: kept.quantityOfGoals + merged.quantityOfGoals,
      assistGoals: kept.assistGoals + merged.assistGoals,
      ballRecoveries: kept.ballRecoveries + merged.ballRecoveries,
      goalKeeperDefender: kept.goalKeeperDefender + merged.goalKeeperDefender,
      weeklyTeam: kept.weeklyTeam || merged.weeklyTeam,
    },
  }
}

type Draw = { teams: { totalSkill: number; players: DrawnPlayer[] }[]; reserves: DrawnPlayer[] }

function isDraw(value: unknown): value is Draw {
  const draw = value as Draw | null
  const players = (list: unknown) =>
    Array.isArray(list) && list.every((p) => drawnPlayerSchema.safeParse(p).success)
  return (
    typeof draw === 'object' &&
    draw !== null &&
    Array.isArray(draw.teams) &&
    draw.teams.every((team) => players(team.players)) &&
    players(draw.reserves)
  )
}

const skillOf = (players: DrawnPlayer[]) =>
  teamSkill(
    players.map((p) => ({
      id: p.companyPlayerId,
      name: p.name,
      type: p.typePlayer,
      position: p.position,
      skill: p.skillLevel,
    })),
  )

/**
 * A stored team draw after the merge: the merged member's place goes to the kept one, under the
 * kept one's name; if both were drawn, the merged one's place is dropped. Undefined = unchanged.
 */
export function rewriteDraw(
  draw: unknown,
  merged: number,
  kept: { id: number; name: string },
): Draw | undefined {
  if (!isDraw(draw)) return undefined
  const all = [...draw.teams.flatMap((team) => team.players), ...draw.reserves]
  if (!all.some((player) => player.companyPlayerId === merged)) return undefined
  const keptDrawn = all.some((player) => player.companyPlayerId === kept.id)
  const rewrite = (players: DrawnPlayer[]) =>
    players.flatMap((player) => {
      if (player.companyPlayerId !== merged) return [player]
      return keptDrawn ? [] : [{ ...player, companyPlayerId: kept.id, name: kept.name }]
    })
  return {
    ...draw,
    teams: draw.teams.map((team) => {
      const players = rewrite(team.players)
      return { ...team, players, totalSkill: skillOf(players) }
    }),
    reserves: rewrite(draw.reserves),
  }
}

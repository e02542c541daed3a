import type { DrawnTeam } from '@bidfut/domain/contracts/teams'

/** Whether a drawn player keeps goal: registered as a goalkeeper or playing in that position. */
export function isDrawnGoalkeeper(player: { typePlayer: string; position: string | null }) {
  return player.typePlayer === 'goalkeeper' || player.position === 'goalkeeper'
}

/** Fewer outfield players than the draw asked for: the leftovers' team, always the last one. */
export function isIncompleteTeam(team: DrawnTeam, playersPerTeam: number): boolean {
  return team.players.filter((p) => !isDrawnGoalkeeper(p)).length < playersPerTeam
}

/** 'Time 5', or 'Time 5 · incompleto' for the leftovers' team. */
export function teamTitle(team: DrawnTeam, playersPerTeam: number): string {
  const title = `Time ${team.teamId}`
  return isIncompleteTeam(team, playersPerTeam) ? `${title} · incompleto` : title
}

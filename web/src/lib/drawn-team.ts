/** What the helpers read of a team: an organiser's drawn team or a member's (no skill). */
type Team = { teamId: number; players: { typePlayer: string; position: string | null }[] }

/** Whether a drawn player keeps goal: registered as a goalkeeper or playing in that position. */
export function isDrawnGoalkeeper(player: { typePlayer: string; position: string | null }) {
  return player.typePlayer === 'goalkeeper' || player.position === 'goalkeeper'
}

/** Fewer outfield players than the draw asked for: the leftovers' team, always the last one. */
export function isIncompleteTeam(team: Team, playersPerTeam: number): boolean {
  return team.players.filter((p) => !isDrawnGoalkeeper(p)).length < playersPerTeam
}

/** 'Time 5', or 'Time 5 · incompleto' for the leftovers' team. */
export function teamTitle(team: Team, playersPerTeam: number): string {
  const title = `Time ${team.teamId}`
  return isIncompleteTeam(team, playersPerTeam) ? `${title} · incompleto` : title
}

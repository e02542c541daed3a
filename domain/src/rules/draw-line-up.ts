type PlayerRef = { companyPlayerId: number }

export const CONFIRMED_CHANGED_SINCE_DRAW = 'Os confirmados mudaram desde o sorteio'

/**
 * The confirmed players a draw was made from: drawTeams places every one of them in a team or
 * among the reserves, so the stored draw is its own record of the line-up it saw.
 */
export function drawnLineUp(draw: { teams: { players: PlayerRef[] }[]; reserves: PlayerRef[] }) {
  return new Set([
    ...draw.teams.flatMap((team) => team.players.map((p) => p.companyPlayerId)),
    ...draw.reserves.map((p) => p.companyPlayerId),
  ])
}

/** CONFIRMED_CHANGED_SINCE_DRAW: someone confirmed or left after the draw. */
export function confirmedChangedSinceDraw(
  draw: Parameters<typeof drawnLineUp>[0],
  confirmedIds: readonly number[],
): boolean {
  const drawn = drawnLineUp(draw)
  const confirmed = new Set(confirmedIds)
  return drawn.size !== confirmed.size || [...confirmed].some((id) => !drawn.has(id))
}

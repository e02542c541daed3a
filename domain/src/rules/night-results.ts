/**
 * The night's matches between drawn teams ('quem ganha fica'), and what they make of each
 * player's record (ADR 039).
 */

/** Goals per team in one match: more than this is a typo, not a pelada. */
export const MAX_MATCH_GOALS = 30

export type PlayedMatch = {
  homeTeamId: number
  awayTeamId: number
  homeGoals: number | null
  awayGoals: number | null
}

/**
 * The next pairing under 'quem ganha fica': the winner stays and meets the team that has waited
 * longest; after a draw both leave and the two teams that waited longest play. With two teams it
 * is always the same pair. Returns null with fewer than two teams.
 */
export function nextPairing(
  teamIds: readonly number[],
  matches: readonly PlayedMatch[],
): [number, number] | null {
  if (teamIds.length < 2) return null
  const last = matches.at(-1)
  if (!last) return [teamIds[0]!, teamIds[1]!]
  if (teamIds.length === 2) return [teamIds[0]!, teamIds[1]!]
  // The queue of teams not on the pitch, longest wait first.
  const lastPlayed = new Map<number, number>(teamIds.map((id) => [id, -1]))
  matches.forEach((m, i) => {
    lastPlayed.set(m.homeTeamId, i)
    lastPlayed.set(m.awayTeamId, i)
  })
  const waiting = teamIds
    .filter((id) => id !== last.homeTeamId && id !== last.awayTeamId)
    .sort((a, b) => lastPlayed.get(a)! - lastPlayed.get(b)! || a - b)
  const winner = winnerOf(last)
  if (winner !== null) return [winner, waiting[0]!]
  if (waiting.length >= 2) return [waiting[0]!, waiting[1]!]
  // A draw with three teams: the waiting team meets the one that has been on the pitch less.
  const stayed = [last.homeTeamId, last.awayTeamId].sort(
    (a, b) => streak(matches, a) - streak(matches, b) || a - b,
  )
  return [stayed[0]!, waiting[0]!]
}

function winnerOf(m: PlayedMatch): number | null {
  if (m.homeGoals === null || m.awayGoals === null || m.homeGoals === m.awayGoals) return null
  return m.homeGoals > m.awayGoals ? m.homeTeamId : m.awayTeamId
}

/** How many matches in a row, ending with the last, the team has played. */
function streak(matches: readonly PlayedMatch[], teamId: number): number {
  let n = 0
  for (let i = matches.length - 1; i >= 0; i--) {
    const m = matches[i]!
    if (m.homeTeamId !== teamId && m.awayTeamId !== teamId) break
    n++
  }
  return n
}

export type MatchOutcome = 'win' | 'draw' | 'loss'

/** A team's outcome in a scored match; null for a match without a score or not involving it. */
export function outcomeFor(m: PlayedMatch, teamId: number): MatchOutcome | null {
  if (m.homeGoals === null || m.awayGoals === null) return null
  if (teamId !== m.homeTeamId && teamId !== m.awayTeamId) return null
  if (m.homeGoals === m.awayGoals) return 'draw'
  const won = teamId === m.homeTeamId ? m.homeGoals > m.awayGoals : m.awayGoals > m.homeGoals
  return won ? 'win' : 'loss'
}

/** Win rate: wins over scored matches played, in %, rounded; null with no scored match. */
export function winRate(record: { wins: number; draws: number; losses: number }): number | null {
  const played = record.wins + record.draws + record.losses
  if (played === 0) return null
  return Math.round((record.wins / played) * 100)
}

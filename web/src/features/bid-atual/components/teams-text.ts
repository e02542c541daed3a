import { positionLabels } from '@bidfut/domain/contracts/enums'
import type { DrawnTeam, TeamDraw } from '@bidfut/domain/contracts/teams'
import { isDrawnGoalkeeper } from '@/components/goalkeeper-glove-icon'

/** Fewer outfield players than the draw asked for: the leftovers' team, always the last one. */
export function isIncompleteTeam(team: DrawnTeam, playersPerTeam: number): boolean {
  return team.players.filter((p) => !isDrawnGoalkeeper(p)).length < playersPerTeam
}

/** 'Time 5', or 'Time 5 · incompleto' for the leftovers' team. */
export function teamTitle(team: DrawnTeam, playersPerTeam: number): string {
  const title = `Time ${team.teamId}`
  return isIncompleteTeam(team, playersPerTeam) ? `${title} · incompleto` : title
}

/** The draw as a WhatsApp-ready message: bold team headers, one player per line. */
export function teamsText(
  draw: Pick<TeamDraw, 'teams' | 'reserves' | 'quantityOfPlayersEachTeam'>,
): string {
  const blocks = draw.teams.map((team) => {
    const lines = team.players.map((p) => {
      const position = p.position ? ` (${positionLabels[p.position]})` : ''
      const glove = isDrawnGoalkeeper(p) ? '🧤 ' : ''
      return `${glove}${p.name}${position}`
    })
    const title = teamTitle(team, draw.quantityOfPlayersEachTeam)
    return [`*${title}* (habilidade ${team.totalSkill})`, ...lines].join('\n')
  })
  if (draw.reserves.length > 0) {
    blocks.push(['*Reservas*', ...draw.reserves.map((p) => p.name)].join('\n'))
  }
  return ['⚽ TIMES SORTEADOS', ...blocks].join('\n\n')
}

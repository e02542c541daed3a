import { positionLabels } from '@bidfut/domain/contracts/enums'
import type { TeamDraw } from '@bidfut/domain/contracts/teams'
import { isDrawnGoalkeeper, teamTitle } from '@/lib/drawn-team'

/**
 * The draw as a WhatsApp-ready message: bold team headers, one player per line, and the link to
 * the check-in, where each player sees their team.
 */
export function teamsText(
  draw: Pick<TeamDraw, 'teams' | 'reserves' | 'quantityOfPlayersEachTeam'>,
  checkInUrl: string,
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
  return ['⚽ TIMES SORTEADOS', ...blocks, `👉 Veja o seu time no app: ${checkInUrl}`].join('\n\n')
}

/** The teams picture's alt text: each team and its players, in words. */
export function teamsAlt(draw: Pick<TeamDraw, 'teams' | 'reserves'>): string {
  const teams = draw.teams.map(
    (team) => `Time ${team.teamId}: ${team.players.map((p) => p.name).join(', ')}`,
  )
  const reserves =
    draw.reserves.length > 0 ? [`Reservas: ${draw.reserves.map((p) => p.name).join(', ')}`] : []
  return ['Imagem dos times sorteados', ...teams, ...reserves].join('. ')
}

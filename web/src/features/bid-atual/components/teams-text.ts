import { positionLabels } from '@bidfut/domain/contracts/enums'
import type { TeamDraw } from '@bidfut/domain/contracts/teams'

/** The draw as a WhatsApp-ready message: bold team headers, one player per line. */
export function teamsText(draw: Pick<TeamDraw, 'teams' | 'reserves'>): string {
  const blocks = draw.teams.map((team) => {
    const lines = team.players.map((p) => {
      const position = p.position ? ` (${positionLabels[p.position]})` : ''
      const glove = p.typePlayer === 'goalkeeper' || p.position === 'goalkeeper' ? '🧤 ' : ''
      return `${glove}${p.name}${position}`
    })
    return [`*Time ${team.teamId}* (habilidade ${team.totalSkill})`, ...lines].join('\n')
  })
  if (draw.reserves.length > 0) {
    blocks.push(['*Reservas*', ...draw.reserves.map((p) => p.name)].join('\n'))
  }
  return ['⚽ TIMES SORTEADOS', ...blocks].join('\n\n')
}

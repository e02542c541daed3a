import { describe, expect, it } from 'vitest'
import { teamsText } from './teams-text'
import { drawnPlayer } from '@/test/team-draw-fixtures'

describe('teamsText', () => {
  it('lists each team with its skill, goalkeeper first, then the reserves', () => {
    const text = teamsText({
      teams: [
        {
          teamId: 1,
          totalSkill: 12,
          players: [
            drawnPlayer(1, 'Marquinhos', 'goalkeeper', 7, 'goalkeeper'),
            drawnPlayer(2, 'Dudu', 'striker', 9, 'monthly'),
            drawnPlayer(3, 'Tom', null, 3, 'sporadic'),
          ],
        },
      ],
      reserves: [drawnPlayer(4, 'Dida', 'goalkeeper', 5, 'goalkeeper')],
    })
    expect(text).toBe(
      [
        '⚽ TIMES SORTEADOS',
        '*Time 1* (habilidade 12)\n🧤 Marquinhos (Goleiro)\nDudu (Atacante)\nTom',
        '*Reservas*\nDida',
      ].join('\n\n'),
    )
  })
})

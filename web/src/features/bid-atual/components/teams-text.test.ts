import { describe, expect, it } from 'vitest'
import { teamsText } from './teams-text'

describe('teamsText', () => {
  it('lists each team with its skill, goalkeeper first, then the reserves', () => {
    const text = teamsText({
      teams: [
        {
          teamId: 1,
          totalSkill: 12,
          players: [
            {
              companyPlayerId: 1,
              name: 'Marquinhos',
              position: 'goalkeeper',
              skillLevel: 7,
              typePlayer: 'goalkeeper',
            },
            {
              companyPlayerId: 2,
              name: 'Dudu',
              position: 'striker',
              skillLevel: 9,
              typePlayer: 'monthly',
            },
            {
              companyPlayerId: 3,
              name: 'Tom',
              position: null,
              skillLevel: 3,
              typePlayer: 'sporadic',
            },
          ],
        },
      ],
      reserves: [
        {
          companyPlayerId: 4,
          name: 'Dida',
          position: 'goalkeeper',
          skillLevel: 5,
          typePlayer: 'goalkeeper',
        },
      ],
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

import { describe, expect, it } from 'vitest'
import { isIncompleteTeam, teamTitle } from '@/lib/drawn-team'
import { teamsText } from './teams-text'
import { drawnPlayer } from '@/test/team-draw-fixtures'

const CHECK_IN = 'https://bidfut.example/check-in'
const keeper = drawnPlayer(1, 'Marquinhos', 'goalkeeper', 7, 'goalkeeper')
const dudu = drawnPlayer(2, 'Dudu', 'striker', 9, 'monthly')
const tom = drawnPlayer(3, 'Tom', null, 3, 'sporadic')
const leo = drawnPlayer(5, 'Léo', 'defender', 6, 'monthly')

describe('teamsText', () => {
  it('lists each team with its skill, goalkeeper first, then the reserves', () => {
    const text = teamsText(
      {
        quantityOfPlayersEachTeam: 2,
        teams: [{ teamId: 1, totalSkill: 12, players: [keeper, dudu, tom] }],
        reserves: [drawnPlayer(4, 'Dida', 'goalkeeper', 5, 'goalkeeper')],
      },
      CHECK_IN,
    )
    expect(text).toBe(
      [
        '⚽ TIMES SORTEADOS',
        '*Time 1* (habilidade 12)\n🧤 Marquinhos (Goleiro)\nDudu (Atacante)\nTom',
        '*Reservas*\nDida',
        '👉 Veja o seu time no app: https://bidfut.example/check-in',
      ].join('\n\n'),
    )
  })

  it("marks the last team 'incompleto' when it has fewer outfield players than asked", () => {
    const text = teamsText(
      {
        quantityOfPlayersEachTeam: 2,
        teams: [
          { teamId: 1, totalSkill: 12, players: [keeper, dudu, tom] },
          { teamId: 2, totalSkill: 6, players: [leo] },
        ],
        reserves: [],
      },
      CHECK_IN,
    )
    expect(text).toContain('*Time 1* (habilidade 12)')
    expect(text).toContain('*Time 2 · incompleto* (habilidade 6)\nLéo (Zagueiro)')
  })
})

describe('isIncompleteTeam', () => {
  it('counts outfield players only: a goalkeeper does not fill a team', () => {
    const team = { teamId: 5, totalSkill: 9, players: [keeper, dudu] }
    expect(isIncompleteTeam(team, 2)).toBe(true)
    expect(teamTitle(team, 2)).toBe('Time 5 · incompleto')
    expect(isIncompleteTeam(team, 1)).toBe(false)
    expect(teamTitle(team, 1)).toBe('Time 5')
  })

  it('treats an outfield-registered player drawn in goal as a goalkeeper', () => {
    const keeping = drawnPlayer(6, 'Zé', 'goalkeeper', 4, 'monthly')
    expect(isIncompleteTeam({ teamId: 1, players: [keeping, dudu] }, 2)).toBe(true)
  })
})

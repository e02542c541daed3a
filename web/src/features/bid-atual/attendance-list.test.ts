import { describe, expect, it } from 'vitest'
import { makeLiveBid, makePlayer } from '@/test/bid-fixtures'
import { buildAttendanceList } from './attendance-list'

describe('buildAttendanceList', () => {
  it('heads the list with a warning and the date, then numbers each section', () => {
    const bid = makeLiveBid({
      monthly: [
        makePlayer(1, 'Bruninho', { status: 'confirmed' }),
        makePlayer(2, 'Dudu', { status: 'waiting' }),
        makePlayer(5, 'Léo', { status: 'hurt' }),
      ],
      goalkeepers: [makePlayer(3, 'Marquinhos', { status: 'absent' })],
      sporadicPlayers: [makePlayer(4, 'Teteu', { status: 'confirmed' })],
    })
    expect(buildAttendanceList(bid)).toBe(
      [
        '⚠️ LISTA DE PRESENÇA - BID 28/11/2030',
        'Confirme sua presença no app antes do jogo!',
        '',
        'Mensal',
        '✅ 1. Bruninho',
        '⏳ 2. Dudu',
        '🚑 3. Léo',
        '',
        'Goleiros',
        '❌ 1. Marquinhos',
        '',
        'Avulsos',
        '✅ 1. Teteu',
        '',
        '✅ Confirmado · ⏳ Pendente · ❌ Ausente · 🚑 Lesionado',
      ].join('\n'),
    )
  })

  it('says so when a section is empty', () => {
    const text = buildAttendanceList(makeLiveBid({ sporadicPlayers: [] }))
    expect(text).toContain('Avulsos\nNenhum jogador')
  })
})

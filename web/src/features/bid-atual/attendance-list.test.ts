import { describe, expect, it } from 'vitest'
import { makeLiveBid, makePlayer } from '@/test/bid-fixtures'
import { buildAttendanceList } from './attendance-list'

const CHECK_IN = 'https://bidfut.example/check-in'

describe('buildAttendanceList', () => {
  it('heads the list with a warning, the date, time and place, then numbers each section', () => {
    const bid = makeLiveBid({
      monthly: [
        makePlayer(1, 'Bruninho', { status: 'confirmed' }),
        makePlayer(2, 'Dudu', { status: 'waiting' }),
        makePlayer(5, 'Léo', { status: 'hurt' }),
      ],
      goalkeepers: [makePlayer(3, 'Marquinhos', { status: 'absent' })],
      sporadicPlayers: [makePlayer(4, 'Teteu', { status: 'confirmed' })],
    })
    expect(buildAttendanceList(bid, CHECK_IN)).toBe(
      [
        '⚠️ LISTA DE PRESENÇA - BID 28/11/2030 às 19:30',
        '📍 Arena Central',
        '👉 Confirme sua presença antes do jogo: https://bidfut.example/check-in',
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
    const text = buildAttendanceList(makeLiveBid({ sporadicPlayers: [] }), CHECK_IN)
    expect(text).toContain('Avulsos\nNenhum jogador')
  })

  it('says the place is still to be decided when the BID has none', () => {
    const text = buildAttendanceList(makeLiveBid({ location: null }), CHECK_IN)
    expect(text.split('\n').slice(0, 2)).toEqual([
      '⚠️ LISTA DE PRESENÇA - BID 28/11/2030 às 19:30',
      '📍 Local a definir',
    ])
  })

  it('adds the waiting list in line order only when someone is in it', () => {
    const text = buildAttendanceList(
      {
        ...makeLiveBid(),
        waitlist: [
          makePlayer(8, 'Zico', { status: 'waitlisted' }),
          makePlayer(9, 'Adílio', { status: 'waitlisted' }),
        ],
      },
      CHECK_IN,
    )
    expect(text).toContain('Lista de espera\n🕒 1. Zico\n🕒 2. Adílio')
    expect(text.endsWith('🚑 Lesionado · 🕒 Lista de espera')).toBe(true)
    expect(buildAttendanceList(makeLiveBid(), CHECK_IN)).not.toContain('Lista de espera')
  })
})

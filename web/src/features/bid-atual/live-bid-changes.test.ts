import { describe, expect, it } from 'vitest'
import { makeLiveBid, makePlayer } from '@/test/bid-fixtures'
import { changeNotices, diffLiveBids } from './live-bid-changes'

describe('diffLiveBids', () => {
  it('finds nothing when nothing changed', () => {
    expect(diffLiveBids(makeLiveBid(), makeLiveBid())).toBeNull()
  })

  it('ignores a different BID', () => {
    expect(diffLiveBids(makeLiveBid(), makeLiveBid({ bidDayId: 10, totalConfirmed: 9 }))).toBeNull()
  })

  it('reports the confirmed count and each status change', () => {
    const before = makeLiveBid()
    const after = makeLiveBid({
      monthly: [
        makePlayer(1, 'Bruninho', { status: 'confirmed' }),
        makePlayer(2, 'Dudu', { status: 'confirmed' }),
      ],
      sporadicPlayers: [
        makePlayer(4, 'Teteu', { status: 'absent' }),
        makePlayer(6, 'Gabigol', { status: 'confirmed' }),
      ],
    })
    expect(diffLiveBids(before, after)).toEqual({
      confirmed: { from: 2, to: 4 },
      statuses: [{ name: 'Dudu', from: 'waiting', to: 'confirmed' }],
    })
  })
})

describe('diffLiveBids and the waiting list', () => {
  it('reports a move out of the line, as when a freed slot confirms the first in it', () => {
    const before = makeLiveBid({
      waitlist: [makePlayer(6, 'Gabigol', { status: 'waitlisted', waitlistPosition: 1 })],
    })
    const after = makeLiveBid({
      sporadicPlayers: [
        makePlayer(4, 'Teteu', { status: 'absent', playerPosition: null }),
        makePlayer(6, 'Gabigol', { status: 'confirmed' }),
      ],
    })
    expect(diffLiveBids(before, after)?.statuses).toEqual([
      { name: 'Gabigol', from: 'waitlisted', to: 'confirmed' },
    ])
    expect(changeNotices(diffLiveBids(before, after)!)[1]).toMatchObject({
      message: 'Gabigol: Lista de espera → Confirmado',
    })
  })
})

describe('changeNotices', () => {
  it('words the count for 3 s and each status change for 4 s', () => {
    expect(
      changeNotices({
        confirmed: { from: 12, to: 13 },
        statuses: [{ name: 'Dudu', from: 'waiting', to: 'confirmed' }],
      }),
    ).toEqual([
      { message: 'Confirmados: 12 → 13', description: '1 novo confirmado', duration: 3000 },
      { message: 'Dudu: Pendente → Confirmado', duration: 4000 },
    ])
  })

  it('words increases and decreases of several', () => {
    expect(changeNotices({ confirmed: { from: 10, to: 13 }, statuses: [] })[0]).toMatchObject({
      description: '3 novos confirmados',
    })
    expect(changeNotices({ confirmed: { from: 13, to: 12 }, statuses: [] })[0]).toMatchObject({
      description: '1 confirmado a menos',
    })
    expect(changeNotices({ confirmed: { from: 13, to: 10 }, statuses: [] })[0]).toMatchObject({
      description: '3 confirmados a menos',
    })
  })

  it('summarises a burst of status changes', () => {
    const statuses = Array.from({ length: 7 }, (_, i) => ({
      name: `J${i}`,
      from: 'waiting' as const,
      to: 'absent' as const,
    }))
    const notices = changeNotices({ confirmed: null, statuses })
    expect(notices).toHaveLength(6)
    expect(notices[5]).toEqual({ message: 'Mais 2 jogadores mudaram de status', duration: 4000 })
  })
})

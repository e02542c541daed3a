import { describe, expect, it } from 'vitest'
import {
  leaveOwnSlotPrompt,
  leavePlayerSlotPrompt,
  needsHeldPlace,
  slotAfterLeave,
} from './held-places.ts'

const window = { until: '26/11 20:00', heldPlaces: 21 }

describe('needsHeldPlace', () => {
  it('is true for an avulso when the free slots are all held', () => {
    expect(
      needsHeldPlace(
        { totalPlayers: 24, totalConfirmed: 3, monthlyWindow: window },
        { regular: false },
      ),
    ).toBe(true)
    expect(
      needsHeldPlace(
        { totalPlayers: 24, totalConfirmed: 23, monthlyWindow: window },
        { regular: false },
      ),
    ).toBe(true)
  })
  it('is false with a slot nobody holds, on a full BID, for a regular, or without a window', () => {
    expect(
      needsHeldPlace(
        { totalPlayers: 24, totalConfirmed: 2, monthlyWindow: window },
        { regular: false },
      ),
    ).toBe(false)
    expect(
      needsHeldPlace(
        { totalPlayers: 24, totalConfirmed: 24, monthlyWindow: window },
        { regular: false },
      ),
    ).toBe(false)
    expect(
      needsHeldPlace(
        { totalPlayers: 24, totalConfirmed: 3, monthlyWindow: window },
        { regular: true },
      ),
    ).toBe(false)
    expect(
      needsHeldPlace(
        { totalPlayers: 24, totalConfirmed: 3, monthlyWindow: null },
        { regular: false },
      ),
    ).toBe(false)
  })
})

describe('needsHeldPlace with the BID’s own places (ADR 053)', () => {
  it('counts the held places against a 14-place BID', () => {
    const bid = { totalPlayers: 14, monthlyWindow: { ...window, heldPlaces: 4 } }
    expect(needsHeldPlace({ ...bid, totalConfirmed: 9 }, { regular: false })).toBe(false)
    expect(needsHeldPlace({ ...bid, totalConfirmed: 10 }, { regular: false })).toBe(true)
    expect(needsHeldPlace({ ...bid, totalConfirmed: 14 }, { regular: false })).toBe(false)
  })
})

describe('slotAfterLeave', () => {
  const full = {
    isPast: false,
    firstWaitlistedName: 'Teteu',
    totalConfirmed: 24,
    totalPlayers: 24,
  }
  const avulso = { regular: false }
  const mensalista = { regular: true }

  it('gives the slot to the first in line without a window', () => {
    for (const to of ['waiting', 'absent', 'hurt'] as const) {
      expect(slotAfterLeave('confirmed', to, { ...full, monthlyWindow: null }, mensalista)).toEqual(
        { to: 'line', name: 'Teteu' },
      )
    }
  })

  it('asks nothing when nobody waits, after kick-off, or when no slot is freed', () => {
    const bid = { ...full, monthlyWindow: null }
    expect(
      slotAfterLeave('confirmed', 'waiting', { ...bid, firstWaitlistedName: null }, avulso),
    ).toBeNull()
    expect(slotAfterLeave('confirmed', 'absent', { ...bid, isPast: true }, avulso)).toBeNull()
    expect(slotAfterLeave('absent', 'waiting', bid, avulso)).toBeNull()
    expect(slotAfterLeave('confirmed', 'confirmed', bid, avulso)).toBeNull()
  })

  it('during the window keeps a mensalista’s cancelled place with the mensalistas', () => {
    // 3 avulsos and 18 mensalistas confirmed, 3 mensalistas still 'Pendente', one avulso waiting.
    const bid = { ...full, totalConfirmed: 21, monthlyWindow: { ...window, heldPlaces: 3 } }
    expect(slotAfterLeave('confirmed', 'waiting', bid, mensalista)).toEqual({
      to: 'mensalistas',
      until: '26/11 20:00',
    })
    // 'Não vou' frees the place for good: the line gets it.
    expect(slotAfterLeave('confirmed', 'absent', bid, mensalista)).toEqual({
      to: 'line',
      name: 'Teteu',
    })
    // An avulso's place is not held.
    expect(slotAfterLeave('confirmed', 'waiting', bid, avulso)).toEqual({
      to: 'line',
      name: 'Teteu',
    })
  })

  it('keeps even an avulso’s place with the mensalistas when held places were used', () => {
    // An organiser put an avulso in a held place: 22 confirmed + 3 held is over 24.
    const bid = { ...full, totalConfirmed: 22, monthlyWindow: { ...window, heldPlaces: 3 } }
    expect(slotAfterLeave('confirmed', 'waiting', bid, avulso)).toEqual({
      to: 'mensalistas',
      until: '26/11 20:00',
    })
  })

  it('says each in the questions', () => {
    expect(leaveOwnSlotPrompt({ to: 'line', name: 'Teteu' })).toBe(
      'Você vai liberar sua vaga para Teteu, 1º da lista de espera. Confirmar?',
    )
    expect(leavePlayerSlotPrompt('Bruninho', { to: 'line', name: 'Teteu' })).toBe(
      'Você vai liberar a vaga de Bruninho para Teteu, 1º da lista de espera. Confirmar?',
    )
    expect(leaveOwnSlotPrompt({ to: 'mensalistas', until: '26/11 20:00' })).toBe(
      'Sua vaga volta para as vagas reservadas aos mensalistas até 26/11 20:00; a lista de espera continua como está. Confirmar?',
    )
    expect(leavePlayerSlotPrompt('Bruninho', { to: 'mensalistas', until: '26/11 20:00' })).toBe(
      'A vaga de Bruninho volta para as vagas reservadas aos mensalistas até 26/11 20:00; a lista de espera continua como está. Confirmar?',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { bidPlayerStatuses, type BidPlayerStatus } from '../contracts/enums.ts'
import { checkOwnStatusChange, ownStatusTargets, statusChangeMessages } from './bid-status.ts'

const allowedPairs = (from: BidPlayerStatus) =>
  bidPlayerStatuses.filter((to) => checkOwnStatusChange(from, to).allowed)

describe('own status changes on the check-in screen', () => {
  it('lets a waiting player check in, declare absence or declare injury', () => {
    expect(allowedPairs('waiting')).toEqual(['confirmed', 'absent', 'hurt'])
  })

  it('lets a player with any other status only cancel back to waiting', () => {
    for (const from of ['confirmed', 'absent', 'hurt', 'waitlisted'] as const) {
      expect(allowedPairs(from)).toEqual(['waiting'])
    }
  })

  it('refuses jumping between confirmed, absent and hurt with a pt-BR reason', () => {
    expect(checkOwnStatusChange('confirmed', 'absent')).toEqual({
      allowed: false,
      message: 'Cancele o seu status atual antes de escolher outro.',
    })
    expect(checkOwnStatusChange('hurt', 'confirmed').allowed).toBe(false)
    expect(checkOwnStatusChange('absent', 'hurt').allowed).toBe(false)
  })

  it("lets a player confirmed automatically say 'Não vou' at once (ADR 060)", () => {
    const auto = { autoConfirmed: true }
    expect(ownStatusTargets('confirmed', auto)).toEqual(['absent', 'waiting'])
    expect(checkOwnStatusChange('confirmed', 'absent', auto)).toEqual({ allowed: true })
    expect(checkOwnStatusChange('confirmed', 'hurt', auto).allowed).toBe(false)
    expect(ownStatusTargets('waiting', auto)).toEqual(['confirmed', 'absent', 'hurt'])
  })

  it('explains a repeated choice instead of pretending it changed something', () => {
    expect(checkOwnStatusChange('confirmed', 'confirmed')).toEqual({
      allowed: false,
      message: 'Você já fez check-in neste BID.',
    })
    expect(checkOwnStatusChange('waiting', 'waiting')).toEqual({
      allowed: false,
      message: 'Seu status já está como pendente.',
    })
  })

  it('agrees with the list of targets offered to the screen', () => {
    for (const from of bidPlayerStatuses) {
      expect(allowedPairs(from)).toEqual(ownStatusTargets(from))
    }
  })

  it('has a success message for every status reached', () => {
    expect(statusChangeMessages).toEqual({
      confirmed: 'Check-in realizado com sucesso!',
      hurt: 'Lesão registrada. Melhoras!',
      absent: 'Ausência registrada.',
      waiting: 'Status cancelado.',
      waitlisted: 'BID lotado: você entrou na lista de espera.',
    })
  })

  it('never offers the waiting list as a choice: only a full check-in lands there', () => {
    for (const from of bidPlayerStatuses) {
      expect(ownStatusTargets(from)).not.toContain('waitlisted')
    }
    expect(checkOwnStatusChange('waitlisted', 'confirmed')).toEqual({
      allowed: false,
      message: 'Você já está na lista de espera: a vaga é sua assim que chegar a sua vez.',
    })
    expect(checkOwnStatusChange('waitlisted', 'waitlisted').allowed).toBe(false)
  })
})

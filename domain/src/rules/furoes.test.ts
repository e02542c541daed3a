import { describe, expect, it } from 'vitest'
import {
  absencesText,
  guaranteeLostText,
  isLateNotice,
  losesGuarantee,
  ruleRecordText,
} from './furoes.ts'

describe('absencesText', () => {
  it('counts the absences over the games the group played', () => {
    expect(absencesText({ count: 2, games: 8 })).toBe('2 faltas nas últimas 8')
    expect(absencesText({ count: 1, games: 8 })).toBe('1 falta nas últimas 8')
    expect(absencesText({ count: 0, games: 3 })).toBe('Nenhuma falta nas últimas 3')
    expect(absencesText({ count: 1, games: 1 })).toBe('1 falta na última')
    expect(absencesText({ count: 0, games: 0 })).toBeNull()
  })

  it('says the forgiven ones apart, not counted (ADR 060)', () => {
    expect(absencesText({ count: 1, games: 8, forgiven: 1 })).toBe(
      '1 falta nas últimas 8 (1 perdoada)',
    )
    expect(absencesText({ count: 0, games: 8, forgiven: 2 })).toBe(
      'Nenhuma falta nas últimas 8 (2 perdoadas)',
    )
  })
})

describe("the furões' rule (ADR 060)", () => {
  it('takes the guarantee from X absences on', () => {
    expect(losesGuarantee([12], { absences: 2, weeks: 4 })).toBe(false)
    expect(losesGuarantee([12, 13], { absences: 2, weeks: 4 })).toBe(true)
    expect(losesGuarantee([11, 12, 13], { absences: 2, weeks: 4 })).toBe(true)
  })

  it('says the reason with the BIDs, as the notice and the card say it', () => {
    expect(guaranteeLostText([12, 13], 4)).toBe(
      'Você perdeu a vaga garantida deste BID: 2 faltas sem avisar nas últimas 4 semanas (BID #12 e #13).',
    )
    expect(guaranteeLostText([7], 1)).toBe(
      'Você perdeu a vaga garantida deste BID: 1 falta sem avisar na última semana (BID #7).',
    )
    expect(ruleRecordText({ bidNumbers: [], weeks: 4, absences: 2 })).toBe(
      'Nenhuma falta sem avisar nas últimas 4 semanas · com 2, perde a vaga garantida',
    )
    expect(ruleRecordText({ bidNumbers: [3, 5, 8], weeks: 6, absences: 3 })).toBe(
      '3 faltas sem avisar nas últimas 6 semanas (BID #3, #5 e #8) · sem vaga garantida no próximo BID',
    )
  })
})

describe('isLateNotice', () => {
  const kickOff = new Date('2030-11-28T23:00:00Z')
  const before = (hours: number) => new Date(kickOff.getTime() - hours * 3600_000)
  it('is late under the group’s hours before kick-off, and not after it', () => {
    expect(isLateNotice(kickOff, before(11.9), 12)).toBe(true)
    expect(isLateNotice(kickOff, before(12), 12)).toBe(false)
    expect(isLateNotice(kickOff, before(30), 12)).toBe(false)
    expect(isLateNotice(kickOff, before(-1), 12)).toBe(false)
  })
})

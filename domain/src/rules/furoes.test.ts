import { describe, expect, it } from 'vitest'
import { absencesText, isLateNotice } from './furoes.ts'

describe('absencesText', () => {
  it('counts the absences over the games the group played', () => {
    expect(absencesText({ count: 2, games: 8 })).toBe('2 faltas nas últimas 8')
    expect(absencesText({ count: 1, games: 8 })).toBe('1 falta nas últimas 8')
    expect(absencesText({ count: 0, games: 3 })).toBe('Nenhuma falta nas últimas 3')
    expect(absencesText({ count: 1, games: 1 })).toBe('1 falta na última')
    expect(absencesText({ count: 0, games: 0 })).toBeNull()
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

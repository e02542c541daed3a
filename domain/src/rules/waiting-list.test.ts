import { describe, expect, it } from 'vitest'
import {
  compareWaitlist,
  WAITLIST_RULE,
  waitlistedMessage,
  waitlistOrder,
  type WaitlistEntry,
} from './waiting-list.ts'

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 20, minute))
const entry = (
  id: number,
  typePlayer: WaitlistEntry['typePlayer'],
  minute: number,
  first?: number,
) => ({
  id,
  typePlayer,
  waitlistedAt: at(minute),
  waitlistFirstAt: first === undefined ? null : at(first),
})

describe('the waiting list order', () => {
  it('puts monthly players and goalkeepers before sporadic ones, then arrival', () => {
    const line = waitlistOrder([
      entry(1, 'sporadic', 1),
      entry(2, 'monthly', 5),
      entry(3, 'sporadic', 0),
      entry(4, 'goalkeeper', 3),
    ])
    expect(line.map((e) => e.id)).toEqual([4, 2, 3, 1])
  })

  it('puts whoever an organiser moved to the head first, the latest move first', () => {
    const line = waitlistOrder([
      entry(1, 'monthly', 0),
      entry(2, 'sporadic', 9, 30),
      entry(3, 'sporadic', 8, 40),
    ])
    expect(line.map((e) => e.id)).toEqual([3, 2, 1])
  })

  it('breaks a tie in arrival by the entry id, so the order is total', () => {
    expect(compareWaitlist(entry(7, 'sporadic', 1), entry(6, 'sporadic', 1))).toBeGreaterThan(0)
    expect(compareWaitlist(entry(6, 'sporadic', 1), entry(6, 'sporadic', 1))).toBe(0)
  })

  it('accepts the times as ISO strings too and leaves the input untouched', () => {
    const input = [
      { ...entry(1, 'sporadic', 2), waitlistedAt: at(2).toISOString() },
      { ...entry(2, 'sporadic', 1), waitlistedAt: at(1).toISOString() },
    ]
    expect(waitlistOrder(input).map((e) => e.id)).toEqual([2, 1])
    expect(input.map((e) => e.id)).toEqual([1, 2])
  })

  it('tells the place in line in pt-BR', () => {
    expect(waitlistedMessage(2, true)).toBe(
      'BID lotado: você entrou na lista de espera (2º lugar).',
    )
    expect(waitlistedMessage(1, false)).toBe(
      'BID lotado: o jogador entrou na lista de espera (1º lugar).',
    )
  })

  it('states the rule the check-in screen shows', () => {
    expect(WAITLIST_RULE).toBe(
      'Na lista de espera, mensalistas e goleiros vêm antes dos avulsos; depois vale a ordem de chegada.',
    )
  })
})

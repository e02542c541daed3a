import { describe, expect, it } from 'vitest'
import { combineEntries, rewriteDraw } from './merge-rules.ts'
import type { MergeEntry } from './merge.repo.ts'

const entry = (id: number, status: MergeEntry['status'], goals = 0): MergeEntry => ({
  id,
  bidDayId: 1,
  status,
  quantityOfGoals: goals,
  assistGoals: 0,
  ballRecoveries: 0,
  goalKeeperDefender: 0,
  weeklyTeam: false,
})

describe('combineEntries', () => {
  it.each([
    ['confirmed', 'waitlisted', 'kept'],
    ['waiting', 'confirmed', 'merged'],
    ['waiting', 'absent', 'merged'],
    ['absent', 'hurt', 'merged'],
    ['waitlisted', 'hurt', 'kept'],
    ['hurt', 'hurt', 'kept'],
  ] as const)('kept %s + merged %s: the %s row stays', (kept, merged, stays) => {
    const result = combineEntries(entry(1, kept, 1), entry(2, merged, 2))
    expect(result.stays.id).toBe(stays === 'kept' ? 1 : 2)
    expect(result.goes.id).toBe(stays === 'kept' ? 2 : 1)
    expect(result.counters.quantityOfGoals).toBe(3)
  })
})

describe('rewriteDraw', () => {
  const p = (companyPlayerId: number, name: string, skillLevel: number, goalkeeper = false) => ({
    companyPlayerId,
    name,
    position: goalkeeper ? ('goalkeeper' as const) : null,
    skillLevel,
    typePlayer: goalkeeper ? ('goalkeeper' as const) : ('sporadic' as const),
  })

  it('leaves a draw without the merged member, or not a draw at all, unchanged', () => {
    const draw = { teams: [{ teamId: 1, totalSkill: 5, players: [p(1, 'A', 5)] }], reserves: [] }
    expect(rewriteDraw(draw, 9, { id: 1, name: 'A' })).toBeUndefined()
    expect(rewriteDraw(null, 9, { id: 1, name: 'A' })).toBeUndefined()
    expect(rewriteDraw({ teams: 'x' }, 9, { id: 1, name: 'A' })).toBeUndefined()
  })

  it('drops the merged place when both were drawn; goalkeepers never count in the total', () => {
    const draw = {
      teams: [
        { teamId: 1, totalSkill: 10, players: [p(5, 'Gk', 9, true), p(1, 'A', 4), p(9, 'a', 6)] },
      ],
      reserves: [p(9, 'a', 6)],
    }
    expect(rewriteDraw(draw, 9, { id: 1, name: 'A' })).toEqual({
      teams: [{ teamId: 1, totalSkill: 4, players: [p(5, 'Gk', 9, true), p(1, 'A', 4)] }],
      reserves: [],
    })
  })
})

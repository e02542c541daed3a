import { describe, expect, it } from 'vitest'
import { makeLiveBid } from '@/test/bid-fixtures'
import { applyPlayerEdit, findPlayer } from './live-bid-edit'

describe('applyPlayerEdit', () => {
  it('changes one field of one player', () => {
    const bid = applyPlayerEdit(makeLiveBid(), 3, { field: 'goalKeeperDefender', value: 4 })
    expect(findPlayer(bid, 3)?.goalKeeperDefender).toBe(4)
    expect(findPlayer(bid, 1)?.goalKeeperDefender).toBe(0)
  })

  it('keeps the slot counts in step with status changes', () => {
    const before = makeLiveBid()
    expect(before.totalConfirmed).toBe(2)
    const after = applyPlayerEdit(before, 2, { field: 'status', value: 'confirmed' })
    expect(after).toMatchObject({
      totalConfirmed: 3,
      totalAvailable: 21,
      averageFilled: 13,
      isFull: false,
    })
    expect(before.totalConfirmed).toBe(2)
  })
})

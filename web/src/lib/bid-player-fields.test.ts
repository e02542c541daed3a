import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { describeCall, makeSession, messageResponse } from '@/test/fixtures'
import { updateBidPlayerField, type BidPlayerEdit } from './bid-player-fields'

beforeEach(() => {
  clearSession()
  setSession(makeSession())
  markSessionReady()
})

describe('updateBidPlayerField', () => {
  it.each<[BidPlayerEdit, string, unknown]>([
    [{ field: 'status', value: 'confirmed' }, 'update-status-player', { status: 'confirmed' }],
    [{ field: 'playerPosition', value: null }, 'update-position-player', { playerPosition: null }],
    [{ field: 'skillLevel', value: 7 }, 'update-skill-level-player', { skillLevel: 7 }],
    [
      { field: 'quantityOfGoals', value: 2 },
      'update-quantity-of-goals-player',
      { quantityOfGoals: 2 },
    ],
    [
      { field: 'assistGoals', value: 1 },
      'update-quantity-of-assists-player',
      { quantityOfAssists: 1 },
    ],
    [
      { field: 'ballRecoveries', value: 3 },
      'update-quantity-of-ball-recoveries-player',
      { quantityOfBallRecoveries: 3 },
    ],
    [
      { field: 'goalKeeperDefender', value: 4 },
      'update-quantity-of-goalkeeper-defender-player',
      { quantityOfGoalKeeperDefender: 4 },
    ],
    [{ field: 'weeklyTeam', value: true }, 'update-weakly-team-stats', { weaklyTeamStats: true }],
  ])('sends %o to its own endpoint', async (edit, path, body) => {
    const fetchMock = vi.fn(() => Promise.resolve(messageResponse('ok')))
    vi.stubGlobal('fetch', fetchMock)
    await updateBidPlayerField(9, 42, edit)
    expect(describeCall(fetchMock.mock.calls[0] as unknown[])).toMatchObject({
      url: `/v1/bids/${path}/9/42`,
      method: 'PUT',
      body,
    })
  })
})

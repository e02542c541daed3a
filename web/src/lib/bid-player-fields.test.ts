import { beforeEach, describe, expect, it } from 'vitest'
import type { Endpoint } from '@bidfut/domain/endpoints/endpoint'
import * as bids from '@bidfut/domain/endpoints/bids'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { callsTo, reply, stubApi } from '@/test/stub-api'
import { updateBidPlayerField, type BidPlayerEdit } from './bid-player-fields'

beforeEach(() => {
  clearSession()
  setSession(makeSession())
  markSessionReady()
})

const statusChanged = { success: true, message: 'ok', status: 'confirmed', waitlistPosition: null }

describe('updateBidPlayerField', () => {
  it.each<[BidPlayerEdit, Endpoint, unknown]>([
    [{ field: 'status', value: 'confirmed' }, bids.updateStatus, { status: 'confirmed' }],
    [{ field: 'playerPosition', value: null }, bids.updatePosition, { playerPosition: null }],
    [{ field: 'skillLevel', value: 7 }, bids.updateSkillLevel, { skillLevel: 7 }],
    [{ field: 'quantityOfGoals', value: 2 }, bids.updateGoals, { quantityOfGoals: 2 }],
    [{ field: 'assistGoals', value: 1 }, bids.updateAssists, { quantityOfAssists: 1 }],
    [
      { field: 'ballRecoveries', value: 3 },
      bids.updateBallRecoveries,
      { quantityOfBallRecoveries: 3 },
    ],
    [
      { field: 'goalKeeperDefender', value: 4 },
      bids.updateGoalkeeperSaves,
      { quantityOfGoalKeeperDefender: 4 },
    ],
    [{ field: 'weeklyTeam', value: true }, bids.updateWeeklyTeam, { weaklyTeamStats: true }],
  ])('sends %o to its own endpoint', async (edit, endpoint, body) => {
    const answer = endpoint === bids.updateStatus ? statusChanged : { success: true, message: 'ok' }
    const fetchMock = stubApi([[endpoint, reply(answer)]])
    await updateBidPlayerField(9, 42, edit)
    expect(callsTo(fetchMock, endpoint)).toMatchObject([
      { params: { bidDayId: '9', companyPlayerId: '42' }, body },
    ])
  })
})

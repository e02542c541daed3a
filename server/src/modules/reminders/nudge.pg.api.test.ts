import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clock } from '../../lib/clock.ts'
import { createRemindersTestApp, utc } from './reminders.test-kit.ts'

const kit = await createRemindersTestApp()

beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(utc('2030-11-26T15:00:00'))
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('two organisers nudging at once', () => {
  it('lets one nudge through: the other answers 409, and each pending player hears once', async () => {
    const team = await kit.groupWithBid('Pelada Simultânea')
    const players = await Promise.all(
      [1, 2, 3].map(() => kit.addMember(team.group.id, { email: `p${Math.random()}@t.com` })),
    )
    for (const { member } of players) await kit.putInBid(team.bid.id, member, 'waiting')

    for (let round = 0; round < 3; round += 1) {
      vi.spyOn(clock, 'now').mockReturnValue(utc(`2030-11-2${5 + round}T0${round}:00:00`))
      const taps = await Promise.all(
        [team.manager, team.administrator].map(({ token }) =>
          kit.call('POST', `/bids/${team.bid.id}/nudge`, token),
        ),
      )
      expect(taps.map((tap) => tap.statusCode).sort()).toEqual([200, 409])
      expect(await kit.queued(`nudge:${team.bid.id}:`)).toHaveLength(3 * (round + 1))
    }
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clock } from '../../lib/clock.ts'
import {
  createRemindersTestApp,
  REMINDER_DUE,
  schedulerFor,
  tokenIn,
  utc,
} from './reminders.test-kit.ts'

const kit = await createRemindersTestApp()
const { app, db } = kit

const TUESDAY_AFTERNOON = utc('2030-11-26T18:00:00')

beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(TUESDAY_AFTERNOON)
})
afterEach(() => {
  vi.restoreAllMocks()
})

type Status = 'waiting' | 'confirmed' | 'absent' | 'hurt'

/** A group whose member got Tuesday's reminder; its token is what the buttons carry. */
async function reminded(name: string, status: Status = 'waiting') {
  const team = await kit.groupWithBid(name)
  await kit.putInBid(team.bid.id, team.member.member, status)
  await schedulerFor(db).scheduler.runOnce(REMINDER_DUE)
  const [row] = await kit.queued(`reminder:${team.bid.id}:${team.member.member.id}:`)
  const token = tokenIn(row!)
  const entry = () => kit.entryOf(team.bid.id, team.member.member.id)
  return { ...team, token, entry }
}

const answer = (token: string, value: string) =>
  app.inject({ method: 'POST', url: `/v1/reminders/${token}/answer`, payload: { answer: value } })

describe('simultaneous taps', () => {
  it('lets exactly one of two simultaneous taps through', async () => {
    const team = await reminded('Pelada Apressada')
    const results = await Promise.all([answer(team.token, 'vou'), answer(team.token, 'nao-vou')])
    const codes = results.map((r) => r.statusCode).sort()
    expect(codes).toEqual([200, 409])
    const winner = results.find((r) => r.statusCode === 200)!.json().status
    expect((await team.entry())?.status).toBe(winner)
  })
})

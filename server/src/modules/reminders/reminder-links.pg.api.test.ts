import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clock } from '../../lib/clock.ts'
import { createRemindersTestApp, utc } from './reminders.test-kit.ts'

const kit = await createRemindersTestApp()
const { reminded, answer } = kit

const TUESDAY_AFTERNOON = utc('2030-11-26T18:00:00')

beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(TUESDAY_AFTERNOON)
})
afterEach(() => {
  vi.restoreAllMocks()
})

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

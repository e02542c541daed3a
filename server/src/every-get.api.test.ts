import { describe, expect, it } from 'vitest'
import { createEveryGetWorld, databaseSnapshot } from '../test/every-get.ts'

// Every GET route, called by nobody, a member, an organiser and a person invited from another
// group, on a group with something behind each of them.
const world = await createEveryGetWorld()
const callers = Object.entries(world.callers)

// Opening a link or a page never changes anything (ADR 024): mail scanners open links, and
// screens read on load. Every GET, by every kind of caller, leaves every table as it was.
describe('every GET route', () => {
  it('is covered', () => {
    expect(world.getUrls.length).toBeGreaterThan(25)
    expect(world.getUrls).toContain(`/v1/reminders/${world.tokens.reminder}`)
  })

  it.each(world.getUrls)('changes nothing in the database: %s', async (url) => {
    const before = await databaseSnapshot(world.db)
    for (const [, headers] of callers) {
      for (let time = 0; time < 2; time++) {
        const res = await world.app.inject({ method: 'GET', url, headers })
        // The city search answers 503 here: tests never reach the geocoding provider.
        if (res.statusCode !== 503) expect(res.statusCode, res.body).toBeLessThan(500)
      }
    }
    expect(await databaseSnapshot(world.db)).toBe(before)
  })

  it('leaves every emailed link usable', async () => {
    const { app, tokens } = world
    const check = (url: string) => app.inject({ method: 'GET', url: `/v1${url}` })
    expect((await check(`/accounts/reset-password/${tokens.reset}`)).json().state).toBe('valid')
    expect(
      (await check(`/accounts/confirm-email-change/${tokens.emailChange}`)).json(),
    ).toMatchObject({ state: 'valid', newEmail: 'trocado@teste.com' })
    expect((await check(`/accounts/validate-token-register/${tokens.activation}`)).statusCode).toBe(
      200,
    )
    expect((await check(`/reminders/${tokens.reminder}`)).json()).toMatchObject({
      status: 'confirmed',
      usable: true,
    })
  })
})

// A skill level is the organiser's working note for balancing teams, not a public rating.
describe('what a member reads', () => {
  it.each(world.getUrls)('carries no skill level: %s', async (url) => {
    const res = await world.app.inject({ method: 'GET', url, headers: world.callers.member })
    expect(res.body).not.toMatch(/skill/i)
  })

  it.each(['/v1/bids/drawn-teams', '/v1/bid-statistics/statistics-bid-details/'])(
    'still carries skill levels for an organiser: %s',
    async (prefix) => {
      const url = world.getUrls.find((candidate) => candidate.startsWith(prefix))!
      const res = await world.app.inject({ method: 'GET', url, headers: world.callers.admin })
      expect(res.statusCode).toBe(200)
      expect(res.body).toMatch(/"skillLevel":\d/)
    },
  )
})

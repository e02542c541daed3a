import { describe, expect, it } from 'vitest'
import { bidLabel } from '@bidfut/domain/rules/bid-label'
import { createBidsTestApp, inDays } from './bids.test-kit.ts'

// Several BIDs open at once, one per date (ADR 059): the list, the next game, each answered
// separately, and another group's id a 404 like a missing one.

const kit = await createBidsTestApp()
const { call } = kit

type Open = { bidDayId: number; number: number; label: string; playerBidStatus: string }

/** A group with a BID in 5 days (#1) and another in 2 days (#2): #2 is the next game. */
async function twoGames(name: string) {
  const team = await kit.createTeam(name)
  const create = async (days: number, time: string) => {
    const res = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(days, time),
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json<{ bidDayId: number; number: number; dayOfMatch: string }>()
  }
  const later = await create(5, '20:00:00')
  const next = await create(2, '21:00:00')
  return { team, later, next }
}

describe('GET /v1/bids/open', () => {
  it('lists the open BIDs, the next game first, each with its label and the caller’s status', async () => {
    const { team, later, next } = await twoGames('Pelada Terça e Quinta')
    const res = await call('GET', '/bids/open', team.member.token)
    expect(res.statusCode).toBe(200)
    const open = res.json<Open[]>()
    expect(open.map((b) => [b.bidDayId, b.number, b.label])).toEqual([
      [next.bidDayId, 2, bidLabel(next)],
      [later.bidDayId, 1, bidLabel(later)],
    ])
    expect(open[0]).toMatchObject({ slots: 24, totalConfirmed: 0, playerBidStatus: 'waiting' })
    expect(open[0]!.label).toMatch(/^BID #2 — \p{L}+ 21:00$/u)
    // Nobody outside the group: no token is a 401.
    expect((await call('GET', '/bids/open')).statusCode).toBe(401)
    const lone = await kit.createTeamWithOpenBid('Pelada de Um Jogo')
    expect((await call('GET', '/bids/open', lone.member.token)).json()).toHaveLength(1)
    const none = await kit.createTeam('Pelada Sem Jogo')
    expect((await call('GET', '/bids/open', none.member.token)).json()).toEqual([])
  })

  it('dates the labels of two games on the same weekday and hour', async () => {
    const team = await kit.createTeam('Pelada Duas Quintas')
    for (const days of [2, 9]) {
      const res = await call('POST', '/bids/create-bid', team.administrator.token, {
        dayOfMatch: inDays(days, '20:00:00'),
      })
      expect(res.statusCode, res.body).toBe(201)
    }
    const open = (await call('GET', '/bids/open', team.member.token)).json<Open[]>()
    const dated = (days: number) => {
      const day = inDays(days, '20:00:00')
      return `${day.slice(8, 10)}/${day.slice(5, 7)} 20:00`
    }
    expect(open.map((b) => b.label)).toEqual([
      expect.stringMatching(new RegExp(`^BID #1 — \\p{L}+, ${dated(2)}$`, 'u')),
      expect.stringMatching(new RegExp(`^BID #2 — \\p{L}+, ${dated(9)}$`, 'u')),
    ])
  })

  it('answers each game separately: the spec’s routes for the next one, ?bidDayId= for either', async () => {
    const { team, later, next } = await twoGames('Pelada Duas Respostas')
    const member = team.member
    expect(
      (await kit.putStatus(later.bidDayId, member.member.id, member.token, 'confirmed')).statusCode,
    ).toBe(200)
    expect(
      (await kit.putStatus(next.bidDayId, member.member.id, member.token, 'absent')).statusCode,
    ).toBe(200)

    const info = async (query = '') => {
      const res = await call('GET', `/bids/get-information-check-in-bid${query}`, member.token)
      expect(res.statusCode, res.body).toBe(200)
      return res.json<{ bidDayId: number; playerBidStatus: string; totalConfirmed: number }>()
    }
    expect(await info()).toMatchObject({ bidDayId: next.bidDayId, playerBidStatus: 'absent' })
    expect(await info(`?bidDayId=${next.bidDayId}`)).toMatchObject({ playerBidStatus: 'absent' })
    expect(await info(`?bidDayId=${later.bidDayId}`)).toMatchObject({
      bidDayId: later.bidDayId,
      playerBidStatus: 'confirmed',
      totalConfirmed: 1,
    })
    const open = (await call('GET', '/bids/open', member.token)).json<Open[]>()
    expect(open.map((b) => b.playerBidStatus)).toEqual(['absent', 'confirmed'])

    const live = async (query = '') =>
      (await call('GET', `/bids/current-bid${query}`, team.manager.token)).json<{
        bidDayId: number
      }>()
    expect((await live()).bidDayId).toBe(next.bidDayId)
    expect((await live(`?bidDayId=${later.bidDayId}`)).bidDayId).toBe(later.bidDayId)

    // The next game cancelled: the spec's routes answer for the one after it.
    const cancel = await call('DELETE', `/bids/delete-bid/${next.bidDayId}`, team.manager.token)
    expect(cancel.statusCode).toBe(200)
    const after = await call('GET', '/bids/open', team.manager.token)
    expect(after.json<Open[]>().map((b) => b.bidDayId)).toEqual([later.bidDayId])
    expect((await live()).bidDayId).toBe(later.bidDayId)
  })

  it('refuses a bad ?bidDayId= with a 400 and another group’s, or a closed one, with a 404', async () => {
    const { team, next } = await twoGames('Pelada Própria')
    const other = await twoGames('Pelada Alheia')
    const theirs = other.next.bidDayId
    for (const url of [
      '/bids/get-information-check-in-bid',
      '/bids/current-bid',
      '/bids/drawn-teams',
    ]) {
      const bad = await call('GET', `${url}?bidDayId=abc`, team.manager.token)
      expect(bad.statusCode, url).toBe(400)
      const foreign = await call('GET', `${url}?bidDayId=${theirs}`, team.manager.token)
      expect(foreign.statusCode, url).toBe(404)
      expect(foreign.json().message).toBe('BID não encontrado.')
      const own = await call('GET', `${url}?bidDayId=${next.bidDayId}`, team.manager.token)
      expect([200, 204], url).toContain(own.statusCode)
    }
    const draw = await call('POST', '/bids/generate-teams-to-play', team.manager.token, {
      bidDayId: theirs,
    })
    expect(draw.statusCode).toBe(404)
    // Their check-in is refused as before: the path names another group's BID.
    const answer = await kit.putStatus(
      theirs,
      team.member.member.id,
      team.member.token,
      'confirmed',
    )
    expect(answer.statusCode).toBe(404)
  })
})

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bidMatches, bidPlayers, companies, companyPlayers, craquePolls } from '../../db/schema.ts'
import { createResultsTestApp } from '../results/results.test-kit.ts'

// A remembered picture is answered from the head of its data (ADR 048): every change below is
// written straight to the database, as another instance would, and must name a new picture.
const { db, call, playedBid, drawTeams, finish } = await createResultsTestApp()
const night = await playedBid('Frescor')
const [scorer, assistant] = night.players
expect((await drawTeams(night.administrator.token)).statusCode).toBe(200)
const score = { homeTeamId: 1, awayTeamId: 2, homeGoals: 2, awayGoals: 1 }
expect(
  (await call('POST', `/bids/${night.bid.id}/matches`, night.editor.token, score)).statusCode,
).toBe(200)
await db
  .update(bidPlayers)
  .set({ quantityOfGoals: 2 })
  .where(eq(bidPlayers.companyPlayerId, scorer!.member.id))
expect((await finish(night.administrator.token, night.bid.id)).statusCode).toBe(200)
// The vote the finish opened, closed with the scorer elected.
const closed = { closedAt: new Date(), winnerIds: [scorer!.member.id], winnerVotes: 5 }
await db
  .insert(craquePolls)
  .values({ companyId: night.group.id, bidDayId: night.bid.id, closesAt: new Date(), ...closed })
  .onConflictDoUpdate({ target: craquePolls.bidDayId, set: closed })

const urls = {
  teams: `/share/bids/${night.bid.id}/teams.png`,
  result: `/share/bids/${night.bid.id}/result.png`,
  craque: `/share/bids/${night.bid.id}/craque.png`,
  ranking: '/share/ranking.png',
  season: `/share/players/${scorer!.member.id}/season.png`,
}
type Kind = keyof typeof urls

/** Each picture's ETag now, checking that asking again with it is a 304. */
async function etags(): Promise<Record<Kind, string>> {
  const seen = {} as Record<Kind, string>
  for (const [kind, url] of Object.entries(urls) as [Kind, string][]) {
    const res = await call('GET', url, night.member.token)
    expect(res.statusCode, url).toBe(200)
    seen[kind] = res.headers.etag as string
    const again = await call('GET', url, night.member.token, undefined, {
      'if-none-match': seen[kind],
    })
    expect(again.statusCode, url).toBe(304)
  }
  return seen
}

/** Which pictures got a new ETag after `change`. */
async function changedBy(change: () => Promise<unknown>) {
  const before = await etags()
  await change()
  const after = await etags()
  return (Object.keys(urls) as Kind[]).filter((kind) => after[kind] !== before[kind])
}

// Each change redraws the pictures it changed: up to ten drawings a test on a busy machine.
describe('a remembered picture', { timeout: 60_000 }, () => {
  it('stays the same picture while nothing it shows changed', async () => {
    expect(await changedBy(async () => {})).toEqual([])
  })

  it('changes with the night’s result and its craque', async () => {
    const result = await changedBy(() =>
      db.update(bidMatches).set({ homeGoals: 3 }).where(eq(bidMatches.bidDayId, night.bid.id)),
    )
    expect(result).toContain('result')
    const elect = (winner: number) => () =>
      db
        .update(craquePolls)
        .set({ winnerIds: [winner] })
        .where(eq(craquePolls.bidDayId, night.bid.id))
    // The scorer's season card loses its craque award, then has it again.
    expect(await changedBy(elect(assistant!.member.id))).toEqual(['result', 'craque', 'season'])
    expect(await changedBy(elect(scorer!.member.id))).toEqual(['result', 'craque', 'season'])
  })

  it('changes with a player’s score', async () => {
    const changed = await changedBy(() =>
      db
        .update(bidPlayers)
        .set({ assistGoals: 2 })
        .where(eq(bidPlayers.companyPlayerId, assistant!.member.id)),
    )
    expect(changed).toContain('result')
  })

  it('changes with a member’s name, and the group’s', async () => {
    const renamed = await changedBy(() =>
      db
        .update(companyPlayers)
        .set({ nickname: 'Artilheiro' })
        .where(eq(companyPlayers.id, scorer!.member.id)),
    )
    expect(renamed).toEqual(['result', 'craque', 'ranking', 'season'])
    const group = await changedBy(() =>
      db.update(companies).set({ name: 'Pelada Nova' }).where(eq(companies.id, night.group.id)),
    )
    expect(group).toEqual(Object.keys(urls))
  })

  it('changes with a member’s photo', async () => {
    const changed = await changedBy(() =>
      db
        .update(companyPlayers)
        .set({ photoUrl: '/uploads/0123456789abcdef0123456789abcdef.webp' })
        .where(eq(companyPlayers.id, scorer!.member.id)),
    )
    expect(changed).toEqual(expect.arrayContaining(['craque', 'season']))
  })
})

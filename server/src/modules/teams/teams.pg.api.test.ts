import { describe, expect, it } from 'vitest'
import type { TeamDraw } from '@bidfut/domain/contracts/teams'
import { bidPlayers } from '../../db/schema.ts'
import { createBidsTestApp, inDays } from '../bids/bids.test-kit.ts'

const kit = await createBidsTestApp()
const { call, db } = kit

/** A group with an open BID and `count` confirmed players (the first two are goalkeepers). */
async function groupWithConfirmed(count: number, name: string) {
  const team = await kit.createTeam(name)
  const bid = await kit.insertBid(team.group.id, { dayOfMatch: inDays(3) })
  const confirmed = []
  for (let i = 0; i < count; i++) {
    const goalkeeper = i < 2
    const { member } = await kit.addMember(team.group.id, {
      fullName: `Jogador ${i + 1}`,
      typePlayer: goalkeeper ? 'goalkeeper' : i % 3 === 0 ? 'sporadic' : 'monthly',
      playerPosition: goalkeeper
        ? 'goalkeeper'
        : (['defender', 'midfielder', 'striker'] as const)[i % 3],
      skillLevel: 3 + ((i * 7) % 8),
    })
    await db.insert(bidPlayers).values({
      companyId: team.group.id,
      bidDayId: bid.id,
      companyPlayerId: member.id,
      typePlayer: member.typePlayer,
      playerPosition: member.playerPosition,
      skillLevel: member.skillLevel,
      status: 'confirmed',
      confirmedAt: new Date(Date.now() + i),
    })
    confirmed.push(member)
  }
  return { ...team, bid, confirmed }
}

const draw = (token: string, body: object) =>
  call('POST', '/bids/generate-teams-to-play', token, body)

describe("a draw racing the BID's end", () => {
  it('is either stored before the BID closed or refused with 409, never stored after', async () => {
    for (let round = 0; round < 12; round++) {
      const day = await groupWithConfirmed(10, `Pelada Corrida ${round}`)
      const [drawn, cancelled] = await Promise.all([
        draw(day.editor.token, { quantityOfPlayersEachTeam: 4 }),
        call('DELETE', `/bids/delete-bid/${day.bid.id}`, day.editor.token),
      ])
      expect(cancelled.statusCode).toBe(200)
      expect([200, 409]).toContain(drawn.statusCode)
      const bid = await kit.bidRow(day.bid.id)
      const stored = bid.drawnTeams as TeamDraw | null
      expect(stored === null).toBe(drawn.statusCode === 409)
      if (stored) expect(Date.parse(stored.drawnAt)).toBeLessThanOrEqual(bid.closedAt!.getTime())
      if (drawn.statusCode === 409) {
        expect(drawn.json().message).toMatch(/^(Nenhum BID aberto|Este BID já foi finalizado)/)
      }
    }
  })
})

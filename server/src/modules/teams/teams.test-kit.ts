import { bidPlayers } from '../../db/schema/bids.ts'
import { createBidsTestApp, inDays } from '../bids/bids.test-kit.ts'

/** The BID test app plus a BID ready for a draw. */
export async function createTeamsTestApp() {
  const kit = await createBidsTestApp()

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
      await kit.db.insert(bidPlayers).values({
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
    kit.call('POST', '/bids/generate-teams-to-play', token, body)

  return { ...kit, groupWithConfirmed, draw }
}

import { bidPlayers } from '../../db/schema.ts'
import { createBidsTestApp, inDays } from '../bids/bids.test-kit.ts'

/** The BID test app plus a played BID: yesterday's, with confirmed players and a draw. */
export async function createResultsTestApp(env: Record<string, string> = {}) {
  const kit = await createBidsTestApp(env)

  /** A group whose open BID was yesterday, `count` confirmed players with emails, teams of 3. */
  async function playedBid(name: string, count = 9) {
    const team = await kit.createTeam(name)
    const bid = await kit.insertBid(team.group.id, { dayOfMatch: inDays(-1) })
    const players = []
    for (let i = 0; i < count; i++) {
      const added = await kit.addMember(team.group.id, {
        fullName: `Jogador ${name} ${i + 1}`,
        email: `j${i + 1}.${name.replace(/\W/g, '')}@teste.com`,
        playerPosition: (['defender', 'midfielder', 'striker'] as const)[i % 3],
        skillLevel: 5,
      })
      await kit.db.insert(bidPlayers).values({
        companyId: team.group.id,
        bidDayId: bid.id,
        companyPlayerId: added.member.id,
        typePlayer: 'monthly',
        status: 'confirmed',
        confirmedAt: new Date(Date.now() + i),
      })
      players.push(added)
    }
    return { ...team, bid, players }
  }

  const drawTeams = (token: string, perTeam = 3) =>
    kit.call('POST', '/bids/generate-teams-to-play', token, { quantityOfPlayersEachTeam: perTeam })

  const finish = (token: string, bidDayId: number) =>
    kit.call('POST', `/bids/complete-bid/${bidDayId}`, token)

  return { ...kit, playedBid, drawTeams, finish }
}

import { describe, expect, it } from 'vitest'
import { createBidsTestApp, inDays } from '../bids/bids.test-kit.ts'

const kit = await createBidsTestApp()
const { call } = kit

type Status = 'waiting' | 'confirmed' | 'absent' | 'hurt' | 'waitlisted'

const teamWithOpenBid = () => kit.createTeamWithOpenBid()

async function sporadicIn(bidDayId: number, companyId: number, fullName: string, status: Status) {
  const { member } = await kit.addMember(companyId, {
    typePlayer: 'sporadic',
    fullName,
    activated: false,
  })
  await kit.putInBid(bidDayId, member, status as 'waiting')
  return member
}

const remove = (token: string, id: number) =>
  call('DELETE', `/company-players/delete/${id}/${id}`, token)

async function liveNames(token: string) {
  const live = (await call('GET', '/bids/current-bid', token)).json()
  return [...live.monthly, ...live.goalkeepers, ...live.sporadicPlayers].map(
    (p: { name: string; status: string }) => `${p.name}:${p.status}`,
  )
}

describe('DELETE /v1/company-players/delete/{playerId}/{companyPlayerId} and the open BID', () => {
  it.each(['waiting', 'absent', 'hurt'] as const)(
    'takes a %s member out of the open BID and says so',
    async (status) => {
      const team = await teamWithOpenBid()
      const leaving = await sporadicIn(team.bidDayId, team.group.id, 'Rodinei Silva', status)
      const res = await remove(team.editor.token, leaving.id)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        success: true,
        message: `Rodinei Silva foi removido do cadastro e saiu do BID #${team.number}.`,
      })
      expect(await kit.entryOf(team.bidDayId, leaving.id)).toBeUndefined()
      const names = await liveNames(team.editor.token)
      expect(names).toHaveLength(4)
      expect(names).not.toContain(`${leaving.nickname}:${status}`)
    },
  )

  it('keeps a confirmed member in the open BID, so the roster stays right, and says so', async () => {
    const team = await teamWithOpenBid()
    const leaving = await sporadicIn(team.bidDayId, team.group.id, 'Pedro Guilherme', 'confirmed')
    const res = await remove(team.administrator.token, leaving.id)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(
      `Pedro Guilherme foi removido do cadastro, mas continua confirmado no BID #${team.number}.`,
    )
    expect(await kit.entryOf(team.bidDayId, leaving.id)).toMatchObject({ status: 'confirmed' })
    expect(await liveNames(team.administrator.token)).toContain(`${leaving.nickname}:confirmed`)
  })

  it('takes a monthly player enrolled as waiting out of the open BID', async () => {
    const team = await teamWithOpenBid()
    // Membro is monthly, enrolled as waiting when the BID was created.
    const res = await remove(team.manager.token, team.member.member.id)
    expect(res.json().message).toBe(
      `Membro foi removido do cadastro e saiu do BID #${team.number}.`,
    )
    expect(await kit.entryOf(team.bidDayId, team.member.member.id)).toBeUndefined()
  })

  it('answers as before for a member who is not in an open BID, and leaves finished BIDs alone', async () => {
    const team = await kit.createTeam()
    const finished = await kit.insertBid(team.group.id, {
      dayOfMatch: inDays(-7),
      status: 'finished',
    })
    const { member } = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    await kit.putInBid(finished.id, member, 'waiting')
    const res = await remove(team.editor.token, member.id)
    expect(res.json()).toEqual({ success: true, message: 'Jogador deletado!' })
    expect(await kit.entryOf(finished.id, member.id)).toMatchObject({ status: 'waiting' })
  })

  it('changes nothing in the BID when the removal is refused', async () => {
    const team = await teamWithOpenBid()
    const res = await remove(team.member.token, team.editor.member.id)
    expect(res.statusCode).toBe(403)
    expect(await kit.entryOf(team.bidDayId, team.editor.member.id)).toMatchObject({
      status: 'waiting',
    })
  })
})

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { createBidsTestApp } from './bids.test-kit.ts'
import { errorBody } from '../../../test/error-body.ts'

const kit = await createBidsTestApp()
const { call, db } = kit

const teamWithOpenBid = kit.createTeamWithOpenBid

async function named(companyId: number, fullName: string, nickname: string | null, extra = {}) {
  const { member } = await kit.addMember(companyId, { typePlayer: 'sporadic', fullName, ...extra })
  await db.update(companyPlayers).set({ nickname }).where(eq(companyPlayers.id, member.id))
  return { ...member, nickname }
}

const byName = (bidDayId: number, playerName: string) => ({
  bidDayId,
  companyPlayerId: 0,
  playerName,
  positionPlayer: null,
  skillLevel: 5,
})

const addByName = (token: string, bidDayId: number, playerName: string) =>
  call('POST', '/bids/add-sporadic-player/', token, byName(bidDayId, playerName))

async function membersOf(companyId: number) {
  return db.select().from(companyPlayers).where(eq(companyPlayers.companyId, companyId))
}

describe('POST /v1/bids/add-sporadic-player/ with a name already in the group', () => {
  it.each([
    ['the nickname in another case', 'GABIGOL'],
    ['the nickname with accents and spaces', '  Gábigol '],
    ['the full name, ignoring case and accents', 'gabriel barbosá'],
  ])('answers 409 with the existing member for %s', async (_case, typed) => {
    const team = await teamWithOpenBid()
    const gabigol = await named(team.group.id, 'Gabriel Barbosa', 'Gabigol')
    const before = await membersOf(team.group.id)

    const res = await addByName(team.editor.token, team.bidDayId, typed)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual(
      errorBody({
        message: 'Já cadastrado: Gabigol. Use o jogador cadastrado em vez de criar outro.',
        existingCompanyPlayerId: gabigol.id,
        existingName: 'Gabigol',
        existingInBid: false,
      }),
    )
    // Nobody new in the group, nobody new in the BID.
    expect(await membersOf(team.group.id)).toHaveLength(before.length)
    expect(await kit.entryOf(team.bidDayId, gabigol.id)).toBeUndefined()

    // The dialog then adds the registered one by id.
    const again = await call('POST', '/bids/add-sporadic-player/', team.editor.token, {
      ...byName(team.bidDayId, 'Gabigol'),
      companyPlayerId: res.json().existingCompanyPlayerId,
    })
    expect(again.statusCode).toBe(200)
    expect(again.json().companyPlayerId).toBe(gabigol.id)
  })

  it('says so when the namesake is already in the BID (a monthly player, say)', async () => {
    const team = await teamWithOpenBid()
    // Membro is a monthly player, enrolled when the BID was created.
    const res = await addByName(team.administrator.token, team.bidDayId, 'membro')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      message: `${team.member.member.nickname} já está cadastrado e já está neste BID.`,
      existingCompanyPlayerId: team.member.member.id,
      existingInBid: true,
    })
    const live = (await call('GET', '/bids/current-bid', team.administrator.token)).json()
    expect(live.sporadicPlayers).toEqual([])
  })

  it('matches inactive members too, but not removed ones nor another group’s', async () => {
    const team = await teamWithOpenBid()
    const other = await teamWithOpenBid('Vizinhos')
    const inactive = await named(team.group.id, 'Ronaldo Nazário', 'Fenômeno', { status: 0 })
    const removed = await named(team.group.id, 'Adriano Leite', 'Imperador')
    await db
      .update(companyPlayers)
      .set({ deletedAt: new Date() })
      .where(eq(companyPlayers.id, removed.id))
    await named(other.group.id, 'Romário Faria', 'Baixinho')

    const fenomeno = await addByName(team.administrator.token, team.bidDayId, 'fenomeno')
    expect(fenomeno.statusCode).toBe(409)
    expect(fenomeno.json().existingCompanyPlayerId).toBe(inactive.id)

    for (const name of ['Imperador', 'Baixinho']) {
      const res = await addByName(team.administrator.token, team.bidDayId, name)
      expect(res.statusCode, name).toBe(200)
      expect(res.json().companyPlayerId).not.toBe(removed.id)
    }
  })

  it('still registers a name that is only part of a member’s name', async () => {
    const team = await teamWithOpenBid()
    await named(team.group.id, 'Gabriel Barbosa', 'Gabigol')
    const res = await addByName(team.administrator.token, team.bidDayId, 'Gabriel')
    expect(res.statusCode).toBe(200)
  })

  it('registers a name once even when two organisers type it at the same time', async () => {
    const team = await teamWithOpenBid()
    const answers = await Promise.all(
      [team.administrator.token, team.manager.token, team.editor.token].map((token, i) =>
        addByName(token, team.bidDayId, ['Léo', 'LEO', 'leo '][i]!),
      ),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409])
    const leos = (await membersOf(team.group.id)).filter((m) =>
      m.fullName.toLowerCase().includes('l'),
    )
    expect(leos.filter((m) => ['Léo', 'LEO', 'leo'].includes(m.fullName))).toHaveLength(1)
  })
})

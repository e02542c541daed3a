import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { emailOutbox } from '../../db/schema/messages.ts'
import { login } from '../../../test/factories.ts'
import { createBidsTestApp, inDays, organiserRoles } from '../bids/bids.test-kit.ts'

const kit = await createBidsTestApp()
const { call, db } = kit

type Member = typeof companyPlayers.$inferSelect
type EntryValues = Partial<typeof bidPlayers.$inferInsert>

async function guest(companyId: number, fullName: string, extra: Partial<Member> = {}) {
  const { member } = await kit.addMember(companyId, {
    typePlayer: 'sporadic',
    fullName,
    activated: false,
  })
  const [row] = await db
    .update(companyPlayers)
    .set({ nickname: null, ...extra })
    .where(eq(companyPlayers.id, member.id))
    .returning()
  return row!
}

async function enter(bidDayId: number, member: Member, values: EntryValues = {}) {
  await db.insert(bidPlayers).values({
    companyId: member.companyId,
    bidDayId,
    companyPlayerId: member.id,
    typePlayer: member.typePlayer,
    status: 'confirmed',
    ...values,
  })
}

let bidNumber = 100
const finishedBid = (companyId: number, daysAgo: number) =>
  kit.insertBid(companyId, {
    dayOfMatch: inDays(-daysAgo),
    number: ++bidNumber,
    status: 'finished',
  })

const merge = (token: string, keepCompanyPlayerId: number, mergeCompanyPlayerId: number) =>
  call('POST', '/company-players/merge', token, { keepCompanyPlayerId, mergeCompanyPlayerId })

async function entriesOf(companyPlayerId: number) {
  return db.select().from(bidPlayers).where(eq(bidPlayers.companyPlayerId, companyPlayerId))
}

async function memberRow(id: number) {
  const [row] = await db.select().from(companyPlayers).where(eq(companyPlayers.id, id))
  return row
}

describe('POST /v1/company-players/merge', () => {
  it('moves every BID entry to the kept member, removes the merged one, and the statistics add up', async () => {
    const team = await kit.createTeam()
    const gabriel = (await kit.addMember(team.group.id, { fullName: 'Gabriel Barbosa' })).member
    await db
      .update(companyPlayers)
      .set({ nickname: 'Gabigol' })
      .where(eq(companyPlayers.id, gabriel.id))
    const typo = await guest(team.group.id, 'Gabigol', { phone: '(11) 98765-4321' })
    const [b1, b2, b3] = [
      await finishedBid(team.group.id, 20),
      await finishedBid(team.group.id, 13),
      await finishedBid(team.group.id, 6),
    ]
    await enter(b1.id, gabriel, { quantityOfGoals: 2 })
    await enter(b2.id, typo, { quantityOfGoals: 3, assistGoals: 1 })
    await enter(b3.id, typo, { quantityOfGoals: 1 })

    // Read once before, so a cached answer would show if the merge did not refresh it.
    const before = (await call('GET', '/statistics/ranking-strikers', team.member.token)).json()
    expect(before.allStrikersScorers).toHaveLength(2)

    const res = await merge(team.editor.token, gabriel.id, typo.id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: 'Gabigol foi mesclado com Gabigol.',
      companyPlayerId: gabriel.id,
      movedEntries: 2,
    })

    expect(await memberRow(typo.id)).toBeUndefined()
    expect((await entriesOf(gabriel.id)).map((e) => e.bidDayId).sort()).toEqual(
      [b1.id, b2.id, b3.id].sort(),
    )
    const after = (await call('GET', '/statistics/ranking-strikers', team.member.token)).json()
    expect(after.allStrikersScorers).toEqual([
      expect.objectContaining({
        companyPlayerId: gabriel.id,
        nickname: 'Gabigol',
        quantityOfGoals: 6,
        totalGoalsInGames: 3,
      }),
    ])
    const register = (await call('GET', '/company-players/list', team.editor.token)).json()
    const everyone = [
      ...register.monthlyPlayers,
      ...register.goalKeepers,
      ...register.sporadicPlayers,
    ]
    expect(everyone.filter((p: { id: number }) => [gabriel.id, typo.id].includes(p.id))).toEqual([
      expect.objectContaining({ id: gabriel.id, quantityOfGoals: 6, attendancePercentage: 100 }),
    ])
    // A person with an account owns their personal data: the guest's phone does not land on it.
    expect((await memberRow(gabriel.id))!.phone).toBeNull()
  })

  it('keeps one entry when both were in the same BID: the stronger answer, counters added up', async () => {
    const team = await kit.createTeam()
    const kept = await guest(team.group.id, 'Léo Pereira', { nickname: 'Léo' })
    const merged = await guest(team.group.id, 'Leo', { phone: '(11) 91234-5678' })
    const bid = await finishedBid(team.group.id, 5)
    await enter(bid.id, kept, { status: 'waiting', quantityOfGoals: 1, weeklyTeam: false })
    await enter(bid.id, merged, {
      status: 'confirmed',
      quantityOfGoals: 2,
      assistGoals: 3,
      ballRecoveries: 4,
      goalKeeperDefender: 1,
      weeklyTeam: true,
      skillLevel: 8,
    })

    const res = await merge(team.manager.token, kept.id, merged.id)
    expect(res.statusCode).toBe(200)
    expect(res.json().movedEntries).toBe(1)
    const entries = await entriesOf(kept.id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      bidDayId: bid.id,
      status: 'confirmed',
      skillLevel: 8,
      quantityOfGoals: 3,
      assistGoals: 3,
      ballRecoveries: 4,
      goalKeeperDefender: 1,
      weeklyTeam: true,
    })
    expect(await entriesOf(merged.id)).toEqual([])
    // A guest's blanks are filled from the other entry.
    expect(await memberRow(kept.id)).toMatchObject({ nickname: 'Léo', phone: '(11) 91234-5678' })

    const details = await call(
      'GET',
      `/bid-statistics/statistics-bid-details/${bid.id}`,
      team.member.token,
    )
    expect(details.json().data).toEqual([
      expect.objectContaining({ name: 'Léo', quantityOfGoals: 3 }),
    ])
  })

  it('in the open BID, two confirmed entries become one and the team draw names the kept one once', async () => {
    const team = await kit.createTeam()
    const kept = await guest(team.group.id, 'Gabigol')
    const merged = await guest(team.group.id, 'gabigol')
    const other = await guest(team.group.id, 'Pedro')
    const created = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(2),
    })
    const bidDayId = created.json().bidDayId as number
    for (const m of [kept, merged, other]) await enter(bidDayId, m, { skillLevel: 5 })
    const drawn = (m: Member) => ({
      companyPlayerId: m.id,
      name: m.fullName,
      position: null,
      skillLevel: 5,
      typePlayer: 'sporadic',
    })
    await db
      .update(bidDays)
      .set({
        drawnTeams: {
          success: true,
          message: 'Times gerados!',
          bidDayId,
          quantityOfPlayersEachTeam: 3,
          sporadicPlayerEspecial: false,
          drawnAt: new Date().toISOString(),
          teams: [
            { teamId: 1, totalSkill: 15, players: [drawn(kept), drawn(merged), drawn(other)] },
          ],
          reserves: [],
        },
      })
      .where(eq(bidDays.id, bidDayId))

    const res = await merge(team.administrator.token, kept.id, merged.id)
    expect(res.statusCode).toBe(200)

    const live = (await call('GET', '/bids/current-bid', team.editor.token)).json()
    expect(live.sporadicPlayers.map((p: { name: string }) => p.name)).toEqual(['Gabigol', 'Pedro'])
    expect(live.totalConfirmed).toBe(2)
    const teams = (await call('GET', '/bids/drawn-teams', team.editor.token)).json()
    expect(teams.teams[0]).toMatchObject({
      totalSkill: 10,
      players: [
        expect.objectContaining({ companyPlayerId: kept.id, name: 'Gabigol' }),
        expect.objectContaining({ companyPlayerId: other.id, name: 'Pedro' }),
      ],
    })
  })

  it('hands the slot two confirmed entries freed to the head of the waiting list', async () => {
    const team = await kit.createTeam()
    const created = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(2),
    })
    const bidDayId = created.json().bidDayId as number
    const kept = await guest(team.group.id, 'Gabigol')
    const merged = await guest(team.group.id, 'gabigol')
    for (const m of [kept, merged]) await enter(bidDayId, m)
    for (let i = 0; i < 22; i++) await enter(bidDayId, await guest(team.group.id, `Avulso ${i}`))
    const waiting = await guest(team.group.id, 'Na Fila', { email: 'na.fila@example.test' })
    await enter(bidDayId, waiting, { status: 'waitlisted', waitlistedAt: new Date() })

    const res = await merge(team.administrator.token, kept.id, merged.id)
    expect(res.statusCode, res.body).toBe(200)

    const live = (await call('GET', '/bids/current-bid', team.editor.token)).json()
    expect(live.totalConfirmed).toBe(24)
    expect(live.waitlist).toEqual([])
    const [entry] = await entriesOf(waiting.id)
    expect(entry?.status).toBe('confirmed')
    const emails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'na.fila@example.test'))
    expect(emails.map((e) => e.subject)).toEqual([expect.stringContaining('Abriu uma vaga')])
  })

  it('puts the kept member in the merged one’s place in a draw the kept one was not in', async () => {
    const team = await kit.createTeam()
    const kept = await guest(team.group.id, 'Zico', { nickname: 'Galinho' })
    const merged = await guest(team.group.id, 'Arthur Zico')
    const bid = await finishedBid(team.group.id, 3)
    await enter(bid.id, merged)
    const draw = {
      teams: [
        {
          teamId: 1,
          totalSkill: 7,
          players: [
            {
              companyPlayerId: merged.id,
              name: 'Arthur Zico',
              position: null,
              skillLevel: 7,
              typePlayer: 'sporadic',
            },
          ],
        },
      ],
      reserves: [],
    }
    await db.update(bidDays).set({ drawnTeams: draw }).where(eq(bidDays.id, bid.id))
    expect((await merge(team.editor.token, kept.id, merged.id)).statusCode).toBe(200)
    const [row] = await db.select().from(bidDays).where(eq(bidDays.id, bid.id))
    expect(row!.drawnTeams).toMatchObject({
      teams: [
        { totalSkill: 7, players: [{ companyPlayerId: kept.id, name: 'Galinho', skillLevel: 7 }] },
      ],
    })
  })

  it('refuses to merge two members who both have accounts', async () => {
    const team = await kit.createTeam()
    const a = (await kit.addMember(team.group.id, { fullName: 'Ana Souza' })).member
    const b = (await kit.addMember(team.group.id, { fullName: 'Ana  Souza' })).member
    const res = await merge(team.administrator.token, a.id, b.id)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(
      `Não é possível mesclar ${a.nickname} e ${b.nickname}: os dois têm conta própria, e cada conta pertence à pessoa.`,
    )
    expect(await memberRow(b.id)).toMatchObject({ deletedAt: null })
  })

  it("merges a joined account into the group's pasted row: the account moves there, the row keeps its type and history", async () => {
    const team = await kit.createTeam()
    const pasted = await guest(team.group.id, 'Rafa', { typePlayer: 'monthly', nickname: 'Rafa' })
    const joined = (
      await kit.addMember(team.group.id, { fullName: 'Rafael Souza', typePlayer: 'sporadic' })
    ).member
    const bid = await finishedBid(team.group.id, 2)
    await enter(bid.id, pasted, { quantityOfGoals: 2 })
    const older = await finishedBid(team.group.id, 9)
    await enter(older.id, joined, { quantityOfGoals: 1 })
    const res = await merge(team.administrator.token, pasted.id, joined.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(await memberRow(pasted.id)).toMatchObject({
      playerId: joined.playerId,
      fullName: 'Rafael Souza',
      email: joined.email,
      typePlayer: 'monthly',
      nickname: 'Rafa',
    })
    expect(await memberRow(joined.id)).toBeUndefined()
    expect(await entriesOf(pasted.id)).toHaveLength(2)
    // The person signs in again and lands in the row the group had for them.
    expect((await login(kit.app, joined.email!)).companyPlayerId).toBe(pasted.id)
  })

  it('never merges across groups: another group’s member is not found', async () => {
    const team = await kit.createTeam()
    const other = await kit.createTeam('Vizinhos')
    const ours = await guest(team.group.id, 'Caio')
    const theirs = await guest(other.group.id, 'Caio')
    const bid = await finishedBid(other.group.id, 2)
    await enter(bid.id, theirs, { quantityOfGoals: 4 })

    for (const [keep, gone] of [
      [ours.id, theirs.id],
      [theirs.id, ours.id],
    ] as const) {
      const res = await merge(team.administrator.token, keep, gone)
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe('Jogador não encontrado.')
    }
    expect(await memberRow(theirs.id)).toBeDefined()
    expect(await memberRow(ours.id)).toBeDefined()
    expect(await entriesOf(theirs.id)).toHaveLength(1)
  })

  it('is for organisers only, and needs two different members', async () => {
    const team = await kit.createTeam()
    const a = await guest(team.group.id, 'Dudu')
    const b = await guest(team.group.id, 'Dudú')
    const denied = await merge(team.member.token, a.id, b.id)
    expect(denied.statusCode).toBe(403)
    expect(await memberRow(b.id)).toBeDefined()

    const same = await merge(team.administrator.token, a.id, a.id)
    expect(same.statusCode).toBe(400)
    expect(same.json().message).toBe('Escolha dois cadastros diferentes para mesclar.')
    expect(
      (await call('POST', '/company-players/merge', team.administrator.token, {})).statusCode,
    ).toBe(400)
  })

  it.each(organiserRoles)('lets the %s merge', async (role) => {
    const team = await kit.createTeam()
    const a = await guest(team.group.id, 'Edu')
    const b = await guest(team.group.id, 'Edú')
    const res = await merge(team.byRole[role].token, a.id, b.id)
    expect(res.statusCode).toBe(200)
    expect(await memberRow(b.id)).toBeUndefined()
  })

  it('refuses a removed member', async () => {
    const team = await kit.createTeam()
    const a = await guest(team.group.id, 'Fred')
    const b = await guest(team.group.id, 'Fred', { deletedAt: new Date() })
    expect((await merge(team.administrator.token, a.id, b.id)).statusCode).toBe(404)
  })
})

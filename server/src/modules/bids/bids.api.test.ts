import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { liveBidSchema } from '@bidfut/domain/contracts/bids'
import { toLocalDateTime } from '@bidfut/domain/rules/local-time'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { createBidsTestApp, inDays, organiserRoles, SP } from './bids.test-kit.ts'
import { errorBody } from '../../../test/error-body.ts'

const kit = await createBidsTestApp()
const { call, db } = kit

const openBidExists = (day: string) =>
  `Já existe um BID aberto para ${day.slice(8, 10)}/${day.slice(5, 7)}. Finalize ou cancele esse BID, ou escolha outra data.`

describe('POST /v1/bids/create-bid', () => {
  it.each(organiserRoles)('lets a(n) %s create a BID', async (role) => {
    const team = await kit.createTeam(`Grupo ${role}`)
    const res = await call('POST', '/bids/create-bid', team.byRole[role].token, {
      dayOfMatch: inDays(3),
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ number: 1, status: 'open' })
  })

  it('refuses a plain member with 403', async () => {
    const team = await kit.createTeam()
    const res = await call('POST', '/bids/create-bid', team.member.token, { dayOfMatch: inDays(3) })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual(errorBody({ message: 'Você não tem permissão para esta ação.' }))
  })

  it('refuses an anonymous caller with 401', async () => {
    const res = await call('POST', '/bids/create-bid', undefined, { dayOfMatch: inDays(3) })
    expect(res.statusCode).toBe(401)
  })

  it('enrols every active monthly player and goalkeeper as waiting and answers the Live BID', async () => {
    const team = await kit.createTeam()
    const gk = await kit.addMember(team.group.id, {
      typePlayer: 'goalkeeper',
      playerPosition: 'goalkeeper',
      skillLevel: 7,
      fullName: 'Zé Goleiro',
    })
    const zeca = await kit.addMember(team.group.id, { fullName: 'Zeca', skillLevel: 9 })
    await kit.addMember(team.group.id, { typePlayer: 'sporadic', fullName: 'Avulso' })
    await kit.addMember(team.group.id, { status: 0, fullName: 'Inativo' })
    const gone = await kit.addMember(team.group.id, { fullName: 'Excluído' })
    await db
      .update(companyPlayers)
      .set({ deletedAt: new Date() })
      .where(eq(companyPlayers.id, gone.member.id))

    const res = await call('POST', '/bids/create-bid', team.editor.token, {
      dayOfMatch: inDays(5, '19:30:00'),
    })
    expect(res.statusCode).toBe(201)
    const live = res.json()
    expect(live).toMatchObject({
      number: 1,
      status: 'open',
      dayOfMatch: inDays(5, '19:30:00'),
      location: 'Quadra do Teste',
      isPast: false,
      totalConfirmed: 0,
      totalPlayers: 24,
      totalAvailable: 24,
      averageFilled: 0,
      sporadicPlayers: [],
      isFull: false,
      totalWaitlisted: 0,
      waitlist: [],
    })
    // The four staff members of createTeam are monthly players too; names sort in pt-BR order.
    const monthlyIds = live.monthly.map((p: { companyPlayerId: number }) => p.companyPlayerId)
    expect(monthlyIds).toHaveLength(5)
    expect(monthlyIds).toContain(zeca.member.id)
    expect(live.monthly.map((p: { name: string }) => p.name)).toEqual(
      [...live.monthly.map((p: { name: string }) => p.name)].sort((a, b) =>
        a.localeCompare(b, 'pt-BR'),
      ),
    )
    expect(live.goalkeepers).toEqual([
      {
        companyPlayerId: gk.member.id,
        name: gk.member.nickname,
        status: 'waiting',
        playerPosition: 'goalkeeper',
        skillLevel: 7,
        quantityOfGoals: 0,
        assistGoals: 0,
        ballRecoveries: 0,
        goalKeeperDefender: 0,
        weeklyTeam: false,
        waitlistPosition: null,
        regular: true,
      },
    ])
    const rows = await db.select().from(bidPlayers).where(eq(bidPlayers.bidDayId, live.bidDayId))
    expect(rows).toHaveLength(6)
    expect(rows.find((r) => r.companyPlayerId === zeca.member.id)).toMatchObject({
      typePlayer: 'monthly',
      skillLevel: 9,
      playerPosition: 'midfielder',
      status: 'waiting',
    })
  })

  it('keeps a given place, trims it, and accepts a time without seconds', async () => {
    const team = await kit.createTeam()
    const day = inDays(2, '21:15:00').slice(0, 16)
    const res = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: day,
      location: '  Arena Central ',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ dayOfMatch: `${day}:00`, location: 'Arena Central' })
  })

  it('allows one open BID per group and date and numbers BIDs 1, 2, 3 per group, a cancelled one’s number taken again', async () => {
    const team = await kit.createTeam()
    const other = await kit.createTeam('Outro grupo')
    const first = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(3),
    })
    expect(first.json().number).toBe(1)

    // Another game the same day is refused (ADR 059), naming the date; another day opens too.
    const sameDay = await call('POST', '/bids/create-bid', team.manager.token, {
      dayOfMatch: inDays(3, '22:00:00'),
    })
    expect(sameDay.statusCode).toBe(409)
    expect(sameDay.json()).toEqual(errorBody({ message: openBidExists(inDays(3)) }))
    const second = await call('POST', '/bids/create-bid', team.manager.token, {
      dayOfMatch: inDays(4),
    })
    expect(second.statusCode).toBe(201)
    expect(second.json().number).toBe(2)
    // Moving it onto the first one's date is refused the same way.
    const onto = await call(
      'PUT',
      `/bids/update-bid/${second.json().bidDayId}`,
      team.manager.token,
      {
        dayOfMatch: inDays(3, '18:00:00'),
      },
    )
    expect(onto.statusCode).toBe(409)
    expect(onto.json().message).toBe(openBidExists(inDays(3)))

    // Another group is independent: its own open BID, its own numbering.
    const elsewhere = await call('POST', '/bids/create-bid', other.administrator.token, {
      dayOfMatch: inDays(3),
    })
    expect(elsewhere.json().number).toBe(1)

    for (const bid of [second, first]) {
      const cancel = await call(
        'DELETE',
        `/bids/delete-bid/${bid.json().bidDayId}`,
        team.editor.token,
      )
      expect(cancel.statusCode).toBe(200)
    }
    const third = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(6),
    })
    // The cancelled #1 was never played: the next BID is #1 again (ADR 031).
    expect(third.statusCode).toBe(201)
    expect(third.json().number).toBe(1)
  })

  it('counts the games played: one more than the highest BID that was not cancelled (ADR 031)', async () => {
    const team = await kit.createTeam()
    const create = async (days: number) => {
      const res = await call('POST', '/bids/create-bid', team.administrator.token, {
        dayOfMatch: inDays(days),
      })
      expect(res.statusCode).toBe(201)
      return res.json() as { bidDayId: number; number: number }
    }
    const cancel = async (bidDayId: number) =>
      expect(
        (await call('DELETE', `/bids/delete-bid/${bidDayId}`, team.editor.token)).statusCode,
      ).toBe(200)
    // Numbered before this rule: #11 played, #12 cancelled, #13 played (the gap stays in history).
    await kit.insertBid(team.group.id, { dayOfMatch: inDays(-21), number: 11, status: 'finished' })
    await kit.insertBid(team.group.id, { dayOfMatch: inDays(-14), number: 12, status: 'cancelled' })
    await kit.insertBid(team.group.id, { dayOfMatch: inDays(-7), number: 13, status: 'finished' })

    const fourteenth = await create(3)
    expect(fourteenth.number).toBe(14)
    await cancel(fourteenth.bidDayId)
    // Cancelled twice in a row: still #14, and the cancelled ones stay in history as they were.
    const again = await create(4)
    expect(again.number).toBe(14)
    await cancel(again.bidDayId)
    const played = await create(5)
    expect(played.number).toBe(14)
    const numbers = await db
      .select({ number: bidDays.number, status: bidDays.status })
      .from(bidDays)
      .where(eq(bidDays.companyId, team.group.id))
      .orderBy(bidDays.id)
    expect(numbers).toEqual([
      { number: 11, status: 'finished' },
      { number: 12, status: 'cancelled' },
      { number: 13, status: 'finished' },
      { number: 14, status: 'cancelled' },
      { number: 14, status: 'cancelled' },
      { number: 14, status: 'open' },
    ])
  })

  it.each([
    [{}, 'Por favor, preencha a data e hora do BID'],
    [{ dayOfMatch: '' }, 'Por favor, preencha a data e hora do BID'],
    [{ dayOfMatch: '   ' }, 'Por favor, preencha a data e hora do BID'],
    [{ dayOfMatch: null }, 'Por favor, preencha a data e hora do BID'],
    [{ dayOfMatch: 'amanhã às 20h' }, 'Data e hora do BID inválidas.'],
    [{ dayOfMatch: '2031-02-30T20:00:00' }, 'Data e hora do BID inválidas.'],
    [{ dayOfMatch: '2031-02-10T24:00:00' }, 'Data e hora do BID inválidas.'],
    [{ dayOfMatch: '2031-02-10' }, 'Data e hora do BID inválidas.'],
    [{ dayOfMatch: '2031-02-10T20:00:00Z' }, 'Data e hora do BID inválidas.'],
    [{ dayOfMatch: 20310210 }, 'Por favor, preencha a data e hora do BID'],
    [
      { dayOfMatch: inDays(3), location: 'x'.repeat(201) },
      'Local muito longo (máximo 200 caracteres)',
    ],
  ])('refuses %j with 400 and a pt-BR message', async (payload, message) => {
    const team = await kit.createTeam()
    const res = await call('POST', '/bids/create-bid', team.administrator.token, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, message })
  })

  it('refuses unknown fields, such as a companyId from the body', async () => {
    const team = await kit.createTeam()
    const other = await kit.createTeam('Outro')
    const res = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(3),
      companyId: other.group.id,
    })
    expect(res.statusCode).toBe(400)
  })

  it('refuses a date-time in the past, in the group time zone', async () => {
    const team = await kit.createTeam()
    const yesterday = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(-1),
    })
    expect(yesterday.statusCode).toBe(400)
    expect(yesterday.json()).toEqual(
      errorBody({
        message: 'A data e hora do BID não podem estar no passado.',
        errors: { dayOfMatch: 'A data e hora do BID não podem estar no passado.' },
      }),
    )

    // One hour ahead on São Paulo's clock is already past on Tokyo's (12 hours ahead).
    const soonInSaoPaulo = toLocalDateTime(new Date(Date.now() + 3600_000), SP)
    const tokyo = await kit.createTeam('Pelada de Tóquio')
    await db
      .update(companies)
      .set({ timeZone: 'Asia/Tokyo' })
      .where(eq(companies.id, tokyo.group.id))
    const late = await call('POST', '/bids/create-bid', tokyo.administrator.token, {
      dayOfMatch: soonInSaoPaulo,
    })
    expect(late.statusCode).toBe(400)
    const onTime = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: soonInSaoPaulo,
    })
    expect(onTime.statusCode).toBe(201)
  })
})

describe('GET /v1/bids/current-bid', () => {
  it('answers 204 when the group has no open BID', async () => {
    const team = await kit.createTeam()
    await kit.insertBid(team.group.id, { dayOfMatch: inDays(-7), status: 'finished' })
    const res = await call('GET', '/bids/current-bid', team.administrator.token)
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
  })

  it.each(organiserRoles)('is readable by a(n) %s', async (role) => {
    const team = await kit.createTeam()
    await call('POST', '/bids/create-bid', team.administrator.token, { dayOfMatch: inDays(3) })
    const res = await call('GET', '/bids/current-bid', team.byRole[role].token)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.json().totalPlayers).toBe(24)
  })

  it('is refused to a plain member (it is the management feed)', async () => {
    const team = await kit.createTeam()
    await call('POST', '/bids/create-bid', team.administrator.token, { dayOfMatch: inDays(3) })
    expect((await call('GET', '/bids/current-bid', team.member.token)).statusCode).toBe(403)
  })

  it('never shows another group its BID', async () => {
    const team = await kit.createTeam()
    const other = await kit.createTeam('Vizinhos')
    await call('POST', '/bids/create-bid', team.administrator.token, { dayOfMatch: inDays(3) })
    expect((await call('GET', '/bids/current-bid', other.administrator.token)).statusCode).toBe(204)
  })

  it('counts confirmed players, free slots and the filled percentage', async () => {
    const team = await kit.createTeam()
    const created = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(3),
    })
    const bidDayId = created.json().bidDayId
    for (const who of [team.administrator, team.manager, team.member]) {
      const res = await call(
        'PUT',
        `/bids/update-status-player/${bidDayId}/${who.member.id}`,
        who.token,
        { status: 'confirmed' },
      )
      expect(res.statusCode).toBe(200)
    }
    const live = (await call('GET', '/bids/current-bid', team.editor.token)).json()
    expect(live).toMatchObject({ totalConfirmed: 3, totalAvailable: 21, averageFilled: 13 })
  })

  it('sends a weak ETag and answers 304 to it until the BID changes', async () => {
    const team = await kit.createTeam()
    const created = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(3),
    })
    const bidDayId = created.json().bidDayId
    const first = await call('GET', '/bids/current-bid', team.administrator.token)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/".+"$/)
    expect(first.headers['cache-control']).toContain('no-cache')

    const same = await call('GET', '/bids/current-bid', team.editor.token, undefined, {
      'if-none-match': etag,
    })
    expect(same.statusCode).toBe(304)
    expect(same.body).toBe('')
    expect(same.headers.etag).toBe(etag)

    const listed = await call('GET', '/bids/current-bid', team.editor.token, undefined, {
      'if-none-match': `W/"something-else", ${etag}`,
    })
    expect(listed.statusCode).toBe(304)

    await call(
      'PUT',
      `/bids/update-status-player/${bidDayId}/${team.member.member.id}`,
      team.member.token,
      {
        status: 'confirmed',
      },
    )
    const changed = await call('GET', '/bids/current-bid', team.editor.token, undefined, {
      'if-none-match': etag,
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(changed.json().totalConfirmed).toBe(1)
    const [row] = await db.select().from(bidDays).where(eq(bidDays.id, bidDayId))
    expect(row!.version).toBe(2)
  })

  it('serves the cached snapshot exactly as the contract shapes it, and 304s with no body', async () => {
    const team = await kit.createTeam()
    const created = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(3),
    })
    const first = await call('GET', '/bids/current-bid', team.administrator.token)
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8')
    const body: unknown = first.json()
    // The polling path skips the serializer: its prebuilt JSON must hold no field the schema
    // would drop and lack none it requires, and match what create-bid's serialised answer says.
    expect(liveBidSchema.parse(body)).toEqual(body)
    expect(body).toEqual(created.json())

    const same = await call('GET', '/bids/current-bid', team.administrator.token, undefined, {
      'if-none-match': first.headers.etag as string,
    })
    expect(same.statusCode).toBe(304)
    expect(same.rawPayload).toHaveLength(0)
    expect(same.headers['content-type']).toBeUndefined()
    expect(same.headers['content-length']).toBeUndefined()
  })

  it('changes the ETag when kick-off passes, because isPast changes', async () => {
    const team = await kit.createTeam()
    const bid = await kit.insertBid(team.group.id, { dayOfMatch: inDays(-1) })
    const res = await call('GET', '/bids/current-bid', team.administrator.token)
    expect(res.json()).toMatchObject({ bidDayId: bid.id, isPast: true })
    expect(res.headers.etag).toBe(`W/"bid-${bid.id}-v1-p"`)
  })

  it('bumps the version with every write, so no change is served from a stale copy', async () => {
    const team = await kit.createTeam()
    const created = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(3),
    })
    const { bidDayId } = created.json()
    const target = team.member.member.id
    const writes: [string, object][] = [
      [`/bids/update-status-player/${bidDayId}/${target}`, { status: 'confirmed' }],
      [`/bids/update-position-player/${bidDayId}/${target}`, { playerPosition: 'striker' }],
      [`/bids/update-skill-level-player/${bidDayId}/${target}`, { skillLevel: 8 }],
      [`/bids/update-quantity-of-goals-player/${bidDayId}/${target}`, { quantityOfGoals: 2 }],
      [`/bids/update-quantity-of-assists-player/${bidDayId}/${target}`, { quantityOfAssists: 1 }],
      [
        `/bids/update-quantity-of-ball-recoveries-player/${bidDayId}/${target}`,
        { quantityOfBallRecoveries: 4 },
      ],
      [
        `/bids/update-quantity-of-goalkeeper-defender-player/${bidDayId}/${target}`,
        { quantityOfGoalKeeperDefender: 3 },
      ],
      [`/bids/update-weakly-team-stats/${bidDayId}/${target}`, { weaklyTeamStats: true }],
    ]
    let etag = (await call('GET', '/bids/current-bid', team.administrator.token)).headers.etag
    for (const [url, body] of writes) {
      expect((await call('PUT', url, team.administrator.token, body)).statusCode).toBe(200)
      const next = await call('GET', '/bids/current-bid', team.administrator.token, undefined, {
        'if-none-match': etag as string,
      })
      expect(next.statusCode, url).toBe(200)
      etag = next.headers.etag
    }
    const live = (await call('GET', '/bids/current-bid', team.administrator.token)).json()
    expect(
      live.monthly.find((p: { companyPlayerId: number }) => p.companyPlayerId === target),
    ).toEqual({
      companyPlayerId: target,
      name: team.member.member.nickname,
      status: 'confirmed',
      playerPosition: 'striker',
      skillLevel: 8,
      quantityOfGoals: 2,
      assistGoals: 1,
      ballRecoveries: 4,
      goalKeeperDefender: 3,
      weeklyTeam: true,
      waitlistPosition: null,
      regular: true,
    })
  })
})

describe('GET /v1/bids/get-information-check-in-bid', () => {
  it('answers 204 when there is no open BID', async () => {
    const team = await kit.createTeam()
    const res = await call('GET', '/bids/get-information-check-in-bid', team.member.token)
    expect(res.statusCode).toBe(204)
  })

  it('gives any member the BID, the confirmed names and their own status', async () => {
    const team = await kit.createTeam()
    const guest = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    const created = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(2),
      location: 'Arena',
    })
    const { bidDayId } = created.json()
    await call(
      'PUT',
      `/bids/update-status-player/${bidDayId}/${team.member.member.id}`,
      team.member.token,
      {
        status: 'confirmed',
      },
    )
    await call(
      'PUT',
      `/bids/update-status-player/${bidDayId}/${team.editor.member.id}`,
      team.editor.token,
      {
        status: 'absent',
      },
    )

    const mine = await call('GET', '/bids/get-information-check-in-bid', team.member.token)
    expect(mine.statusCode).toBe(200)
    expect(mine.json()).toEqual({
      success: true,
      bidDayId,
      number: 1,
      companyPlayerId: team.member.member.id,
      dayOfMatch: inDays(2),
      location: 'Arena',
      isPast: false,
      totalConfirmed: 1,
      slots: 24,
      totalPlayers: 24,
      totalAvailable: 23,
      isFull: false,
      totalWaitlisted: 0,
      monthlyWindow: null,
      confirmedPlayers: [team.member.member.nickname],
      playerBidStatus: 'confirmed',
      inBid: true,
      waitlistPosition: null,
      firstWaitlistedName: null,
      placeHeldForMe: true,
      autoConfirmed: false,
      guaranteeLost: false,
    })

    const editor = (
      await call('GET', '/bids/get-information-check-in-bid', team.editor.token)
    ).json()
    expect(editor).toMatchObject({ playerBidStatus: 'absent', inBid: true })

    const outsider = (await call('GET', '/bids/get-information-check-in-bid', guest.token)).json()
    expect(outsider).toMatchObject({
      playerBidStatus: 'waiting',
      inBid: false,
      placeHeldForMe: false,
    })
  })

  it('answers a member of another group with their own group only', async () => {
    const team = await kit.createTeam()
    const other = await kit.createTeam('Vizinhos')
    await call('POST', '/bids/create-bid', team.administrator.token, { dayOfMatch: inDays(2) })
    const res = await call('GET', '/bids/get-information-check-in-bid', other.member.token)
    expect(res.statusCode).toBe(204)
  })
})

describe('GET /v1/bids/current-bid-player-stats', () => {
  it('answers 204 without an open BID and the own counters with one', async () => {
    const team = await kit.createTeam()
    expect(
      (await call('GET', '/bids/current-bid-player-stats', team.member.token)).statusCode,
    ).toBe(204)

    const { bidDayId } = (
      await call('POST', '/bids/create-bid', team.administrator.token, { dayOfMatch: inDays(2) })
    ).json()
    await call(
      'PUT',
      `/bids/update-quantity-of-goals-player/${bidDayId}/${team.member.member.id}`,
      team.editor.token,
      { quantityOfGoals: 3 },
    )
    const res = await call('GET', '/bids/current-bid-player-stats', team.member.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      quantityOfGoals: 3,
      assistGoals: 0,
      ballRecoveries: 0,
      goalKeeperDefender: 0,
      weeklyTeam: false,
    })
  })

  it('answers 204 to a member who is not in the open BID', async () => {
    const team = await kit.createTeam()
    const guest = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    await call('POST', '/bids/create-bid', team.administrator.token, { dayOfMatch: inDays(2) })
    expect((await call('GET', '/bids/current-bid-player-stats', guest.token)).statusCode).toBe(204)
  })
})

describe('cancelling and finishing', () => {
  it.each(organiserRoles)('lets a(n) %s cancel the open BID; the record stays', async (role) => {
    const team = await kit.createTeam()
    const { bidDayId } = (
      await call('POST', '/bids/create-bid', team.administrator.token, { dayOfMatch: inDays(2) })
    ).json()
    const res = await call('DELETE', `/bids/delete-bid/${bidDayId}`, team.byRole[role].token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'BID cancelado com sucesso.' })
    const row = await kit.bidRow(bidDayId)
    expect(row.status).toBe('cancelled')
    expect(row.closedAt).toBeInstanceOf(Date)
    expect((await call('GET', '/bids/current-bid', team.administrator.token)).statusCode).toBe(204)

    const again = await call('DELETE', `/bids/delete-bid/${bidDayId}`, team.administrator.token)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Este BID já foi encerrado.')
  })

  it('refuses to finish before the game date-time', async () => {
    const team = await kit.createTeam()
    const { bidDayId } = (
      await call('POST', '/bids/create-bid', team.administrator.token, { dayOfMatch: inDays(1) })
    ).json()
    const res = await call('POST', `/bids/complete-bid/${bidDayId}`, team.administrator.token)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual(
      errorBody({ message: 'O BID só pode ser finalizado após a data do jogo.' }),
    )
    expect((await kit.bidRow(bidDayId)).status).toBe('open')
  })

  it.each(organiserRoles)('lets a(n) %s finish a BID whose game has passed', async (role) => {
    const team = await kit.createTeam()
    const bid = await kit.insertBid(team.group.id, { dayOfMatch: inDays(0, '00:00:00') })
    const res = await call('POST', `/bids/complete-bid/${bid.id}`, team.byRole[role].token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'BID finalizado com sucesso.' })
    const row = await kit.bidRow(bid.id)
    expect(row).toMatchObject({ status: 'finished', version: 2 })
    expect(row.closedAt).toBeInstanceOf(Date)

    const closed = await call('DELETE', `/bids/delete-bid/${bid.id}`, team.administrator.token)
    expect(closed.statusCode).toBe(409)
  })

  it('refuses members, and hides other groups’ BIDs behind 404', async () => {
    const team = await kit.createTeam()
    const other = await kit.createTeam('Vizinhos')
    const bid = await kit.insertBid(team.group.id, { dayOfMatch: inDays(-1) })
    expect((await call('POST', `/bids/complete-bid/${bid.id}`, team.member.token)).statusCode).toBe(
      403,
    )
    expect((await call('DELETE', `/bids/delete-bid/${bid.id}`, team.member.token)).statusCode).toBe(
      403,
    )

    for (const [method, url] of [
      ['POST', `/bids/complete-bid/${bid.id}`],
      ['DELETE', `/bids/delete-bid/${bid.id}`],
    ] as const) {
      const res = await call(method, url, other.administrator.token)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual(errorBody({ message: 'BID não encontrado.' }))
    }
    expect((await kit.bidRow(bid.id)).status).toBe('open')
  })

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 to the path id %s', async (id) => {
    const team = await kit.createTeam()
    for (const [method, url] of [
      ['POST', `/bids/complete-bid/${id}`],
      ['DELETE', `/bids/delete-bid/${id}`],
      ['GET', `/bids/get-sporadic-players/${id}`],
    ] as const) {
      const res = await call(method, url, team.administrator.token)
      expect(res.statusCode, url).toBe(400)
      expect(res.json()).toMatchObject({ success: false, message: 'Identificador inválido.' })
    }
  })
})

describe('OpenAPI description', () => {
  it('documents the BID endpoints with their request schemas', async () => {
    const res = await kit.app.inject({ method: 'GET', url: '/docs/json' })
    expect(res.statusCode).toBe(200)
    const paths = res.json().paths
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/v1/bids/create-bid',
        '/v1/bids/current-bid',
        '/v1/bids/update-status-player/{bidDayId}/{companyPlayerId}',
        '/v1/bids/add-sporadic-player/',
        '/v1/weather/forecast-bid',
      ]),
    )
    const create = paths['/v1/bids/create-bid'].post.requestBody.content['application/json'].schema
    expect(create.required).toEqual(['dayOfMatch'])
  })
})

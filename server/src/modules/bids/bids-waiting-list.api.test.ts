import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bidPlayers } from '../../db/schema/bids.ts'
import { emailOutbox } from '../../db/schema/messages.ts'
import { createBidsTestApp, inDays, organiserRoles, statusUrl } from './bids.test-kit.ts'
import { errorBody } from '../../../test/error-body.ts'

const kit = await createBidsTestApp()
const { call, db, putStatus } = kit

type Guest = Awaited<ReturnType<typeof kit.addMember>>

const promote = (bidDayId: number, companyPlayerId: number, token: string) =>
  call('POST', `/bids/promote-waitlisted/${bidDayId}/${companyPlayerId}`, token)
const removeFromLine = (bidDayId: number, companyPlayerId: number, token: string) =>
  call('DELETE', `/bids/remove-waitlisted/${bidDayId}/${companyPlayerId}`, token)

/** A BID with 24 sporadic players already confirmed; the fillers' tokens are kept. */
async function fullBid(name = 'Pelada Lotada', dayOfMatch = inDays(3)) {
  const team = await kit.createTeam(name)
  const res = await call('POST', '/bids/create-bid', team.administrator.token, { dayOfMatch })
  expect(res.statusCode).toBe(201)
  const bidDayId = res.json().bidDayId as number
  const fillers: Guest[] = []
  for (let i = 0; i < 24; i++) {
    const filler = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    await kit.putInBid(bidDayId, filler.member, 'confirmed')
    fillers.push(filler)
  }
  return { ...team, bidDayId, fillers }
}

async function checkIn(bidDayId: number, who: Guest) {
  const res = await putStatus(bidDayId, who.member.id, who.token, 'confirmed')
  expect(res.statusCode).toBe(200)
  return res.json() as { status: string; waitlistPosition: number | null; message: string }
}

const lineOf = async (bidDayId: number, token: string) => {
  const live = (await call('GET', '/bids/current-bid', token)).json()
  expect(live.bidDayId).toBe(bidDayId)
  return live.waitlist as { companyPlayerId: number; waitlistPosition: number; status: string }[]
}

const emailsTo = (address: string) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address))

describe('a full BID and its waiting list', () => {
  it('says the BID is full and where the caller stands, on the check-in screen', async () => {
    const team = await fullBid()
    const guest = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    const before = (await call('GET', '/bids/get-information-check-in-bid', guest.token)).json()
    expect(before).toMatchObject({
      isFull: true,
      totalAvailable: 0,
      totalWaitlisted: 0,
      waitlistPosition: null,
      firstWaitlistedName: null,
    })
    expect(await checkIn(team.bidDayId, guest)).toEqual({
      success: true,
      message: 'BID lotado: você entrou na lista de espera (1º lugar).',
      status: 'waitlisted',
      waitlistPosition: 1,
    })
    const after = (await call('GET', '/bids/get-information-check-in-bid', guest.token)).json()
    expect(after).toMatchObject({
      playerBidStatus: 'waitlisted',
      inBid: true,
      totalConfirmed: 24,
      totalWaitlisted: 1,
      waitlistPosition: 1,
      firstWaitlistedName: guest.member.nickname,
    })
    expect(after.confirmedPlayers).toHaveLength(24)
  })

  it('puts monthly players and goalkeepers before sporadic ones, then orders by arrival', async () => {
    const team = await fullBid()
    const sporadicA = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    const sporadicB = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    const keeper = await kit.addMember(team.group.id, { typePlayer: 'goalkeeper' })
    await kit.putInBid(team.bidDayId, keeper.member)
    expect((await checkIn(team.bidDayId, sporadicA)).waitlistPosition).toBe(1)
    expect((await checkIn(team.bidDayId, sporadicB)).waitlistPosition).toBe(2)
    expect((await checkIn(team.bidDayId, team.member)).waitlistPosition).toBe(1)
    expect((await checkIn(team.bidDayId, keeper)).waitlistPosition).toBe(2)

    const line = await lineOf(team.bidDayId, team.editor.token)
    expect(line.map((p) => p.companyPlayerId)).toEqual([
      team.member.member.id,
      keeper.member.id,
      sporadicA.member.id,
      sporadicB.member.id,
    ])
    expect(line.map((p) => p.waitlistPosition)).toEqual([1, 2, 3, 4])
    expect(line.every((p) => p.status === 'waitlisted')).toBe(true)

    // The line is its own group: nobody in it shows among the players by type.
    const live = (await call('GET', '/bids/current-bid', team.editor.token)).json()
    const grouped = [...live.monthly, ...live.goalkeepers, ...live.sporadicPlayers]
    expect(grouped.some((p: { status: string }) => p.status === 'waitlisted')).toBe(false)
    expect(live).toMatchObject({ isFull: true, totalWaitlisted: 4 })
    const mine = (await call('GET', '/bids/get-information-check-in-bid', sporadicB.token)).json()
    expect(mine.waitlistPosition).toBe(4)
    // A confirmed player sees who would get their slot: the head of the line, by the line rule.
    const filler = (
      await call('GET', '/bids/get-information-check-in-bid', team.fillers[0]!.token)
    ).json()
    expect(filler).toMatchObject({
      playerBidStatus: 'confirmed',
      firstWaitlistedName: team.member.member.nickname,
    })
  })

  it("puts an organiser's guest on a full BID at the end of the line, and says so", async () => {
    const team = await fullBid()
    const waiting = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    expect((await checkIn(team.bidDayId, waiting)).waitlistPosition).toBe(1)

    const res = await call('POST', '/bids/add-sporadic-player/', team.editor.token, {
      bidDayId: team.bidDayId,
      companyPlayerId: 0,
      playerName: 'Convidado do Zé',
      positionPlayer: null,
      skillLevel: 5,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe('BID lotado: o jogador entrou na lista de espera (2º lugar).')
    const line = await lineOf(team.bidDayId, team.editor.token)
    expect(line.map((p) => p.companyPlayerId)).toEqual([
      waiting.member.id,
      res.json().companyPlayerId,
    ])
    const live = (await call('GET', '/bids/current-bid', team.editor.token)).json()
    expect(live.totalConfirmed).toBe(24)
  })

  it('lets a member leave the line, and the places behind them move up', async () => {
    const team = await fullBid()
    const first = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    const second = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    await checkIn(team.bidDayId, first)
    await checkIn(team.bidDayId, second)

    const again = await putStatus(team.bidDayId, first.member.id, first.token, 'confirmed')
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(
      'Você já está na lista de espera: a vaga é sua assim que chegar a sua vez.',
    )
    const jump = await putStatus(team.bidDayId, first.member.id, first.token, 'absent')
    expect(jump.statusCode).toBe(409)

    const leave = await putStatus(team.bidDayId, first.member.id, first.token, 'waiting')
    expect(leave.json()).toMatchObject({ status: 'waiting', waitlistPosition: null })
    expect(await kit.entryOf(team.bidDayId, first.member.id)).toMatchObject({
      status: 'waiting',
      waitlistedAt: null,
    })
    const mine = (await call('GET', '/bids/get-information-check-in-bid', second.token)).json()
    expect(mine.waitlistPosition).toBe(1)
  })

  it.each([
    [{ status: 'waitlisted' }, 'member'],
    [{ status: 'waitlisted' }, 'administrator'],
  ] as const)('refuses %j asked by a(n) %s: only the server sets it', async (body, role) => {
    const team = await fullBid()
    const res = await call(
      'PUT',
      statusUrl(team.bidDayId, team.member.member.id),
      team.byRole[role].token,
      body,
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(
      'A lista de espera é preenchida automaticamente quando o BID está lotado.',
    )
    expect((await kit.entryOf(team.bidDayId, team.member.member.id))?.status).toBe('waiting')
  })
})

describe('a slot that opens goes to the first in line, at once', () => {
  const leaves = [
    ['cancels their own check-in', 'self', 'waiting'],
    ['is marked absent by an organiser', 'editor', 'absent'],
    ['is marked hurt by an organiser', 'manager', 'hurt'],
    ['is set back to pending by an organiser', 'administrator', 'waiting'],
  ] as const

  it.each(leaves)('when a confirmed player %s', async (_, by, status) => {
    const team = await fullBid(`Pelada ${status} ${by}`)
    const first = await kit.addMember(team.group.id, {
      typePlayer: 'sporadic',
      fullName: 'Primeiro da Fila',
      email: `primeiro-${by}-${status}@teste.com`,
    })
    const second = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    await checkIn(team.bidDayId, first)
    await checkIn(team.bidDayId, second)

    const leaver = team.fillers[3]!
    const token = by === 'self' ? leaver.token : team[by].token
    const res = await putStatus(team.bidDayId, leaver.member.id, token, status)
    expect(res.statusCode).toBe(200)
    expect(res.json().status).toBe(status)

    expect(await kit.entryOf(team.bidDayId, first.member.id)).toMatchObject({
      status: 'confirmed',
      waitlistedAt: null,
    })
    expect((await kit.entryOf(team.bidDayId, first.member.id))?.confirmedAt).toBeInstanceOf(Date)
    const line = await lineOf(team.bidDayId, team.editor.token)
    expect(line.map((p) => [p.companyPlayerId, p.waitlistPosition])).toEqual([
      [second.member.id, 1],
    ])
    const live = (await call('GET', '/bids/current-bid', team.editor.token)).json()
    expect(live).toMatchObject({ totalConfirmed: 24, isFull: true, totalWaitlisted: 1 })

    const [email, ...more] = await emailsTo(`primeiro-${by}-${status}@teste.com`)
    expect(more).toEqual([])
    expect(email).toMatchObject({
      subject: 'Abriu uma vaga: você está confirmado no BID #1',
      companyId: team.group.id,
    })
    expect(email!.textBody).toContain('Olá, Primeiro!')
    expect(email!.textBody).toContain('você saiu da lista de espera e já está confirmado')
    expect(email!.htmlBody).toContain('Abriu uma vaga no BID #1')
    expect(email!.textBody).toContain('Abrir o check-in: https://bidfut.example/check-in')
    expect(email!.htmlBody).toContain('href="https://bidfut.example/check-in"')
  })

  it("offers 'Não vou mais' in the email: opening it changes nothing, a tap passes the place on", async () => {
    const team = await fullBid('Pelada Não Vou Mais')
    const first = await kit.addMember(team.group.id, {
      typePlayer: 'sporadic',
      email: 'nao-vou-mais@teste.com',
    })
    const second = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    await checkIn(team.bidDayId, first)
    await checkIn(team.bidDayId, second)
    await putStatus(team.bidDayId, team.fillers[0]!.member.id, team.fillers[0]!.token, 'waiting')

    const [email] = await emailsTo('nao-vou-mais@teste.com')
    const link = /Não vou mais: (\S+)/.exec(email!.textBody)![1]!
    expect(email!.htmlBody).toContain(`href="${link}"`)
    const token = /\/lembrete\/([^?]+)\?resposta=nao-vou$/.exec(link)![1]!
    expect((await call('GET', `/reminders/${token}`)).statusCode).toBe(200)
    expect(await kit.entryOf(team.bidDayId, first.member.id)).toMatchObject({ status: 'confirmed' })

    const tap = await call('POST', `/reminders/${token}/answer`, undefined, { answer: 'nao-vou' })
    expect(tap.statusCode).toBe(200)
    expect(await kit.entryOf(team.bidDayId, first.member.id)).toMatchObject({ status: 'absent' })
    expect(await kit.entryOf(team.bidDayId, second.member.id)).toMatchObject({
      status: 'confirmed',
    })
  })

  it('promotes nobody when a player who was not confirmed leaves', async () => {
    const team = await fullBid()
    const waiting = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    await checkIn(team.bidDayId, waiting)
    const res = await putStatus(team.bidDayId, team.member.member.id, team.member.token, 'absent')
    expect(res.statusCode).toBe(200)
    expect((await kit.entryOf(team.bidDayId, waiting.member.id))?.status).toBe('waitlisted')
  })

  it('promotes nobody after kick-off: the organisers promote by hand then', async () => {
    const team = await kit.createTeam('Pelada Já Começou')
    const bid = await kit.insertBid(team.group.id, { dayOfMatch: inDays(-1) })
    const fillers = []
    for (let i = 0; i < 24; i++) {
      const filler = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
      await kit.putInBid(bid.id, filler.member, 'confirmed')
      fillers.push(filler)
    }
    const late = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    await kit.putInBid(bid.id, late.member)
    await db
      .update(bidPlayers)
      .set({ status: 'waitlisted', waitlistedAt: new Date() })
      .where(and(eq(bidPlayers.bidDayId, bid.id), eq(bidPlayers.companyPlayerId, late.member.id)))

    const res = await putStatus(bid.id, fillers[0]!.member.id, team.editor.token, 'absent')
    expect(res.statusCode).toBe(200)
    expect((await kit.entryOf(bid.id, late.member.id))?.status).toBe('waitlisted')

    const promoted = await promote(bid.id, late.member.id, team.editor.token)
    expect(promoted.json()).toEqual({
      success: true,
      message: 'Jogador confirmado no BID.',
      status: 'confirmed',
      waitlistPosition: null,
    })
  })
})

describe('POST /v1/bids/promote-waitlisted/{bidDayId}/{companyPlayerId}', () => {
  it.each(organiserRoles)(
    'lets a(n) %s move someone to the head of a full BID’s line',
    async (role) => {
      const team = await fullBid(`Pelada Promove ${role}`)
      const first = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
      const guest = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
      await checkIn(team.bidDayId, first)
      await checkIn(team.bidDayId, guest)
      await checkIn(team.bidDayId, team.member)

      const res = await promote(team.bidDayId, guest.member.id, team.byRole[role].token)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        success: true,
        message: 'Jogador movido para o 1º lugar da lista de espera.',
        status: 'waitlisted',
        waitlistPosition: 1,
      })
      const line = await lineOf(team.bidDayId, team.editor.token)
      expect(line.map((p) => p.companyPlayerId)).toEqual([
        guest.member.id,
        team.member.member.id,
        first.member.id,
      ])
      // The cap binds organisers too (ADR 002): still 24.
      expect((await call('GET', '/bids/current-bid', team.editor.token)).json()).toMatchObject({
        totalConfirmed: 24,
      })

      await putStatus(team.bidDayId, team.fillers[0]!.member.id, team.editor.token, 'absent')
      expect((await kit.entryOf(team.bidDayId, guest.member.id))?.status).toBe('confirmed')
    },
  )

  it('confirms at once when a slot is free, and emails them', async () => {
    const team = await kit.createTeam('Pelada Com Vaga')
    const { bidDayId } = (
      await call('POST', '/bids/create-bid', team.administrator.token, { dayOfMatch: inDays(2) })
    ).json()
    const guest = await kit.addMember(team.group.id, {
      typePlayer: 'sporadic',
      email: 'vaga-livre@teste.com',
    })
    await kit.putInBid(bidDayId, guest.member)
    await db
      .update(bidPlayers)
      .set({ status: 'waitlisted', waitlistedAt: new Date() })
      .where(eq(bidPlayers.companyPlayerId, guest.member.id))

    const res = await promote(bidDayId, guest.member.id, team.manager.token)
    expect(res.json()).toMatchObject({ status: 'confirmed', message: 'Jogador confirmado no BID.' })
    expect((await kit.entryOf(bidDayId, guest.member.id))?.status).toBe('confirmed')
    expect(await emailsTo('vaga-livre@teste.com')).toEqual([
      expect.objectContaining({ subject: 'Abriu uma vaga: você está confirmado no BID #1' }),
    ])
  })

  it('refuses members, players not in line, other groups and closed BIDs', async () => {
    const team = await fullBid('Pelada Recusa')
    const other = await fullBid('Vizinhos Recusa')
    const guest = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    await checkIn(team.bidDayId, guest)

    const asMember = await promote(team.bidDayId, guest.member.id, team.member.token)
    expect(asMember.statusCode).toBe(403)
    const removeAsMember = await removeFromLine(team.bidDayId, guest.member.id, team.member.token)
    expect(removeAsMember.statusCode).toBe(403)

    for (const action of [promote, removeFromLine]) {
      const notInLine = await action(team.bidDayId, team.member.member.id, team.editor.token)
      expect(notInLine.statusCode).toBe(409)
      expect(notInLine.json().message).toBe('Este jogador não está na lista de espera.')
      const foreignBid = await action(other.bidDayId, guest.member.id, team.editor.token)
      expect(foreignBid.statusCode).toBe(404)
      const foreignPlayer = await action(team.bidDayId, guest.member.id, other.editor.token)
      expect(foreignPlayer.statusCode).toBe(404)
    }
    expect((await kit.entryOf(team.bidDayId, guest.member.id))?.status).toBe('waitlisted')

    await call('DELETE', `/bids/delete-bid/${team.bidDayId}`, team.administrator.token)
    const closed = await promote(team.bidDayId, guest.member.id, team.editor.token)
    expect(closed.statusCode).toBe(409)
    expect(closed.json().message).toBe('Este BID já foi encerrado.')
  })
})

describe('DELETE /v1/bids/remove-waitlisted/{bidDayId}/{companyPlayerId}', () => {
  it('takes someone out of the line; they stay in the BID as pending', async () => {
    const team = await fullBid()
    const first = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    const second = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    await checkIn(team.bidDayId, first)
    await checkIn(team.bidDayId, second)

    const res = await removeFromLine(team.bidDayId, first.member.id, team.editor.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: 'Jogador removido da lista de espera.',
      status: 'waiting',
      waitlistPosition: null,
    })
    expect(await kit.entryOf(team.bidDayId, first.member.id)).toMatchObject({
      status: 'waiting',
      waitlistedAt: null,
      waitlistFirstAt: null,
    })
    const line = await lineOf(team.bidDayId, team.editor.token)
    expect(line.map((p) => [p.companyPlayerId, p.waitlistPosition])).toEqual([
      [second.member.id, 1],
    ])
  })
})

describe('after kick-off', () => {
  async function startedBid() {
    const team = await kit.createTeam('Pelada em Andamento')
    const bid = await kit.insertBid(team.group.id, { dayOfMatch: inDays(0, '00:00:00') })
    await kit.putInBid(bid.id, team.member.member, 'confirmed')
    await kit.putInBid(bid.id, team.editor.member, 'waiting')
    return { ...team, bidDayId: bid.id }
  }

  it.each(['waiting', 'absent', 'hurt'])(
    'refuses a member’s own change to %s with a pt-BR reason',
    async (status) => {
      const team = await startedBid()
      const res = await putStatus(team.bidDayId, team.member.member.id, team.member.token, status)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual(
        errorBody({
          message:
            'O jogo já começou: o seu status não pode mais ser alterado. Fale com a organização.',
        }),
      )
      expect((await kit.entryOf(team.bidDayId, team.member.member.id))?.status).toBe('confirmed')
    },
  )

  it('refuses a late check-in by a member too', async () => {
    const team = await startedBid()
    const guest = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    const late = await putStatus(team.bidDayId, guest.member.id, guest.token, 'confirmed')
    expect(late.statusCode).toBe(409)
    expect(await kit.entryOf(team.bidDayId, guest.member.id)).toBeUndefined()
  })

  it.each(organiserRoles)('still lets a(n) %s change anyone’s status', async (role) => {
    const team = await startedBid()
    const res = await putStatus(
      team.bidDayId,
      team.member.member.id,
      team.byRole[role].token,
      'absent',
    )
    expect(res.statusCode).toBe(200)
    expect((await kit.entryOf(team.bidDayId, team.member.member.id))?.status).toBe('absent')
    const info = (await call('GET', '/bids/get-information-check-in-bid', team.member.token)).json()
    expect(info).toMatchObject({ isPast: true, playerBidStatus: 'absent' })
  })
})

import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bidPlayers } from '../../db/schema/bids.ts'
import { createBidsTestApp, inDays, organiserRoles, statusUrl } from './bids.test-kit.ts'
import { errorBody } from '../../../test/error-body.ts'

const kit = await createBidsTestApp()
const { call, db, putStatus, confirmedCount, createTeamWithOpenBid: teamWithOpenBid } = kit

describe('a member changing their own status', () => {
  it('follows the check-in transitions with the check-in screen messages', async () => {
    const team = await teamWithOpenBid()
    const me = team.member
    const put = (status: string) => putStatus(team.bidDayId, me.member.id, me.token, status)

    const checkIn = await put('confirmed')
    expect(checkIn.statusCode).toBe(200)
    expect(checkIn.json()).toEqual({
      success: true,
      message: 'Check-in realizado com sucesso!',
      status: 'confirmed',
      waitlistPosition: null,
    })
    expect((await kit.entryOf(team.bidDayId, me.member.id))?.confirmedAt).toBeInstanceOf(Date)

    const jump = await put('absent')
    expect(jump.statusCode).toBe(409)
    expect(jump.json()).toEqual(
      errorBody({ message: 'Cancele o seu status atual antes de escolher outro.' }),
    )
    const again = await put('confirmed')
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Você já fez check-in neste BID.')

    const cancel = await put('waiting')
    expect(cancel.json()).toMatchObject({ success: true, message: 'Status cancelado.' })
    const entry = await kit.entryOf(team.bidDayId, me.member.id)
    expect(entry).toMatchObject({ status: 'waiting', confirmedAt: null })

    expect((await put('waiting')).statusCode).toBe(409)
    expect((await put('hurt')).json().message).toBe('Lesão registrada. Melhoras!')
    expect((await put('confirmed')).statusCode).toBe(409)
    expect((await put('waiting')).statusCode).toBe(200)
    expect((await put('absent')).json().message).toBe('Ausência registrada.')
    expect((await kit.entryOf(team.bidDayId, me.member.id))?.status).toBe('absent')
  })

  it('refuses changing someone else, even in the same group', async () => {
    const team = await teamWithOpenBid()
    const res = await putStatus(
      team.bidDayId,
      team.editor.member.id,
      team.member.token,
      'confirmed',
    )
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('Você só pode alterar o seu próprio status.')
    expect((await kit.entryOf(team.bidDayId, team.editor.member.id))?.status).toBe('waiting')
  })

  it('lets a sporadic member who is not in the BID enter it by checking in', async () => {
    const team = await teamWithOpenBid()
    const guest = await kit.addMember(team.group.id, { typePlayer: 'sporadic', skillLevel: 8 })
    const res = await putStatus(team.bidDayId, guest.member.id, guest.token, 'confirmed')
    expect(res.statusCode).toBe(200)
    expect(await kit.entryOf(team.bidDayId, guest.member.id)).toMatchObject({
      status: 'confirmed',
      typePlayer: 'sporadic',
      skillLevel: 8,
      playerPosition: 'midfielder',
    })
    const live = (await call('GET', '/bids/current-bid', team.editor.token)).json()
    expect(live.sporadicPlayers.map((p: { companyPlayerId: number }) => p.companyPlayerId)).toEqual(
      [guest.member.id],
    )
  })

  it.each([
    [{ status: 'maybe' }, 'Status inválido'],
    [{ status: 'CONFIRMED' }, 'Status inválido'],
    [{}, 'Status inválido'],
    [{ status: null }, 'Status inválido'],
  ])('refuses the body %j with 400', async (payload, message) => {
    const team = await teamWithOpenBid()
    const res = await call(
      'PUT',
      statusUrl(team.bidDayId, team.member.member.id),
      team.member.token,
      payload,
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, message })
  })

  it('refuses unknown fields', async () => {
    const team = await teamWithOpenBid()
    const res = await call(
      'PUT',
      statusUrl(team.bidDayId, team.member.member.id),
      team.member.token,
      {
        status: 'confirmed',
        companyId: 1,
      },
    )
    expect(res.statusCode).toBe(400)
  })

  it.each(['abc', '0', '-3', '2.5', '3000000000', '1e400'])(
    'answers 400 to the path id %s',
    async (bad) => {
      const team = await teamWithOpenBid()
      for (const url of [statusUrl(bad, team.member.member.id), statusUrl(team.bidDayId, bad)]) {
        const res = await call('PUT', url, team.administrator.token, { status: 'confirmed' })
        expect(res.statusCode, url).toBe(400)
        expect(res.json().message).toBe('Identificador inválido.')
      }
    },
  )
})

describe('an organiser changing statuses', () => {
  it.each(organiserRoles)('lets a(n) %s set any status for anyone in the group', async (role) => {
    const team = await teamWithOpenBid()
    const target = team.member.member.id
    const by = team.byRole[role].token
    for (const status of ['confirmed', 'hurt', 'absent', 'confirmed', 'waiting'] as const) {
      const res = await putStatus(team.bidDayId, target, by, status)
      expect(res.statusCode, status).toBe(200)
      expect((await kit.entryOf(team.bidDayId, target))?.status).toBe(status)
    }
  })

  it('adds a group member who is not in the BID yet with the status chosen', async () => {
    const team = await teamWithOpenBid()
    const guest = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    const res = await putStatus(team.bidDayId, guest.member.id, team.editor.token, 'absent')
    expect(res.statusCode).toBe(200)
    expect((await kit.entryOf(team.bidDayId, guest.member.id))?.status).toBe('absent')
  })

  it('answers 404 for a player of another group and for an unknown player', async () => {
    const team = await teamWithOpenBid()
    const other = await teamWithOpenBid('Vizinhos')
    for (const id of [other.member.member.id, 999_999]) {
      const res = await putStatus(team.bidDayId, id, team.administrator.token, 'confirmed')
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual(errorBody({ message: 'Jogador não encontrado.' }))
    }
    expect(await kit.entryOf(team.bidDayId, other.member.member.id)).toBeUndefined()
  })

  it('answers 404 for another group’s BID and leaves it untouched', async () => {
    const team = await teamWithOpenBid()
    const other = await teamWithOpenBid('Vizinhos')
    const asOrganiser = await putStatus(
      other.bidDayId,
      other.member.member.id,
      team.administrator.token,
      'confirmed',
    )
    expect(asOrganiser.statusCode).toBe(404)
    expect(asOrganiser.json()).toEqual(errorBody({ message: 'BID não encontrado.' }))
    const asMember = await putStatus(
      other.bidDayId,
      team.member.member.id,
      team.member.token,
      'confirmed',
    )
    expect(asMember.statusCode).toBe(404)
    expect(await confirmedCount(other.bidDayId)).toBe(0)
    expect((await kit.bidRow(other.bidDayId)).version).toBe(1)
  })

  it('refuses changes to a closed BID with 409', async () => {
    const team = await kit.createTeam()
    const bid = await kit.insertBid(team.group.id, { dayOfMatch: inDays(-3), status: 'finished' })
    await kit.putInBid(bid.id, team.member.member)
    for (const token of [team.member.token, team.administrator.token]) {
      const res = await putStatus(bid.id, team.member.member.id, token, 'confirmed')
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual(errorBody({ message: 'Este BID já foi encerrado.' }))
    }
  })
})

describe('the 24-slot cap', () => {
  async function teamWithFullBid() {
    const team = await teamWithOpenBid()
    for (let i = 0; i < 24; i++) {
      const extra = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
      await kit.putInBid(team.bidDayId, extra.member, 'confirmed')
    }
    return team
  }

  it('puts a 25th check-in in the waiting list instead of a 25th slot', async () => {
    const team = await teamWithFullBid()
    const res = await putStatus(
      team.bidDayId,
      team.member.member.id,
      team.member.token,
      'confirmed',
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: 'BID lotado: você entrou na lista de espera (1º lugar).',
      status: 'waitlisted',
      waitlistPosition: 1,
    })
    expect(await confirmedCount(team.bidDayId)).toBe(24)
    expect(await kit.entryOf(team.bidDayId, team.member.member.id)).toMatchObject({
      status: 'waitlisted',
      confirmedAt: null,
    })
  })

  it('binds organisers too (ADR 002): their check-in also waits, the rest is free', async () => {
    const team = await teamWithFullBid()
    const target = team.member.member.id
    const waits = await putStatus(team.bidDayId, target, team.administrator.token, 'confirmed')
    expect(waits.statusCode).toBe(200)
    expect(waits.json()).toMatchObject({
      message: 'BID lotado: o jogador entrou na lista de espera (1º lugar).',
      status: 'waitlisted',
    })
    expect(await confirmedCount(team.bidDayId)).toBe(24)
    const absent = await putStatus(team.bidDayId, target, team.administrator.token, 'absent')
    expect(absent.statusCode).toBe(200)
  })

  it('frees a slot when someone cancels', async () => {
    const team = await teamWithFullBid()
    const [someone] = await db
      .select()
      .from(bidPlayers)
      .where(and(eq(bidPlayers.bidDayId, team.bidDayId), eq(bidPlayers.status, 'confirmed')))
      .limit(1)
    const freed = await putStatus(
      team.bidDayId,
      someone!.companyPlayerId,
      team.editor.token,
      'waiting',
    )
    expect(freed.statusCode).toBe(200)
    const res = await putStatus(
      team.bidDayId,
      team.member.member.id,
      team.member.token,
      'confirmed',
    )
    expect(res.statusCode).toBe(200)
    expect(await confirmedCount(team.bidDayId)).toBe(24)
  })
})

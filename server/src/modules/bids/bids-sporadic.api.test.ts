import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companyPlayers } from '../../db/schema/memberships.ts'
import type { Role } from '@bidfut/domain/contracts/enums'
import { allRoles, createBidsTestApp, inDays } from './bids.test-kit.ts'
import { errorBody } from '../../../test/error-body.ts'

const kit = await createBidsTestApp()
const { call, db } = kit

const teamWithOpenBid = kit.createTeamWithOpenBid

const newGuest = (bidDayId: number, extra: Record<string, unknown> = {}) => ({
  bidDayId,
  companyPlayerId: 0,
  playerName: 'Convidado Novo',
  positionPlayer: 'striker',
  skillLevel: 7,
  ...extra,
})

describe('GET /v1/bids/get-sporadic-players/{id}', () => {
  it('suggests the active sporadic members not yet in the BID, sorted by name', async () => {
    const team = await teamWithOpenBid()
    const other = await kit.createTeam('Vizinhos')
    const bruno = await kit.addMember(team.group.id, { typePlayer: 'sporadic', skillLevel: 9 })
    await db
      .update(companyPlayers)
      .set({ nickname: 'Bruno' })
      .where(eq(companyPlayers.id, bruno.member.id))
    const alvaro = await kit.addMember(team.group.id, {
      typePlayer: 'sporadic',
      playerPosition: null,
      skillLevel: 3,
    })
    await db
      .update(companyPlayers)
      .set({ nickname: 'Álvaro' })
      .where(eq(companyPlayers.id, alvaro.member.id))
    const noNickname = await kit.addMember(team.group.id, {
      typePlayer: 'sporadic',
      fullName: 'Carlos Sem Apelido',
    })
    await db
      .update(companyPlayers)
      .set({ nickname: null })
      .where(eq(companyPlayers.id, noNickname.member.id))
    const inBid = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    await kit.putInBid(team.bidDayId, inBid.member, 'confirmed')
    await kit.addMember(team.group.id, { typePlayer: 'sporadic', status: 0 })
    await kit.addMember(other.group.id, { typePlayer: 'sporadic' })

    const res = await call('GET', `/bids/get-sporadic-players/${team.bidDayId}`, team.editor.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([
      { companyPlayerId: alvaro.member.id, name: 'Álvaro', positionPlayer: null, skillLevel: 3 },
      {
        companyPlayerId: bruno.member.id,
        name: 'Bruno',
        positionPlayer: 'midfielder',
        skillLevel: 9,
      },
      {
        companyPlayerId: noNickname.member.id,
        name: 'Carlos Sem Apelido',
        positionPlayer: 'midfielder',
        skillLevel: 5,
      },
    ])
  })

  it('answers 404 for another group’s BID and 403 to a member', async () => {
    const team = await teamWithOpenBid()
    const other = await teamWithOpenBid('Vizinhos')
    const foreign = await call(
      'GET',
      `/bids/get-sporadic-players/${other.bidDayId}`,
      team.administrator.token,
    )
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().message).toBe('BID não encontrado.')
    const member = await call(
      'GET',
      `/bids/get-sporadic-players/${team.bidDayId}`,
      team.member.token,
    )
    expect(member.statusCode).toBe(403)
  })
})

describe('POST /v1/bids/add-sporadic-player/', () => {
  it('registers a new person by name and adds them as confirmed', async () => {
    const team = await teamWithOpenBid()
    const res = await call(
      'POST',
      '/bids/add-sporadic-player/',
      team.editor.token,
      newGuest(team.bidDayId, {
        playerName: '  Tiãozinho  ',
      }),
    )
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toEqual({
      success: true,
      message: 'Jogador adicionado com sucesso!',
      companyPlayerId: expect.any(Number),
    })
    const [membership] = await db
      .select()
      .from(companyPlayers)
      .where(eq(companyPlayers.id, body.companyPlayerId))
    expect(membership).toMatchObject({
      companyId: team.group.id,
      typePlayer: 'sporadic',
      role: 'member',
      playerPosition: 'striker',
      skillLevel: 7,
      status: 1,
      // A guest by name is a pending membership of this group only: no account is created.
      fullName: 'Tiãozinho',
      email: null,
      playerId: null,
      joinedAt: null,
    })

    const live = (await call('GET', '/bids/current-bid', team.editor.token)).json()
    expect(live.sporadicPlayers).toEqual([
      expect.objectContaining({
        companyPlayerId: body.companyPlayerId,
        name: 'Tiãozinho',
        status: 'confirmed',
        playerPosition: 'striker',
        skillLevel: 7,
      }),
    ])
    expect(live.totalConfirmed).toBe(1)
  })

  it('adds a registered sporadic member with the given position and skill, once', async () => {
    const team = await teamWithOpenBid()
    const guest = await kit.addMember(team.group.id, { typePlayer: 'sporadic', skillLevel: 4 })
    const payload = {
      bidDayId: team.bidDayId,
      companyPlayerId: guest.member.id,
      playerName: 'Qualquer',
      positionPlayer: null,
    }
    const res = await call('POST', '/bids/add-sporadic-player', team.administrator.token, payload)
    expect(res.statusCode).toBe(200)
    expect(res.json().companyPlayerId).toBe(guest.member.id)
    expect(await kit.entryOf(team.bidDayId, guest.member.id)).toMatchObject({
      status: 'confirmed',
      typePlayer: 'sporadic',
      playerPosition: null,
      skillLevel: 5,
    })
    const suggestions = await call(
      'GET',
      `/bids/get-sporadic-players/${team.bidDayId}`,
      team.administrator.token,
    )
    expect(suggestions.json()).toEqual([])

    const twice = await call(
      'POST',
      '/bids/add-sporadic-player/',
      team.administrator.token,
      payload,
    )
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toEqual(errorBody({ message: 'Este jogador já está no BID.' }))
  })

  it('refuses a monthly player who is already in the BID', async () => {
    const team = await teamWithOpenBid()
    const res = await call('POST', '/bids/add-sporadic-player/', team.administrator.token, {
      ...newGuest(team.bidDayId),
      companyPlayerId: team.member.member.id,
    })
    expect(res.statusCode).toBe(409)
  })

  it('puts the guest in the waiting list once the 24 slots are taken', async () => {
    const team = await teamWithOpenBid()
    for (let i = 0; i < 24; i++) {
      const extra = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
      await kit.putInBid(team.bidDayId, extra.member, 'confirmed')
    }
    const res = await call(
      'POST',
      '/bids/add-sporadic-player/',
      team.administrator.token,
      newGuest(team.bidDayId),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('BID lotado: o jogador entrou na lista de espera (1º lugar).')
    const entry = await kit.entryOf(team.bidDayId, res.json().companyPlayerId)
    expect(entry?.status).toBe('waitlisted')
  })

  it('answers 404 for a player or a BID of another group and 409 for a closed BID', async () => {
    const team = await teamWithOpenBid()
    const refused = { playerName: 'Nunca Entrou' }
    const other = await teamWithOpenBid('Vizinhos')
    const foreignPlayer = await call(
      'POST',
      '/bids/add-sporadic-player/',
      team.administrator.token,
      {
        ...newGuest(team.bidDayId),
        companyPlayerId: other.member.member.id,
      },
    )
    expect(foreignPlayer.statusCode).toBe(404)
    expect(foreignPlayer.json().message).toBe('Jogador não encontrado.')

    const foreignBid = await call(
      'POST',
      '/bids/add-sporadic-player/',
      team.administrator.token,
      newGuest(other.bidDayId, refused),
    )
    expect(foreignBid.statusCode).toBe(404)
    expect(foreignBid.json().message).toBe('BID não encontrado.')

    const closed = await kit.insertBid(team.group.id, {
      dayOfMatch: inDays(-9),
      number: 9,
      status: 'finished',
    })
    const late = await call(
      'POST',
      '/bids/add-sporadic-player/',
      team.administrator.token,
      newGuest(closed.id, refused),
    )
    expect(late.statusCode).toBe(409)

    const everyone = await db
      .select()
      .from(companyPlayers)
      .where(eq(companyPlayers.fullName, refused.playerName))
    expect(everyone).toEqual([])
  })

  it.each([
    [{ playerName: '   ' }, 'Informe o nome do jogador.'],
    [{ playerName: '' }, 'Informe o nome do jogador.'],
    [{ playerName: undefined }, 'Informe o nome do jogador.'],
    [{ skillLevel: 0 }, 'A habilidade deve ser um número inteiro de 1 a 10.'],
    [{ skillLevel: 11 }, 'A habilidade deve ser um número inteiro de 1 a 10.'],
    [{ positionPlayer: 'libero' }, 'Posição inválida'],
    [{ companyPlayerId: -1 }, 'Identificador inválido.'],
    [{ companyPlayerId: '7' }, 'Identificador inválido.'],
    [{ bidDayId: 0 }, 'Identificador inválido.'],
    [{ teamId: 3 }, undefined],
  ])('refuses %j with 400', async (change, message) => {
    const team = await teamWithOpenBid()
    const res = await call(
      'POST',
      '/bids/add-sporadic-player/',
      team.administrator.token,
      newGuest(team.bidDayId, change),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().success).toBe(false)
    if (message) expect(res.json().message).toBe(message)
  })
})

describe('organiser-only endpoints, role by role', () => {
  // Each case runs against a fresh group with an open BID (and a past one for finishing).
  const endpoints = [
    { name: 'create-bid', expect: 201 },
    { name: 'current-bid', expect: 200 },
    { name: 'get-sporadic-players', expect: 200 },
    { name: 'add-sporadic-player', expect: 200 },
    { name: 'update-position-player', expect: 200 },
    { name: 'update-skill-level-player', expect: 200 },
    { name: 'update-status-player (someone else)', expect: 200 },
    { name: 'update-quantity-of-goals-player (someone else)', expect: 200 },
    { name: 'delete-bid', expect: 200 },
    { name: 'complete-bid', expect: 200 },
  ] as const

  async function request(name: (typeof endpoints)[number]['name'], role: Role) {
    const team = await kit.createTeam()
    const token = team.byRole[role].token
    const target = await kit.addMember(team.group.id)
    if (name === 'create-bid')
      return call('POST', '/bids/create-bid', token, { dayOfMatch: inDays(2) })
    if (name === 'complete-bid') {
      const past = await kit.insertBid(team.group.id, { dayOfMatch: inDays(-1) })
      return call('POST', `/bids/complete-bid/${past.id}`, token)
    }
    const bid = await kit.insertBid(team.group.id, { dayOfMatch: inDays(2) })
    await kit.putInBid(bid.id, target.member)
    const on = (path: string) => `/bids/${path}/${bid.id}/${target.member.id}`
    const requests = {
      'current-bid': () => call('GET', '/bids/current-bid', token),
      'get-sporadic-players': () => call('GET', `/bids/get-sporadic-players/${bid.id}`, token),
      'add-sporadic-player': () =>
        call('POST', '/bids/add-sporadic-player/', token, newGuest(bid.id)),
      'update-position-player': () =>
        call('PUT', on('update-position-player'), token, { playerPosition: 'striker' }),
      'update-skill-level-player': () =>
        call('PUT', on('update-skill-level-player'), token, { skillLevel: 9 }),
      'update-status-player (someone else)': () =>
        call('PUT', on('update-status-player'), token, { status: 'confirmed' }),
      'update-quantity-of-goals-player (someone else)': () =>
        call('PUT', on('update-quantity-of-goals-player'), token, { quantityOfGoals: 1 }),
      'delete-bid': () => call('DELETE', `/bids/delete-bid/${bid.id}`, token),
    }
    return requests[name]()
  }

  it.each(endpoints.flatMap((e) => allRoles.map((role) => [e.name, role, e.expect] as const)))(
    '%s as %s',
    async (name, role, expected) => {
      const res = await request(name, role)
      expect(res.statusCode).toBe(role === 'member' ? 403 : expected)
    },
  )
})

import { describe, expect, it } from 'vitest'
import { createBidsTestApp, inDays, organiserRoles } from './bids.test-kit.ts'
import { errorBody } from '../../../test/error-body.ts'

const kit = await createBidsTestApp()
const { call } = kit

type FieldCase = {
  path: string
  body: Record<string, unknown>
  column: string
  stored: unknown
  message: string
}

// The seven one-field updates, each with a valid body and where it lands.
const fields: FieldCase[] = [
  {
    path: 'update-position-player',
    body: { playerPosition: 'defender' },
    column: 'playerPosition',
    stored: 'defender',
    message: 'Posição atualizada.',
  },
  {
    path: 'update-skill-level-player',
    body: { skillLevel: 10 },
    column: 'skillLevel',
    stored: 10,
    message: 'Habilidade atualizada.',
  },
  {
    path: 'update-quantity-of-goals-player',
    body: { quantityOfGoals: 3 },
    column: 'quantityOfGoals',
    stored: 3,
    message: 'Gols atualizados.',
  },
  {
    path: 'update-quantity-of-assists-player',
    body: { quantityOfAssists: 2 },
    column: 'assistGoals',
    stored: 2,
    message: 'Assistências atualizadas.',
  },
  {
    path: 'update-quantity-of-ball-recoveries-player',
    body: { quantityOfBallRecoveries: 7 },
    column: 'ballRecoveries',
    stored: 7,
    message: 'Desarmes atualizados.',
  },
  {
    path: 'update-quantity-of-goalkeeper-defender-player',
    body: { quantityOfGoalKeeperDefender: 9 },
    column: 'goalKeeperDefender',
    stored: 9,
    message: 'Defesas atualizadas.',
  },
  {
    path: 'update-weakly-team-stats',
    body: { weaklyTeamStats: true },
    column: 'weeklyTeam',
    stored: true,
    message: 'Time da semana atualizado.',
  },
]
const statFields = fields.slice(2)

const url = (path: string, bidDayId: number | string, companyPlayerId: number | string) =>
  `/bids/${path}/${bidDayId}/${companyPlayerId}`

const teamWithOpenBid = kit.createTeamWithOpenBid

/** A BID whose kick-off has passed, with the member in it under the given status. */
async function teamAfterTheGame(status: 'waiting' | 'confirmed' | 'absent' | 'hurt') {
  const team = await kit.createTeam()
  const bid = await kit.insertBid(team.group.id, { dayOfMatch: inDays(-1) })
  await kit.putInBid(bid.id, team.member.member, status)
  await kit.putInBid(bid.id, team.editor.member, 'confirmed')
  return { ...team, bidDayId: bid.id }
}

describe('organisers editing a player in the open BID', () => {
  it.each(organiserRoles)(
    'lets a(n) %s change every field of anyone in the group',
    async (role) => {
      const team = await teamWithOpenBid()
      const target = team.member.member.id
      for (const field of fields) {
        const res = await call(
          'PUT',
          url(field.path, team.bidDayId, target),
          team.byRole[role].token,
          field.body,
        )
        expect(res.statusCode, field.path).toBe(200)
        expect(res.json()).toEqual({ success: true, message: field.message })
        const entry = await kit.entryOf(team.bidDayId, target)
        expect(entry?.[field.column as keyof typeof entry], field.path).toBe(field.stored)
      }
    },
  )

  it('clears a position with null', async () => {
    const team = await teamWithOpenBid()
    const res = await call(
      'PUT',
      url('update-position-player', team.bidDayId, team.member.member.id),
      team.editor.token,
      { playerPosition: null },
    )
    expect(res.statusCode).toBe(200)
    expect((await kit.entryOf(team.bidDayId, team.member.member.id))?.playerPosition).toBeNull()
  })

  it('answers 404 for a player who is not in the BID, of another group, or unknown', async () => {
    const team = await teamWithOpenBid()
    const other = await teamWithOpenBid('Vizinhos')
    const guest = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    const notInBid = await call(
      'PUT',
      url('update-quantity-of-goals-player', team.bidDayId, guest.member.id),
      team.administrator.token,
      { quantityOfGoals: 1 },
    )
    expect(notInBid.statusCode).toBe(404)
    expect(notInBid.json().message).toBe('Este jogador não está no BID.')
    for (const id of [other.member.member.id, 987_654]) {
      const res = await call(
        'PUT',
        url('update-quantity-of-goals-player', team.bidDayId, id),
        team.administrator.token,
        { quantityOfGoals: 1 },
      )
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe('Jogador não encontrado.')
    }
  })

  it('cannot touch another group’s BID', async () => {
    const team = await teamWithOpenBid()
    const other = await teamWithOpenBid('Vizinhos')
    for (const field of fields) {
      const res = await call(
        'PUT',
        url(field.path, other.bidDayId, other.member.member.id),
        team.administrator.token,
        field.body,
      )
      expect(res.statusCode, field.path).toBe(404)
      expect(res.json().message).toBe('BID não encontrado.')
    }
    expect(await kit.entryOf(other.bidDayId, other.member.member.id)).toMatchObject({
      quantityOfGoals: 0,
      weeklyTeam: false,
      skillLevel: 5,
    })
    expect((await kit.bidRow(other.bidDayId)).version).toBe(1)
  })

  it('refuses edits once the BID is closed', async () => {
    const team = await kit.createTeam()
    const bid = await kit.insertBid(team.group.id, { dayOfMatch: inDays(-2), status: 'cancelled' })
    await kit.putInBid(bid.id, team.member.member, 'confirmed')
    const res = await call(
      'PUT',
      url('update-quantity-of-goals-player', bid.id, team.member.member.id),
      team.administrator.token,
      { quantityOfGoals: 1 },
    )
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Este BID já foi encerrado.')
  })
})

describe('validation of the one-field bodies', () => {
  const bad: [string, Record<string, unknown>, string][] = [
    [
      'update-quantity-of-goals-player',
      { quantityOfGoals: -1 },
      'A quantidade de gols deve ser um número inteiro entre 0 e 99.',
    ],
    [
      'update-quantity-of-goals-player',
      { quantityOfGoals: 1.5 },
      'A quantidade de gols deve ser um número inteiro entre 0 e 99.',
    ],
    [
      'update-quantity-of-goals-player',
      { quantityOfGoals: '3' },
      'A quantidade de gols deve ser um número inteiro entre 0 e 99.',
    ],
    [
      'update-quantity-of-goals-player',
      { quantityOfGoals: 100 },
      'A quantidade de gols deve ser um número inteiro entre 0 e 99.',
    ],
    [
      'update-quantity-of-goals-player',
      { quantityOfGoals: null },
      'A quantidade de gols deve ser um número inteiro entre 0 e 99.',
    ],
    [
      'update-quantity-of-goals-player',
      {},
      'A quantidade de gols deve ser um número inteiro entre 0 e 99.',
    ],
    [
      'update-quantity-of-assists-player',
      { quantityOfAssists: -2 },
      'A quantidade de assistências deve ser um número inteiro entre 0 e 99.',
    ],
    [
      'update-quantity-of-assists-player',
      { quantityOfAssists: 'dois' },
      'A quantidade de assistências deve ser um número inteiro entre 0 e 99.',
    ],
    [
      'update-quantity-of-ball-recoveries-player',
      { quantityOfBallRecoveries: 0.1 },
      'A quantidade de desarmes deve ser um número inteiro entre 0 e 99.',
    ],
    [
      'update-quantity-of-goalkeeper-defender-player',
      { quantityOfGoalKeeperDefender: -5 },
      'A quantidade de defesas deve ser um número inteiro entre 0 e 99.',
    ],
    [
      'update-skill-level-player',
      { skillLevel: 0 },
      'A habilidade deve ser um número inteiro de 1 a 10.',
    ],
    [
      'update-skill-level-player',
      { skillLevel: 11 },
      'A habilidade deve ser um número inteiro de 1 a 10.',
    ],
    [
      'update-skill-level-player',
      { skillLevel: 5.5 },
      'A habilidade deve ser um número inteiro de 1 a 10.',
    ],
    ['update-position-player', { playerPosition: 'libero' }, 'Posição inválida'],
    ['update-position-player', {}, 'Posição inválida'],
    [
      'update-weakly-team-stats',
      { weaklyTeamStats: 'sim' },
      'Informe se o jogador está no time da semana.',
    ],
    [
      'update-weakly-team-stats',
      { weaklyTeamStats: 1 },
      'Informe se o jogador está no time da semana.',
    ],
  ]

  it.each(bad)('%s refuses %j with 400', async (path, body, message) => {
    const team = await teamWithOpenBid()
    const res = await call(
      'PUT',
      url(path, team.bidDayId, team.member.member.id),
      team.administrator.token,
      body,
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, message })
    expect((await kit.bidRow(team.bidDayId)).version).toBe(1)
  })

  it.each(fields)('$path refuses unknown fields and bad path ids with 400', async (field) => {
    const team = await teamWithOpenBid()
    const extra = await call(
      'PUT',
      url(field.path, team.bidDayId, team.member.member.id),
      team.administrator.token,
      {
        ...field.body,
        companyId: 1,
      },
    )
    expect(extra.statusCode).toBe(400)
    for (const [a, b] of [
      ['x', team.member.member.id],
      [team.bidDayId, '-1'],
      [team.bidDayId, '0'],
    ]) {
      const res = await call('PUT', url(field.path, a!, b!), team.administrator.token, field.body)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('Identificador inválido.')
    }
  })
})

describe('a member editing stats', () => {
  it.each(statFields)(
    'may record their own $column after the game when confirmed',
    async (field) => {
      const team = await teamAfterTheGame('confirmed')
      const me = team.member
      const res = await call(
        'PUT',
        url(field.path, team.bidDayId, me.member.id),
        me.token,
        field.body,
      )
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ success: true, message: field.message })
      const entry = await kit.entryOf(team.bidDayId, me.member.id)
      expect(entry?.[field.column as keyof typeof entry]).toBe(field.stored)
    },
  )

  it.each(statFields)('may not record $column before the game', async (field) => {
    const team = await teamWithOpenBid()
    const me = team.member
    await call('PUT', `/bids/update-status-player/${team.bidDayId}/${me.member.id}`, me.token, {
      status: 'confirmed',
    })
    const res = await call(
      'PUT',
      url(field.path, team.bidDayId, me.member.id),
      me.token,
      field.body,
    )
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual(
      errorBody({ message: 'As estatísticas só podem ser lançadas depois do horário do jogo.' }),
    )
  })

  it.each(['waiting', 'absent', 'hurt'] as const)(
    'may not record stats when %s',
    async (status) => {
      const team = await teamAfterTheGame(status)
      const me = team.member
      const res = await call(
        'PUT',
        url('update-quantity-of-goals-player', team.bidDayId, me.member.id),
        me.token,
        { quantityOfGoals: 2 },
      )
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe(
        'Só quem confirmou presença no BID pode lançar as próprias estatísticas.',
      )
      expect((await kit.entryOf(team.bidDayId, me.member.id))?.quantityOfGoals).toBe(0)
    },
  )

  it.each(statFields)('may not record $column for someone else', async (field) => {
    const team = await teamAfterTheGame('confirmed')
    const res = await call(
      'PUT',
      url(field.path, team.bidDayId, team.editor.member.id),
      team.member.token,
      field.body,
    )
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('Você só pode alterar as suas próprias estatísticas.')
  })

  it.each(fields.slice(0, 2))('may never change $column, not even their own', async (field) => {
    const team = await teamAfterTheGame('confirmed')
    const res = await call(
      'PUT',
      url(field.path, team.bidDayId, team.member.member.id),
      team.member.token,
      field.body,
    )
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('Você não tem permissão para esta ação.')
  })

  it('sees the own stats reflected in current-bid-player-stats', async () => {
    const team = await teamAfterTheGame('confirmed')
    const me = team.member
    await call(
      'PUT',
      url('update-quantity-of-goals-player', team.bidDayId, me.member.id),
      me.token,
      {
        quantityOfGoals: 4,
      },
    )
    await call('PUT', url('update-weakly-team-stats', team.bidDayId, me.member.id), me.token, {
      weaklyTeamStats: true,
    })
    const stats = await call('GET', '/bids/current-bid-player-stats', me.token)
    expect(stats.json()).toEqual({
      quantityOfGoals: 4,
      assistGoals: 0,
      ballRecoveries: 0,
      goalKeeperDefender: 0,
      weeklyTeam: true,
    })
  })

  it('cannot reach another group’s BID', async () => {
    const team = await teamAfterTheGame('confirmed')
    const other = await teamAfterTheGame('confirmed')
    const res = await call(
      'PUT',
      url('update-quantity-of-goals-player', other.bidDayId, team.member.member.id),
      team.member.token,
      { quantityOfGoals: 2 },
    )
    expect(res.statusCode).toBe(404)
  })
})

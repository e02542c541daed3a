import type { InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createGroup, createMember } from '../test/factories.ts'
import { signedInMember } from '../test/sessions.ts'
import { createTestApp } from '../test/test-app.ts'
import { errorBody } from '../test/error-body.ts'

// ADR 010: bad input gets a clear 4xx with a pt-BR message in the house body, never a 5xx. On
// PostgreSQL a NUL character used to reach the database and come back as a 500.
const { app, db } = await createTestApp()
const group = await createGroup(db, 'Pelada da Entrada')
const organiser = await signedInMember(app, db, group.id, { role: 'administrator' })
const member = await signedInMember(app, db, group.id, { role: 'member' })

const inject = (options: InjectOptions) =>
  app.inject({
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    ...options,
  })
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  inject({ method: 'POST', url: `/v1${url}`, payload, headers })
const put = (url: string, payload: object, headers: Record<string, string> = {}) =>
  inject({ method: 'PUT', url: `/v1${url}`, payload, headers })
const get = (url: string, headers: Record<string, string> = {}) =>
  inject({ method: 'GET', url: `/v1${url}`, headers })

async function activationToken() {
  const pending = await createMember(db, group.id, { activated: false })
  const res = await post(
    '/accounts/generate-temp-url-register',
    { playerId: pending.member.id },
    organiser.headers,
  )
  return { pending, token: (res.json().url as string).split('/').pop()! }
}

const dayOfMatch = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10) + 'T20:00:00'
const bid = await post('/bids/create-bid', { dayOfMatch }, organiser.headers)
const bidDayId = bid.json().bidDayId as number
const activation = await activationToken()
const playerForm = {
  fullName: 'Jogador Novo',
  nickname: 'Novo',
  playerPosition: 'striker',
  typePlayer: 'monthly',
}
const editForm = { ...playerForm, skillLevel: 5, status: 1, role: 'member' }
const activationForm = {
  token: activation.token,
  fullName: 'Paulo Freitas',
  email: 'paulo@exemplo.com',
  birthDate: '1991-07-15',
  phone: '(21) 98765-4321',
  playerPosition: 'striker',
  newPassword: 'segredo1',
  confirmNewPassword: 'segredo1',
}
const registration = {
  nome: 'Ana Souza',
  email: 'ana.souza@exemplo.com',
  telefone: '(11) 98765-4321',
  posicao: 'atacante',
  password: 'segredo1',
  confirmPassword: 'segredo1',
  nomeDaPelada: 'Pelada da Ana',
}
const pendingPath = `${activation.pending.member.id}/${activation.pending.member.id}`
const NUL = '\u0000'

type Case = [name: string, send: () => ReturnType<typeof inject>, field: string, message: string]

const invalid = (label: string) => `Caracteres inválidos no campo ${label}`

describe('a NUL character in a text field', () => {
  const cases: Case[] = [
    [
      'login',
      () => post('/accounts/login', { email: `ana${NUL}@x.com`, password: 'x' }),
      'email',
      invalid('Email'),
    ],
    [
      'forgot-password',
      () => post('/accounts/forgot-password', { email: `ana${NUL}@x.com` }),
      'email',
      invalid('Email'),
    ],
    [
      'register',
      () => post('/accounts/register', { ...registration, nome: `Ana${NUL}` }),
      'nome',
      invalid('Nome'),
    ],
    [
      'activation',
      () => post('/accounts/activate-user-from-token', { ...activationForm, fullName: `P${NUL}` }),
      'fullName',
      invalid('Nome'),
    ],
    [
      'join-from-token',
      () =>
        post('/accounts/join-from-token', {
          token: activation.token,
          email: member.email,
          password: `x${NUL}`,
        }),
      'password',
      invalid('Senha'),
    ],
    [
      'update-profile',
      () =>
        put(
          '/accounts/update-profile',
          { fullName: `Mudado${NUL}`, email: member.email },
          member.headers,
        ),
      'fullName',
      invalid('Nome'),
    ],
    [
      'create player',
      () =>
        post(
          '/company-players/create-company-player',
          { ...playerForm, nickname: `Ni${NUL}ck` },
          organiser.headers,
        ),
      'nickname',
      invalid('Apelido'),
    ],
    [
      'edit player',
      () =>
        put(
          `/company-players/edit/${pendingPath}`,
          { ...editForm, phone: `11${NUL}9` },
          organiser.headers,
        ),
      'phone',
      invalid('Telefone'),
    ],
    [
      'create-bid (location)',
      () => post('/bids/create-bid', { dayOfMatch, location: `Arena${NUL}` }, organiser.headers),
      'location',
      invalid('Local'),
    ],
    [
      'add-sporadic-player (name)',
      () =>
        post(
          '/bids/add-sporadic-player',
          { bidDayId, companyPlayerId: 0, playerName: `Zé${NUL}` },
          organiser.headers,
        ),
      'playerName',
      invalid('Nome'),
    ],
    ['invite link', () => get('/accounts/invite/%00'), 'token', invalid('Token')],
    [
      'activation link',
      () => get('/accounts/validate-token-register/ab%00cd'),
      'token',
      invalid('Token'),
    ],
    [
      'reset-password',
      () =>
        post('/accounts/reset-password', {
          token: `a${NUL}`,
          newPassword: 'segredo1',
          confirmNewPassword: 'segredo1',
        }),
      'token',
      invalid('Token'),
    ],
    [
      'confirm-email-change',
      () => post('/accounts/confirm-email-change', { token: `${NUL}x` }),
      'token',
      invalid('Token'),
    ],
    [
      'refresh-token',
      () =>
        post('/accounts/refresh-token', {
          refreshToken: `x${NUL}`,
          companyPlayerId: member.member.id,
        }),
      'refreshToken',
      invalid('Token'),
    ],
    [
      'group settings',
      () =>
        put(
          '/groups/settings',
          { name: `Pelada${NUL}`, forecastCity: null, remindersEnabled: true },
          organiser.headers,
        ),
      'name',
      invalid('Nome da pelada'),
    ],
    [
      'city search',
      () => get('/groups/search-city?name=Cam%00pinas', organiser.headers),
      'name',
      invalid('Cidade'),
    ],
    [
      'contact form',
      () => post('/contact/send', { name: 'Ana', email: 'ana@exemplo.com', message: `Oi${NUL}` }),
      'message',
      invalid('Mensagem'),
    ],
  ]

  it.each(cases)('is a 400 with a pt-BR message on %s', async (_, send, field, message) => {
    const res = await send()
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, errors: { [field]: message } })
  })

  it.each(['\u0001', '\u001b', '\u007f', '\n', '\t'])(
    'refuses the control character %j in a one-line field',
    async (control) => {
      const res = await post('/accounts/register', { ...registration, nome: `Ana${control}Lu` })
      expect(res.json()).toMatchObject({ errors: { nome: invalid('Nome') } })
    },
  )
})

describe('an id past the 32-bit integers', () => {
  const TOO_BIG = 2_147_483_648
  const cases: [string, () => ReturnType<typeof inject>][] = [
    ['GET edit', () => get(`/company-players/edit/${TOO_BIG}/${TOO_BIG}`, organiser.headers)],
    ['PUT edit', () => put(`/company-players/edit/${TOO_BIG}/1`, editForm, organiser.headers)],
    [
      'DELETE',
      () =>
        inject({
          method: 'DELETE',
          url: `/v1/company-players/delete/1/${TOO_BIG}`,
          headers: organiser.headers,
        }),
    ],
    [
      'generate-temp-url-register',
      () => post('/accounts/generate-temp-url-register', { playerId: TOO_BIG }, organiser.headers),
    ],
    [
      'send-activation-email',
      () => post('/accounts/send-activation-email', { playerId: TOO_BIG }, organiser.headers),
    ],
    [
      'an id in the edit body',
      () =>
        put(
          `/company-players/edit/${pendingPath}`,
          { ...editForm, id: TOO_BIG },
          organiser.headers,
        ),
    ],
    [
      'switch-group',
      () => post('/accounts/switch-group', { companyPlayerId: TOO_BIG }, member.headers),
    ],
    ['invitation', () => post(`/accounts/invitations/${TOO_BIG}/accept`, {}, member.headers)],
    ['BID details', () => get(`/bid-statistics/statistics-bid-details/${TOO_BIG}`, member.headers)],
    [
      'BID entry',
      () =>
        put(
          `/bids/update-status-player/${bidDayId}/${TOO_BIG}`,
          { status: 'absent' },
          organiser.headers,
        ),
    ],
    [
      'refresh-token',
      () =>
        post('/accounts/refresh-token', { refreshToken: 'x'.repeat(43), companyPlayerId: TOO_BIG }),
    ],
  ]

  it.each(cases)('is a 400 "Identificador inválido." on %s', async (_, send) => {
    const res = await send()
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, message: 'Identificador inválido.' })
  })
})

describe('an over-long text', () => {
  const cases: [string, () => ReturnType<typeof inject>, string, string][] = [
    [
      'a sporadic player’s name',
      () =>
        post(
          '/bids/add-sporadic-player',
          { bidDayId, companyPlayerId: 0, playerName: 'Z'.repeat(300) },
          organiser.headers,
        ),
      'playerName',
      'Nome muito longo (máximo 100 caracteres)',
    ],
    [
      'a player’s full name',
      () =>
        post(
          '/company-players/create-company-player',
          { ...playerForm, fullName: 'N'.repeat(500) },
          organiser.headers,
        ),
      'fullName',
      'Nome muito longo (máximo 120 caracteres)',
    ],
    [
      'a BID’s place',
      () => post('/bids/create-bid', { dayOfMatch, location: 'L'.repeat(201) }, organiser.headers),
      'location',
      'Local muito longo (máximo 200 caracteres)',
    ],
    [
      'a nickname',
      () =>
        post(
          '/company-players/create-company-player',
          { ...playerForm, nickname: 'A'.repeat(61) },
          organiser.headers,
        ),
      'nickname',
      'Apelido muito longo (máximo 60 caracteres)',
    ],
    [
      'a phone',
      () => post('/accounts/register', { ...registration, telefone: '9'.repeat(21) }),
      'telefone',
      'Telefone muito longo (máximo 20 caracteres)',
    ],
    [
      'an email',
      () => post('/accounts/forgot-password', { email: `${'e'.repeat(250)}@x.com` }),
      'email',
      'Email muito longo (máximo 254 caracteres)',
    ],
    [
      'a password',
      () => post('/accounts/login', { email: member.email, password: 'p'.repeat(201) }),
      'password',
      'Senha muito longa (máximo 200 caracteres)',
    ],
    [
      'a group name',
      () =>
        put(
          '/groups/settings',
          { name: 'P'.repeat(81), forecastCity: null, remindersEnabled: true },
          organiser.headers,
        ),
      'name',
      'Nome da pelada muito longo (máximo 80 caracteres)',
    ],
  ]

  it.each(cases)('gets its own message: %s', async (_, send, field, message) => {
    const res = await send()
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, errors: { [field]: message } })
  })

  it('keeps a place of exactly the maximum whole', async () => {
    const location = 'L'.repeat(200)
    const other = await createGroup(db, 'Pelada do Limite')
    const admin = await signedInMember(app, db, other.id, { role: 'administrator' })
    const res = await post('/bids/create-bid', { dayOfMatch, location }, admin.headers)
    expect(res.statusCode).toBeLessThan(300)
    const live = await get('/bids/current-bid', admin.headers)
    expect(live.json().location).toBe(location)
  })
})

describe('requests Fastify itself refuses', () => {
  const house = (message: string) => errorBody({ message })

  it('answers a malformed %-escape in the path with the house body', async () => {
    for (const url of [
      '/v1/bids/get-sporadic-players/%c0',
      '/v1/accounts/invite/%E0%A4%A',
      '/%c0',
    ]) {
      const res = await inject({ method: 'GET', url, headers: organiser.headers })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual(house('Endereço inválido.'))
    }
  })

  it('answers an over-long path parameter with the house body', async () => {
    const res = await get(`/accounts/invite/${'a'.repeat(101)}`)
    expect(res.statusCode).toBe(414)
    expect(res.json()).toEqual(house('Endereço longo demais.'))
  })

  it('answers broken JSON and an empty JSON body with 400', async () => {
    const json = { 'content-type': 'application/json' }
    const broken = await inject({
      method: 'POST',
      url: '/v1/accounts/login',
      headers: json,
      payload: '{"email":',
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.json()).toEqual(house('Dados em formato inválido. Envie um JSON válido.'))
    const empty = await inject({
      method: 'POST',
      url: '/v1/accounts/login',
      headers: json,
      payload: '',
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toEqual(
      house('Nenhum dado enviado. Verifique as informações e tente novamente.'),
    )
  })

  it('answers a body that is not JSON with 415', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/octet-stream']) {
      const res = await inject({
        method: 'POST',
        url: '/v1/accounts/login',
        headers: { 'content-type': type },
        payload: 'email=a@b.com',
      })
      expect(res.statusCode).toBe(415)
      expect(res.json()).toEqual(house('Formato não suportado. Envie os dados em JSON.'))
    }
  })

  it('answers a body over 1 MB with 413', async () => {
    const res = await post('/contact/send', {
      name: 'Ana',
      email: 'a@b.com',
      message: 'x'.repeat(1_100_000),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual(house('Conteúdo grande demais.'))
  })

  it('refuses a prototype-polluting body with 400', async () => {
    const res = await inject({
      method: 'POST',
      url: '/v1/accounts/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"role":"administrator"},"email":"a@b.com","password":"x"}',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false })
  })

  it('answers an unknown route or method with the house 404', async () => {
    const res = await inject({ method: 'PATCH', url: '/v1/accounts/login' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual(house('Recurso não encontrado.'))
  })
})

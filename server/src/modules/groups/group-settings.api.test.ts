import { eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { Role } from '@bidfut/domain/contracts/enums'
import { citySearchResponseSchema } from '@bidfut/domain/contracts/group-settings'
import { startFakeOpenMeteo } from '../../../test/fake-open-meteo.ts'
import { bearer, createGroup, createMember } from '../../../test/factories.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { bidDays } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { createAccessTokens } from '../../lib/access-token.ts'
import { faultBody } from '../../../test/error-body.ts'

const fake = await startFakeOpenMeteo()
const { app, db, config } = await createTestApp({
  WEATHER_API_URL: fake.forecastUrl,
  GEOCODING_API_URL: fake.geocodingUrl,
})
afterAll(() => fake.close())
beforeEach(() => fake.setScenario())

const tokens = createAccessTokens(config.jwtSecret, 15 * 60)
async function headersOf(companyId: number, role: Role) {
  const { member } = await createMember(db, companyId, { role, email: null })
  const token = await tokens.sign({
    companyId,
    companyPlayerId: member.id,
    playerId: member.playerId!,
    role,
    sessionId: 'test-session',
  })
  return bearer(token)
}

const groupA = await createGroup(db, 'Pelada A')
const groupB = await createGroup(db, 'Pelada B')
const as = {
  administrator: await headersOf(groupA.id, 'administrator'),
  manager: await headersOf(groupA.id, 'manager'),
  editor: await headersOf(groupA.id, 'editor'),
  member: await headersOf(groupA.id, 'member'),
}
const groupBAdmin = await headersOf(groupB.id, 'administrator')

const getSettings = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/v1/groups/settings', headers })
const putSettings = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url: '/v1/groups/settings', headers, payload })
const searchCity = (headers: Record<string, string>, name: string) =>
  app.inject({
    method: 'GET',
    url: `/v1/groups/search-city?name=${encodeURIComponent(name)}`,
    headers,
  })

const CAMPINAS = { name: 'Campinas, São Paulo, Brasil', latitude: -22.90556, longitude: -47.06083 }
const validSettings = {
  name: '  Pelada de Sábado ',
  defaultLocationGame: 'Arena Campinas',
  forecastCity: CAMPINAS,
  timeZone: 'America/Sao_Paulo',
  remindersEnabled: false,
  linkPreviews: false,
  defaultSlots: 14,
  lateNoticeHours: 6,
  reminderHours: [3, 48],
}

async function groupRow(companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId))
  return row!
}

describe('GET /groups/settings', () => {
  it('answers the group’s settings; a new group has no forecast city', async () => {
    const res = await getSettings(as.administrator)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      name: 'Pelada A',
      defaultLocationGame: 'Quadra do Teste',
      forecastCity: null,
      timeZone: 'America/Sao_Paulo',
      remindersEnabled: true,
      linkPreviews: true,
      defaultSlots: 24,
      lateNoticeHours: 12,
      reminderHours: [],
      furaoRule: null,
      autoConfirmMonthly: false,
    })
  })

  it('is for administrators and managers only', async () => {
    expect((await getSettings(as.manager)).statusCode).toBe(200)
    for (const headers of [as.editor, as.member]) {
      const res = await getSettings(headers)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ success: false })
    }
  })
})

describe('PUT /groups/settings', () => {
  it('saves what a manager sets and answers the saved settings', async () => {
    const res = await putSettings(as.manager, validSettings)
    expect(res.statusCode).toBe(200)
    const saved = {
      name: 'Pelada de Sábado',
      defaultLocationGame: 'Arena Campinas',
      forecastCity: CAMPINAS,
      timeZone: 'America/Sao_Paulo',
      remindersEnabled: false,
      linkPreviews: false,
      defaultSlots: 14,
      lateNoticeHours: 6,
      // The earliest reminder first, as the settings show them.
      reminderHours: [48, 3],
      furaoRule: null,
      autoConfirmMonthly: false,
    }
    expect(res.json()).toEqual(saved)
    expect((await getSettings(as.administrator)).json()).toEqual(saved)
    expect(await groupRow(groupA.id)).toMatchObject({
      forecastCity: CAMPINAS.name,
      forecastLatitude: CAMPINAS.latitude,
      forecastLongitude: CAMPINAS.longitude,
    })
  })

  it('gives the forecast of the new city in the new time zone', async () => {
    await putSettings(as.administrator, { ...validSettings, timeZone: 'America/Manaus' })
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
    await db
      .insert(bidDays)
      .values({ companyId: groupA.id, number: 1, dayOfMatch: `${inTenDays}T20:00:00` })
    const res = await app.inject({
      method: 'GET',
      url: '/v1/weather/forecast-bid',
      headers: as.member,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ place: CAMPINAS.name })
    expect(fake.requests('/v1/forecast')[0]?.query).toMatchObject({
      latitude: String(CAMPINAS.latitude),
      timezone: 'America/Manaus',
      start_date: inTenDays,
    })
  })

  it('turns the forecast off when the city is cleared', async () => {
    const res = await putSettings(as.administrator, { ...validSettings, forecastCity: null })
    expect(res.json()).toMatchObject({ forecastCity: null })
    expect(await groupRow(groupA.id)).toMatchObject({
      forecastCity: null,
      forecastLatitude: null,
      forecastLongitude: null,
    })
    const forecast = await app.inject({
      method: 'GET',
      url: '/v1/weather/forecast-bid',
      headers: as.member,
    })
    expect(forecast.statusCode).toBe(204)
    expect(forecast.headers['x-forecast-missing']).toBe('city')
  })

  it('refuses editors and members, and changes nothing', async () => {
    const before = await groupRow(groupA.id)
    for (const headers of [as.editor, as.member]) {
      const res = await putSettings(headers, { ...validSettings, name: 'Invadida' })
      expect(res.statusCode).toBe(403)
    }
    expect(await groupRow(groupA.id)).toEqual(before)
  })

  it('changes only the caller’s own group', async () => {
    const before = await groupRow(groupA.id)
    const res = await putSettings(groupBAdmin, { ...validSettings, name: 'Pelada B renomeada' })
    expect(res.statusCode).toBe(200)
    expect(await groupRow(groupA.id)).toEqual(before)
    expect((await groupRow(groupB.id)).name).toBe('Pelada B renomeada')
  })

  it.each([
    [{ name: '   ' }, 'name', 'Nome da pelada é obrigatório'],
    [{ timeZone: 'Europe/Lisbon' }, 'timeZone', 'Fuso horário inválido'],
    [{ forecastCity: { ...CAMPINAS, name: '' } }, 'forecastCity.name', 'Escolha a cidade na lista'],
    [{ remindersEnabled: 'sim' }, 'remindersEnabled', 'Informe se os lembretes estão ligados'],
  ])('refuses %j with a pt-BR message', async (change, field, message) => {
    const before = await groupRow(groupA.id)
    const res = await putSettings(as.administrator, { ...validSettings, ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } })
    expect(await groupRow(groupA.id)).toEqual(before)
  })

  it('takes up to 4 reminder hours from 1 to 168, none repeated, and says so in words', async () => {
    const before = await groupRow(groupA.id)
    for (const reminderHours of [[0], [169], [2.5], [3, 3], [1, 2, 3, 4, 5], ['48'], 48]) {
      const res = await putSettings(as.administrator, { ...validSettings, reminderHours })
      expect(res.statusCode, JSON.stringify(reminderHours)).toBe(400)
      expect(res.json().message).toBe(
        'Escolha até 4 lembretes, cada um de 1 a 168 horas antes do jogo, sem repetir.',
      )
    }
    expect(await groupRow(groupA.id)).toEqual(before)
  })

  it('refuses coordinates outside the globe and fields it does not know', async () => {
    const offGlobe = { ...validSettings, forecastCity: { ...CAMPINAS, latitude: 123 } }
    expect((await putSettings(as.administrator, offGlobe)).statusCode).toBe(400)
    const extra = { ...validSettings, inviteToken: 'meu-token' }
    expect((await putSettings(as.administrator, extra)).statusCode).toBe(400)
  })
})

describe('GET /groups/search-city', () => {
  it('answers Open-Meteo’s places labelled the Brazilian way', async () => {
    const res = await searchCity(as.administrator, 'camp')
    expect(res.statusCode).toBe(200)
    const results = citySearchResponseSchema.parse(res.json())
    expect(results).toEqual([
      {
        name: 'Campinas',
        label: 'Campinas, São Paulo, Brasil',
        latitude: -22.90556,
        longitude: -47.06083,
        timeZone: 'America/Sao_Paulo',
      },
      {
        name: 'Campina Grande',
        label: 'Campina Grande, Paraíba, Brasil',
        latitude: -7.23056,
        longitude: -35.88111,
        timeZone: 'America/Fortaleza',
      },
    ])
    expect(fake.requests('/v1/search')[0]?.query).toEqual({
      name: 'camp',
      count: '20',
      language: 'pt',
      format: 'json',
    })
  })

  it('lists Brazil’s places before namesakes abroad, 8 at most', async () => {
    const abroad = (name: string) => ({
      name,
      latitude: 39,
      longitude: -7,
      country: 'Portugal',
      country_code: 'PT',
    })
    const brazilian = (name: string) => ({ name, latitude: -23, longitude: -46, country: 'Brasil' })
    fake.setScenario({
      cities: [
        abroad('Campo Maior'),
        abroad('Campo de Ourique'),
        brazilian('Campo Grande'),
        ...Array.from({ length: 8 }, (_, i) => brazilian(`Campos ${i + 1}`)),
      ],
    })
    const res = await searchCity(as.administrator, 'campo')
    const names = citySearchResponseSchema.parse(res.json()).map((city) => city.name)
    expect(names).toEqual([
      'Campo Grande',
      ...Array.from({ length: 7 }, (_, i) => `Campos ${i + 1}`),
    ])
  })

  it('answers an empty list when nothing matches', async () => {
    const res = await searchCity(as.manager, 'Xiririca')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([])
  })

  it('asks for at least 2 letters', async () => {
    const res = await searchCity(as.administrator, ' a ')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message: 'Digite pelo menos 2 letras da cidade' })
    expect(fake.requests()).toHaveLength(0)
  })

  it('is for administrators and managers only', async () => {
    for (const headers of [as.editor, as.member]) {
      expect((await searchCity(headers, 'camp')).statusCode).toBe(403)
    }
    expect(fake.requests()).toHaveLength(0)
  })

  it.each(['http-500', 'malformed', 'unexpected-shape'] as const)(
    'answers 503 when the provider fails (%s)',
    async (failure) => {
      fake.setScenario({ failure })
      const res = await searchCity(as.administrator, 'camp')
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual(faultBody('Busca de cidades indisponível. Tente novamente.'))
    },
  )
})

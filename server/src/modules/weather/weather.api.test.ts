import { eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  FORECAST_FROM_HEADER,
  FORECAST_MISSING_HEADER,
  weatherForecastSchema,
} from '@bidfut/domain/contracts/weather'
import { startFakeOpenMeteo } from '../../../test/fake-open-meteo.ts'
import { bearer, createGroup, createMember } from '../../../test/factories.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { bidDays } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { weatherCache } from '../../db/schema/jobs-and-caches.ts'
import { createAccessTokens } from '../../lib/access-token.ts'
import { clock } from '../../lib/clock.ts'
import { createWeatherService } from './weather.service.ts'
import { errorBody, faultBody } from '../../../test/error-body.ts'

// 12:00 on Friday 20 November 2026 in São Paulo.
const NOW = new Date('2026-11-20T15:00:00Z')
let now = NOW
vi.spyOn(clock, 'now').mockImplementation(() => new Date(now))
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000)
}

const fake = await startFakeOpenMeteo()
const { app, db, config } = await createTestApp({
  WEATHER_API_URL: fake.forecastUrl,
  GEOCODING_API_URL: fake.geocodingUrl,
})
// Signed directly: dozens of groups would run into the login rate limit.
const tokens = createAccessTokens(config.jwtSecret, 15 * 60)

afterAll(async () => {
  vi.restoreAllMocks()
  await fake.close()
})

beforeEach(() => {
  now = NOW
  fake.setScenario()
})

// Each group gets its own place, so one test's cache never answers another's.
let places = 0
async function groupWithBid(
  options: { dayOfMatch?: string | null; city?: boolean; role?: 'member' | 'administrator' } = {},
) {
  places += 1
  const group = await createGroup(db, `Pelada ${places}`)
  const place = { latitude: -23 - places / 100, longitude: -46 - places / 100 }
  if (options.city !== false) {
    await db
      .update(companies)
      .set({
        forecastCity: `Cidade ${places}, São Paulo, Brasil`,
        forecastLatitude: place.latitude,
        forecastLongitude: place.longitude,
      })
      .where(eq(companies.id, group.id))
  }
  const dayOfMatch = options.dayOfMatch === undefined ? '2026-11-28T20:00:00' : options.dayOfMatch
  if (dayOfMatch) {
    await db.insert(bidDays).values({ companyId: group.id, number: 1, dayOfMatch, status: 'open' })
  }
  const { member } = await createMember(db, group.id, { role: options.role ?? 'member' })
  const headers = bearer(
    await tokens.sign({
      companyId: group.id,
      companyPlayerId: member.id,
      playerId: member.playerId!,
      role: member.role,
      sessionId: 'test-session',
    }),
  )
  const forecast = () => app.inject({ method: 'GET', url: '/v1/weather/forecast-bid', headers })
  return { group, place, headers, forecast, city: `Cidade ${places}, São Paulo, Brasil` }
}

describe('GET /weather/forecast-bid', () => {
  it('answers the forecast at the game’s hour, asked in the group’s time zone', async () => {
    fake.setScenario({
      hours: {
        19: { precipitationProbability: 95 },
        20: { temperature: 22.5, humidity: 81, precipitationProbability: 30, weatherCode: 63 },
        21: { precipitationProbability: 65 },
      },
      tempMin: 17.2,
      tempMax: 29.9,
    })
    const { forecast, place, city } = await groupWithBid({ dayOfMatch: '2026-11-28T20:30:00' })
    const res = await forecast()
    expect(res.statusCode).toBe(200)
    const body = weatherForecastSchema.parse(res.json())
    expect(body).toEqual({
      temp: 22.5,
      tempMin: 17.2,
      tempMax: 29.9,
      humidity: 81,
      chanceOfRain: 65,
      conditionDescription: 'Chuva moderada',
      urlIcon: '/weather-icons/rain.svg',
      place: city,
      fetchedAt: NOW.toISOString(),
      stale: false,
    })
    const [asked] = fake.requests('/v1/forecast')
    expect(asked?.query).toMatchObject({
      latitude: String(place.latitude),
      longitude: String(place.longitude),
      hourly: 'temperature_2m,relative_humidity_2m,precipitation_probability,weather_code',
      daily: 'temperature_2m_max,temperature_2m_min',
      timezone: 'America/Sao_Paulo',
      start_date: '2026-11-28',
      end_date: '2026-11-28',
    })
    expect(asked?.query).not.toHaveProperty('apikey')
  })

  it('describes thunderstorms and heavy rain with our own icons', async () => {
    fake.setScenario({
      hour: { temperature: 20, humidity: 90, precipitationProbability: 80, weatherCode: 95 },
    })
    const storm = await (await groupWithBid()).forecast()
    expect(storm.json()).toMatchObject({
      conditionDescription: 'Trovoada',
      urlIcon: '/weather-icons/thunderstorm.svg',
      chanceOfRain: 80,
    })
    fake.setScenario({
      hour: { temperature: 20, humidity: 90, precipitationProbability: 70, weatherCode: 65 },
    })
    const rain = await (await groupWithBid()).forecast()
    expect(rain.json()).toMatchObject({
      conditionDescription: 'Chuva forte',
      urlIcon: '/weather-icons/heavy-rain.svg',
    })
  })

  it('answers 204 without headers when there is no open BID', async () => {
    const { forecast } = await groupWithBid({ dayOfMatch: null })
    const res = await forecast()
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(res.headers[FORECAST_MISSING_HEADER]).toBeUndefined()
    expect(res.headers[FORECAST_FROM_HEADER]).toBeUndefined()
    expect(fake.requests()).toHaveLength(0)
  })

  it('answers 204 with x-forecast-missing: city when the group has no city', async () => {
    const { forecast } = await groupWithBid({ city: false })
    const res = await forecast()
    expect(res.statusCode).toBe(204)
    expect(res.headers[FORECAST_MISSING_HEADER]).toBe('city')
    expect(fake.requests()).toHaveLength(0)
  })

  it('answers 204 with x-forecast-from for a game beyond the 16 days', async () => {
    const { forecast } = await groupWithBid({ dayOfMatch: '2026-12-06T20:00:00' })
    const res = await forecast()
    expect(res.statusCode).toBe(204)
    expect(res.headers[FORECAST_FROM_HEADER]).toBe('2026-11-21')
    expect(fake.requests()).toHaveLength(0)
    // The 16th day (today + 15) already has one.
    const last = await groupWithBid({ dayOfMatch: '2026-12-05T20:00:00' })
    expect((await last.forecast()).statusCode).toBe(200)
  })

  it('asks the provider once an hour per place and game hour', async () => {
    const { forecast, group } = await groupWithBid()
    await forecast()
    later(59)
    const cached = await forecast()
    expect(cached.json()).toMatchObject({ fetchedAt: NOW.toISOString(), stale: false })
    expect(fake.requests('/v1/forecast')).toHaveLength(1)

    // Another member of another group in the same place shares the cached forecast.
    const neighbour = await groupWithBid()
    const [own] = await db.select().from(companies).where(eq(companies.id, group.id))
    await db
      .update(companies)
      .set({ forecastLatitude: own!.forecastLatitude, forecastLongitude: own!.forecastLongitude })
      .where(eq(companies.id, neighbour.group.id))
    expect((await neighbour.forecast()).json()).toMatchObject({ place: neighbour.city })
    expect(fake.requests('/v1/forecast')).toHaveLength(1)

    later(2)
    const refreshed = await forecast()
    expect(refreshed.json()).toMatchObject({ fetchedAt: now.toISOString(), stale: false })
    expect(fake.requests('/v1/forecast')).toHaveLength(2)
  })

  it('shares one provider call among callers arriving together', async () => {
    fake.setScenario({ delayMs: 200 })
    const { forecast } = await groupWithBid()
    const answers = await Promise.all([forecast(), forecast(), forecast()])
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200])
    expect(fake.requests('/v1/forecast')).toHaveLength(1)
  })

  it('serves the last forecast, marked stale with its age, when the provider is down', async () => {
    const { forecast } = await groupWithBid()
    await forecast()
    later(120)
    fake.setScenario({ failure: 'http-500' })
    const res = await forecast()
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ temp: 24, stale: true, fetchedAt: NOW.toISOString() })
    expect(fake.requests('/v1/forecast')).toHaveLength(1)
  })

  it('answers 503 "Previsão não disponível" when the provider is down and nothing is cached', async () => {
    fake.setScenario({ failure: 'http-500' })
    const res = await (await groupWithBid()).forecast()
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual(faultBody('Previsão não disponível'))
  })

  it('treats malformed or unexpected JSON as a provider failure', async () => {
    fake.setScenario({ failure: 'malformed' })
    const broken = await (await groupWithBid()).forecast()
    expect(broken.statusCode).toBe(503)
    expect(broken.json()).toEqual(faultBody('Previsão não disponível'))

    fake.setScenario({ failure: 'unexpected-shape' })
    expect((await (await groupWithBid()).forecast()).statusCode).toBe(503)

    fake.setScenario({ hours: { 20: { temperature: null } } })
    expect((await (await groupWithBid()).forecast()).statusCode).toBe(503)

    fake.setScenario()
    const { forecast } = await groupWithBid()
    expect((await forecast()).statusCode).toBe(200)
    later(90)
    fake.setScenario({ failure: 'malformed' })
    expect((await forecast()).json()).toMatchObject({ stale: true })
  })

  it('leaves a failing provider alone for 30 s, then asks again', async () => {
    fake.setScenario({ failure: 'http-500' })
    const { forecast } = await groupWithBid()
    await forecast()
    later(0.25)
    fake.setScenario()
    expect((await forecast()).statusCode).toBe(503)
    expect(fake.requests()).toHaveLength(0)
    later(0.5)
    expect((await forecast()).statusCode).toBe(200)
    expect(fake.requests()).toHaveLength(1)
  })

  it('gives up on a slow provider after 3 s and still answers within 4 s', async () => {
    const cachedGroup = await groupWithBid()
    await cachedGroup.forecast()
    later(61)
    fake.setScenario({ delayMs: 3_600 })
    const emptyGroup = await groupWithBid()

    const started = performance.now()
    const [stale, missing] = await Promise.all([cachedGroup.forecast(), emptyGroup.forecast()])
    const elapsed = performance.now() - started

    expect(stale.statusCode).toBe(200)
    expect(stale.json()).toMatchObject({ stale: true, fetchedAt: NOW.toISOString() })
    expect(missing.statusCode).toBe(503)
    expect(elapsed).toBeGreaterThanOrEqual(2_900)
    expect(elapsed).toBeLessThan(4_000)
  })

  it('stores one row per place and game hour, fresh for an hour', async () => {
    const { forecast, place } = await groupWithBid()
    await forecast()
    later(61)
    await forecast()
    const key = `forecast:${place.latitude.toFixed(4)},${place.longitude.toFixed(4)}|`
    const rows = (await db.select().from(weatherCache)).filter((row) => row.key.startsWith(key))
    expect(rows.map((row) => row.key)).toEqual([`${key}America/Sao_Paulo|2026-11-28T20:00`])
    expect(rows[0]!.payload).toMatchObject({ fetchedAt: now.toISOString() })
    expect(rows[0]!.expiresAt.getTime()).toBe(now.getTime() + 60 * 60_000)
  })

  it('is for any member of the group, an administrator too', async () => {
    const { forecast } = await groupWithBid({ role: 'administrator' })
    expect((await forecast()).statusCode).toBe(200)
  })
})

describe('GET /weather/forecast-bid?bidDayId= (several BIDs open, ADR 059)', () => {
  /** A group whose next game is Tuesday 24/11 at 21:00, with Thursday 26/11 at 20:00 open too. */
  async function twoGames(thursday = '2026-11-26T20:00:00') {
    const team = await groupWithBid({ dayOfMatch: '2026-11-24T21:00:00' })
    const [later] = await db
      .insert(bidDays)
      .values({ companyId: team.group.id, number: 2, dayOfMatch: thursday, status: 'open' })
      .returning({ id: bidDays.id })
    const [next] = await db
      .select({ id: bidDays.id })
      .from(bidDays)
      .where(eq(bidDays.companyId, team.group.id))
      .orderBy(bidDays.dayOfMatch)
      .limit(1)
    const forBid = (bidDayId: number | string) =>
      app.inject({
        method: 'GET',
        url: `/v1/weather/forecast-bid?bidDayId=${bidDayId}`,
        headers: team.headers,
      })
    return { ...team, tuesday: next!.id, thursday: later!.id, forBid }
  }

  it('answers the game named, the next one without it, each from its own day and hour', async () => {
    fake.setScenario({
      hours: {
        20: { temperature: 27, precipitationProbability: 10 },
        21: { temperature: 15, precipitationProbability: 20 },
        22: { precipitationProbability: 90 },
      },
    })
    const { forecast, forBid, tuesday, thursday, place } = await twoGames()
    // Thursday first: the member read cache keeps each BID's answer under its own URL.
    const thu = await forBid(thursday)
    expect(thu.statusCode).toBe(200)
    expect(thu.json()).toMatchObject({ temp: 27, chanceOfRain: 20 })
    const next = await forecast()
    expect(next.json()).toMatchObject({ temp: 15, chanceOfRain: 90 })
    expect((await forBid(tuesday)).json()).toMatchObject({ temp: 15, chanceOfRain: 90 })
    expect((await forBid(thursday)).json()).toMatchObject({ temp: 27 })
    expect(fake.requests('/v1/forecast').map((r) => r.query.start_date)).toEqual([
      '2026-11-26',
      '2026-11-24',
    ])
    // The stored forecasts are per place and game hour: one row for each game.
    const key = `forecast:${place.latitude.toFixed(4)},${place.longitude.toFixed(4)}|`
    const rows = (await db.select().from(weatherCache)).filter((row) => row.key.startsWith(key))
    expect(rows.map((row) => row.key).sort()).toEqual([
      `${key}America/Sao_Paulo|2026-11-24T21:00`,
      `${key}America/Sao_Paulo|2026-11-26T20:00`,
    ])
  })

  it('says when a later game beyond the 16 days will have its forecast', async () => {
    const { forecast, forBid, thursday } = await twoGames('2026-12-10T20:00:00')
    expect((await forecast()).statusCode).toBe(200)
    const far = await forBid(thursday)
    expect(far.statusCode).toBe(204)
    expect(far.headers[FORECAST_FROM_HEADER]).toBe('2026-11-25')
    expect(fake.requests('/v1/forecast')).toHaveLength(1)
  })

  it('refuses a bad id with a 400, and another group’s, a closed or a missing BID with a 404', async () => {
    const { forBid, thursday, tuesday } = await twoGames()
    const other = await twoGames()
    const bad = await forBid('abc')
    expect(bad.statusCode).toBe(400)
    expect((await forBid(0)).statusCode).toBe(400)
    await db.update(bidDays).set({ status: 'finished' }).where(eq(bidDays.id, tuesday))
    await db.update(bidDays).set({ status: 'cancelled' }).where(eq(bidDays.id, thursday))
    for (const id of [other.thursday, tuesday, thursday, 999_999]) {
      const res = await forBid(id)
      expect(res.statusCode, String(id)).toBe(404)
      expect(res.json()).toEqual(errorBody({ message: 'BID não encontrado.' }))
    }
    expect((await other.forBid(other.thursday)).statusCode).toBe(200)
  })
})

describe('forecastForGame (for reminders)', () => {
  const weather = createWeatherService({ db, config })

  it('gives the forecast of a game of the group', async () => {
    const { group, city } = await groupWithBid({ dayOfMatch: null })
    const forecast = await weather.forecastForGame({
      companyId: group.id,
      dayOfMatch: '2026-11-22T09:00:00',
    })
    expect(forecast).toMatchObject({ temp: 24, place: city, stale: false })
    expect(fake.requests('/v1/forecast')[0]?.query.start_date).toBe('2026-11-22')
  })

  it('gives null without a city, beyond the horizon, or when the provider fails', async () => {
    const noCity = await groupWithBid({ city: false })
    const game = { companyId: noCity.group.id, dayOfMatch: '2026-11-28T20:00:00' }
    expect(await weather.forecastForGame(game)).toBeNull()

    const far = await groupWithBid()
    expect(
      await weather.forecastForGame({ companyId: far.group.id, dayOfMatch: '2027-02-01T20:00:00' }),
    ).toBeNull()

    fake.setScenario({ failure: 'http-500' })
    const down = await groupWithBid()
    expect(
      await weather.forecastForGame({
        companyId: down.group.id,
        dayOfMatch: '2026-11-28T20:00:00',
      }),
    ).toBeNull()
    expect(await weather.forecastForGame({ companyId: 999_999, dayOfMatch: 'nonsense' })).toBeNull()
  })

  it('sends the key to the customer API when there is one', async () => {
    const paid = createWeatherService({ db, config: { ...config, weatherApiKey: 'chave-paga' } })
    const { group } = await groupWithBid()
    await paid.forecastForGame({ companyId: group.id, dayOfMatch: '2026-11-28T20:00:00' })
    expect(fake.requests('/v1/forecast')[0]?.query.apikey).toBe('chave-paga')
  })
})

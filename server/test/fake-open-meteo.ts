import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'

/**
 * A local Open-Meteo: /v1/forecast and /v1/search answer in the provider's documented JSON
 * shapes, as the scenario says. Tests set the scenario in-process; another process (a Playwright
 * run) sets it with `PUT /__scenario` and reads what was asked with `GET /__requests`.
 *
 *   npx tsx server/test/fake-open-meteo.ts --port 4010
 *   WEATHER_API_URL=http://127.0.0.1:4010/v1/forecast GEOCODING_API_URL=http://127.0.0.1:4010/v1/search
 */

export type FakeHour = {
  temperature: number | null
  humidity: number | null
  precipitationProbability: number | null
  weatherCode: number | null
}

export type FakeCity = {
  name: string
  latitude: number
  longitude: number
  admin1?: string
  country?: string
  /** ISO 3166-1 alpha-2; 'BR' unless given. */
  country_code?: string
  timezone?: string
}

export type FakeScenario = {
  /** Every hour of the asked days, unless `hours` (keyed by the local hour, 0–23) says otherwise. */
  hour: FakeHour
  hours: Record<number, Partial<FakeHour>>
  tempMin: number
  tempMax: number
  /** Places /v1/search knows; a search answers those whose name starts with the typed text. */
  cities: FakeCity[]
  /** Milliseconds before answering anything. */
  delayMs: number
  /** 'http-500': an error page; 'malformed': broken JSON; 'unexpected-shape': JSON we cannot use. */
  failure: 'none' | 'http-500' | 'malformed' | 'unexpected-shape'
}

export type FakeRequest = { path: string; query: Record<string, string> }

/**
 * A city search starting with this fails as the whole service would (500), whatever the scenario:
 * journeys running side by side share one fake, so one that needs the search down must not set
 * the scenario everyone else reads.
 */
export const SEARCH_DOWN_FOR = 'Sem Sinal'

/**
 * A place whose forecast changes by the day, whatever the scenario: every hour's temperature is
 * 10 °C plus the day of the month (the 3rd: 13 °C). A journey whose group plays here tells two
 * games' forecasts apart without setting the scenario everyone else reads.
 */
export const DAY_BY_DAY_PLACE = { name: 'Sorocaba', latitude: -23.5017, longitude: -47.4581 }

const dayByDayTemperature = (time: string) => 10 + Number(time.slice(8, 10))
const isDayByDay = (query: Record<string, string>) =>
  Number(query.latitude) === DAY_BY_DAY_PLACE.latitude &&
  Number(query.longitude) === DAY_BY_DAY_PLACE.longitude

export const defaultScenario = (): FakeScenario => ({
  hour: { temperature: 24, humidity: 70, precipitationProbability: 10, weatherCode: 1 },
  hours: {},
  tempMin: 18,
  tempMax: 28,
  cities: [
    {
      name: 'Campinas',
      latitude: -22.90556,
      longitude: -47.06083,
      admin1: 'São Paulo',
      country: 'Brasil',
      timezone: 'America/Sao_Paulo',
    },
    {
      name: 'Campina Grande',
      latitude: -7.23056,
      longitude: -35.88111,
      admin1: 'Paraíba',
      country: 'Brasil',
      timezone: 'America/Fortaleza',
    },
    {
      name: 'São Paulo',
      latitude: -23.5475,
      longitude: -46.63611,
      admin1: 'São Paulo',
      country: 'Brasil',
      timezone: 'America/Sao_Paulo',
    },
  ],
  delayMs: 0,
  failure: 'none',
})

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

function datesBetween(start: string, end: string): string[] {
  const dates: string[] = []
  for (let t = Date.parse(start); t <= Date.parse(end) && dates.length < 16; t += 86_400_000) {
    dates.push(new Date(t).toISOString().slice(0, 10))
  }
  return dates
}

function forecastBody(scenario: FakeScenario, query: Record<string, string>) {
  const today = new Date().toISOString().slice(0, 10)
  const days = datesBetween(query.start_date ?? today, query.end_date ?? query.start_date ?? today)
  const times = days.flatMap((day) =>
    Array.from({ length: 24 }, (_, h) => `${day}T${String(h).padStart(2, '0')}:00`),
  )
  const dayByDay = isDayByDay(query)
  const valueAt = (time: string) => ({
    ...scenario.hour,
    ...scenario.hours[Number(time.slice(11, 13))],
    ...(dayByDay && { temperature: dayByDayTemperature(time) }),
  })
  return {
    latitude: Number(query.latitude),
    longitude: Number(query.longitude),
    generationtime_ms: 0.1,
    utc_offset_seconds: -10_800,
    timezone: query.timezone ?? 'GMT',
    timezone_abbreviation: 'GMT-3',
    elevation: 760,
    hourly_units: {
      time: 'iso8601',
      temperature_2m: '°C',
      relative_humidity_2m: '%',
      precipitation_probability: '%',
      weather_code: 'wmo code',
    },
    hourly: {
      time: times,
      temperature_2m: times.map((t) => valueAt(t).temperature),
      relative_humidity_2m: times.map((t) => valueAt(t).humidity),
      precipitation_probability: times.map((t) => valueAt(t).precipitationProbability),
      weather_code: times.map((t) => valueAt(t).weatherCode),
    },
    daily_units: { time: 'iso8601', temperature_2m_max: '°C', temperature_2m_min: '°C' },
    daily: {
      time: days,
      temperature_2m_max: days.map(() => scenario.tempMax),
      temperature_2m_min: days.map(() => scenario.tempMin),
    },
  }
}

function searchBody(scenario: FakeScenario, query: Record<string, string>) {
  const typed = fold(query.name ?? '')
  const count = Number(query.count ?? 10)
  const results = scenario.cities
    .filter((city) => fold(city.name).startsWith(typed))
    .slice(0, count)
    .map((city, i) => ({
      id: 3_400_000 + i,
      feature_code: 'PPLA2',
      country_code: 'BR',
      elevation: 700,
      ...city,
    }))
  // Like Open-Meteo: no match means no `results` key at all.
  return results.length > 0 ? { results, generationtime_ms: 0.4 } : { generationtime_ms: 0.4 }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = ''
  for await (const chunk of request) text += String(chunk)
  return text ? JSON.parse(text) : {}
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(typeof body === 'string' ? body : JSON.stringify(body))
}

export type FakeOpenMeteo = Awaited<ReturnType<typeof startFakeOpenMeteo>>

export async function startFakeOpenMeteo(options: { port?: number; host?: string } = {}) {
  let scenario = defaultScenario()
  const requests: FakeRequest[] = []

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake')
      const query = Object.fromEntries(url.searchParams)
      if (url.pathname === '/__scenario' && request.method === 'PUT') {
        // The body is merged over the defaults, so a test only names what it changes.
        scenario = { ...defaultScenario(), ...((await readJson(request)) as Partial<FakeScenario>) }
        requests.length = 0
        return send(response, 200, scenario)
      }
      if (url.pathname === '/__requests') return send(response, 200, requests)
      if (url.pathname !== '/v1/forecast' && url.pathname !== '/v1/search') {
        return send(response, 404, { error: true, reason: 'Not Found' })
      }
      requests.push({ path: url.pathname, query })
      if (url.pathname === '/v1/search' && query.name?.startsWith(SEARCH_DOWN_FOR)) {
        return send(response, 500, 'Internal Server Error')
      }
      if (scenario.delayMs > 0) await sleep(scenario.delayMs)
      if (response.destroyed) return
      if (scenario.failure === 'http-500') return send(response, 500, 'Internal Server Error')
      if (scenario.failure === 'malformed') return send(response, 200, '{"hourly": {"time": [')
      if (scenario.failure === 'unexpected-shape')
        return send(response, 200, { hourly: 'soon', results: 'soon' })
      if (url.pathname === '/v1/search') return send(response, 200, searchBody(scenario, query))
      if (!query.latitude || !query.longitude) {
        return send(response, 400, { error: true, reason: 'Parameter latitude is missing' })
      }
      return send(response, 200, forecastBody(scenario, query))
    })().catch((error: unknown) => send(response, 400, { error: true, reason: String(error) }))
  })
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  )
  const { port } = server.address() as AddressInfo
  const base = `http://127.0.0.1:${port}`

  return {
    port,
    forecastUrl: `${base}/v1/forecast`,
    geocodingUrl: `${base}/v1/search`,
    /** The scenario from the defaults plus these changes (and a fresh request log). */
    setScenario(changes: Partial<FakeScenario> = {}) {
      scenario = { ...defaultScenario(), ...changes }
      requests.length = 0
    },
    /** What was asked since the scenario was last set. */
    requests: (path?: '/v1/forecast' | '/v1/search') =>
      requests.filter((r) => !path || r.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

// Standalone: `npx tsx server/test/fake-open-meteo.ts --port N`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flag = process.argv.indexOf('--port')
  const port = flag > 0 ? Number(process.argv[flag + 1]) : 0
  const fake = await startFakeOpenMeteo({ port })
  console.log(`fake Open-Meteo listening on http://127.0.0.1:${fake.port}`)
  const stop = () => void fake.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

import { z } from 'zod'
import type { Config } from '../../config.ts'

/** ADR 007: the provider gets 3 s, so our answer (with the database around it) stays under 4 s. */
export const PROVIDER_TIMEOUT_MS = 3000

/** Open-Meteo did not answer, answered an error, or answered something we cannot read. */
export class ProviderError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'ProviderError'
  }
}

const series = z.array(z.number().nullable())

// Only what we read; Open-Meteo sends more (units, elevation…), which zod drops.
const forecastResponseSchema = z.object({
  hourly: z.object({
    time: z.array(z.string()),
    temperature_2m: series,
    relative_humidity_2m: series,
    precipitation_probability: series,
    weather_code: series,
  }),
  daily: z.object({
    time: z.array(z.string()),
    temperature_2m_max: series,
    temperature_2m_min: series,
  }),
})
export type ForecastResponse = z.infer<typeof forecastResponseSchema>

// No match: Open-Meteo leaves `results` out.
const geocodingResponseSchema = z.object({
  results: z
    .array(
      z.object({
        name: z.string(),
        latitude: z.number(),
        longitude: z.number(),
        admin1: z.string().optional(),
        country: z.string().optional(),
        country_code: z.string().optional(),
        timezone: z.string().optional(),
      }),
    )
    .default([]),
})
export type GeocodingResult = z.infer<typeof geocodingResponseSchema>['results'][number]

export type ForecastRequest = {
  latitude: number
  longitude: number
  timeZone: string
  /** The game day, YYYY-MM-DD in timeZone. */
  date: string
}

export type OpenMeteoClient = ReturnType<typeof createOpenMeteoClient>

/** Forecast and geocoding calls to Open-Meteo (or whatever WEATHER_API_URL points at). */
export function createOpenMeteoClient(
  config: Pick<Config, 'weatherApiUrl' | 'geocodingApiUrl' | 'weatherApiKey'>,
  timeoutMs = PROVIDER_TIMEOUT_MS,
) {
  async function getJson<T>(base: string, params: Record<string, string>, schema: z.ZodType<T>) {
    const url = new URL(base)
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
    if (config.weatherApiKey) url.searchParams.set('apikey', config.weatherApiKey)
    let body: unknown
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (!response.ok) throw new ProviderError(`Open-Meteo answered ${response.status}`)
      body = await response.json()
    } catch (error) {
      if (error instanceof ProviderError) throw error
      throw new ProviderError(`Open-Meteo unreachable at ${url.host}`, { cause: error })
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) throw new ProviderError('Open-Meteo answered an unexpected shape')
    return parsed.data
  }

  return {
    /** Hourly and daily values of one day, times in the place's local time ('YYYY-MM-DDTHH:00'). */
    forecast(request: ForecastRequest): Promise<ForecastResponse> {
      return getJson(
        config.weatherApiUrl,
        {
          latitude: String(request.latitude),
          longitude: String(request.longitude),
          hourly: 'temperature_2m,relative_humidity_2m,precipitation_probability,weather_code',
          daily: 'temperature_2m_max,temperature_2m_min',
          timezone: request.timeZone,
          start_date: request.date,
          end_date: request.date,
        },
        forecastResponseSchema,
      )
    },

    /** Up to `count` places whose name starts with `name`, Open-Meteo's best first. */
    async searchCities(name: string, count: number): Promise<GeocodingResult[]> {
      const response = await getJson(
        config.geocodingApiUrl,
        { name, count: String(count), language: 'pt', format: 'json' },
        geocodingResponseSchema,
      )
      return response.results
    },
  }
}

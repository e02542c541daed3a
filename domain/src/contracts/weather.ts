import { z } from 'zod'
import { pathIdField } from './ids.ts'

/** Days ahead Open-Meteo forecasts; a later game answers 204 with FORECAST_FROM_HEADER. */
export const FORECAST_HORIZON_DAYS = 16

/** 204 answers of GET /weather/forecast-bid say why there is no forecast in these headers. */
export const FORECAST_FROM_HEADER = 'x-forecast-from'
export const FORECAST_MISSING_HEADER = 'x-forecast-missing'
/** The group has not chosen its forecast city yet (value of FORECAST_MISSING_HEADER). */
export const FORECAST_MISSING_CITY = 'city'

/**
 * `?bidDayId=` (ADR 059): which of the group's open BIDs; without it, the next game. The open-BID
 * routes' query (open-bids.ts), written here because this contract is one every screen shares and
 * imports no area's (web/vite.config.ts: two chunks would import each other).
 */
export const forecastQuerySchema = z.object({ bidDayId: pathIdField().optional() })

/**
 * The game's forecast, plus where and when it was fetched: `stale` is true when the provider failed
 * and this is the last forecast we had (the card then says how old it is).
 */
export const weatherForecastSchema = z.object({
  temp: z.number(),
  tempMin: z.number(),
  tempMax: z.number(),
  humidity: z.number(),
  chanceOfRain: z.number(),
  conditionDescription: z.string(),
  urlIcon: z.string(),
  place: z.string(),
  fetchedAt: z.string(),
  stale: z.boolean(),
})
export type WeatherForecast = z.infer<typeof weatherForecastSchema>

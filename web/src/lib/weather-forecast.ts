import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  FORECAST_FROM_HEADER,
  FORECAST_MISSING_CITY,
  FORECAST_MISSING_HEADER,
  type WeatherForecast,
} from '@bidfut/domain/contracts/weather'
import * as weather from '@bidfut/domain/endpoints/weather'
import { apiExchange } from '@/lib/api-client'
import { retryOnlyWhileUnreachable } from '@/lib/query-retry'

// GET /weather/forecast-bid?bidDayId=, shared by /check-in's weather card, /bid-atual's game info
// card and the dashboard's games: each shows the forecast of the game it shows (ADR 059).

/** What the forecast call answered: a forecast, or why there is none (its 204 headers). */
export type ForecastAnswer =
  | { kind: 'forecast'; forecast: WeatherForecast }
  /** The group has not chosen its forecast city (x-forecast-missing: city). */
  | { kind: 'no-city' }
  /** The game is beyond the provider's horizon; `from` is YYYY-MM-DD (x-forecast-from). */
  | { kind: 'too-far'; from: string }
  /** No open BID. */
  | { kind: 'no-bid' }

/**
 * The forecast of one of the group's open BIDs; a 503 ('Previsão não disponível') and a 404 (the
 * BID closed meanwhile) throw an ApiError.
 */
export async function getWeatherForecast(
  bidDayId: number,
  signal?: AbortSignal,
): Promise<ForecastAnswer> {
  const { data, headers } = await apiExchange(weather.bidForecast, {
    signal,
    query: { bidDayId },
  })
  if (data) return { kind: 'forecast', forecast: data }
  if (headers.get(FORECAST_MISSING_HEADER) === FORECAST_MISSING_CITY) return { kind: 'no-city' }
  const from = headers.get(FORECAST_FROM_HEADER)
  if (from) return { kind: 'too-far', from }
  return { kind: 'no-bid' }
}

export const weatherQueryKey = ['weather'] as const

export function weatherForecastQueryOptions(bidDayId: number) {
  return queryOptions({
    queryKey: [...weatherQueryKey, 'forecast-bid', bidDayId],
    queryFn: ({ signal }) => getWeatherForecast(bidDayId, signal),
    staleTime: 10 * 60_000,
    // The card has its own retry button; waiting for automatic retries only delays the message,
    // unless the server is away: then the app's banner says so and the card waits for it.
    retry: retryOnlyWhileUnreachable,
  })
}

export function useWeatherForecast(bidDayId: number) {
  return useQuery(weatherForecastQueryOptions(bidDayId))
}

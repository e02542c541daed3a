import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiFetch } from '@/lib/api-client'

// SPEC §3 Weather. Not in domain/contracts yet: the forecast module has no provider so far.
export const weatherForecastSchema = z.object({
  temp: z.number(),
  tempMin: z.number(),
  tempMax: z.number(),
  humidity: z.number(),
  chanceOfRain: z.number(),
  conditionDescription: z.string(),
  urlIcon: z.string().nullish(),
})
export type WeatherForecast = z.infer<typeof weatherForecastSchema>

/** The forecast for the next BID; null when there is none (204). */
export function getWeatherForecast(signal?: AbortSignal): Promise<WeatherForecast | null> {
  return apiFetch('/weather/forecast-bid', { schema: weatherForecastSchema, signal })
}

export function weatherForecastQueryOptions(bidDayId: number) {
  return queryOptions({
    queryKey: ['weather', 'forecast-bid', bidDayId],
    queryFn: ({ signal }) => getWeatherForecast(signal),
    staleTime: 10 * 60_000,
    // The card has its own retry button; waiting for automatic retries only delays the message.
    retry: false,
  })
}

export function useWeatherForecast(bidDayId: number) {
  return useQuery(weatherForecastQueryOptions(bidDayId))
}

import {
  FORECAST_FROM_HEADER,
  FORECAST_MISSING_CITY,
  FORECAST_MISSING_HEADER,
  weatherForecastSchema,
  type WeatherForecast,
} from '@bidfut/domain/contracts/weather'
import { refuse, reply } from './stub-api'

/** A fresh forecast for the open BID, checked by the contract the server answers with. */
export function makeForecast(overrides: Partial<WeatherForecast> = {}): WeatherForecast {
  return weatherForecastSchema.parse({
    temp: 24.4,
    tempMin: 18,
    tempMax: 27,
    humidity: 70,
    chanceOfRain: 10,
    conditionDescription: 'Parcialmente nublado',
    urlIcon: '/weather-icons/partly-cloudy.svg',
    place: 'São Paulo',
    fetchedAt: new Date().toISOString(),
    stale: false,
    ...overrides,
  })
}

export const forecastResponse = (overrides: Partial<WeatherForecast> = {}) =>
  reply(makeForecast(overrides))

/** 204: the group has no forecast city yet. */
export const noForecastCity = reply(null, {
  status: 204,
  headers: { [FORECAST_MISSING_HEADER]: FORECAST_MISSING_CITY },
})

/** 204: the game is beyond the 16-day horizon; a forecast exists from `date` (YYYY-MM-DD). */
export const forecastFrom = (date: string) =>
  reply(null, { status: 204, headers: { [FORECAST_FROM_HEADER]: date } })

export const forecastUnavailable = refuse(503, 'Previsão não disponível')

import type { WeatherForecast } from '@bidfut/domain/contracts/weather'
import { ProviderError, type ForecastResponse } from './open-meteo.ts'
import { conditionOf } from './wmo-codes.ts'

/** What the provider tells about one game; where and when it was fetched is added around it. */
export type GameForecast = Omit<WeatherForecast, 'place' | 'fetchedAt' | 'stale'>

/** The game day of a local dayOfMatch ('2026-11-28T20:30:00' → '2026-11-28'). */
export const gameDayOf = (dayOfMatch: string) => dayOfMatch.slice(0, 10)

/** The hour the game starts, as Open-Meteo labels hours ('2026-11-28T20:30:00' → '…T20:00'). */
export const gameHourOf = (dayOfMatch: string) => `${dayOfMatch.slice(0, 13)}:00`

/**
 * ADR 007: temperature and humidity at the game's hour, the day's min and max, and the highest
 * chance of rain over the game's hour and the next (a game lasts about two hours).
 */
export function forecastAtGame(response: ForecastResponse, dayOfMatch: string): GameForecast {
  const { hourly, daily } = response
  const hour = hourly.time.indexOf(gameHourOf(dayOfMatch))
  const day = daily.time.indexOf(gameDayOf(dayOfMatch))
  if (hour < 0 || day < 0) throw new ProviderError('Open-Meteo left out the game’s hour')

  const temp = hourly.temperature_2m[hour]
  const humidity = hourly.relative_humidity_2m[hour]
  const code = hourly.weather_code[hour]
  const tempMax = daily.temperature_2m_max[day]
  const tempMin = daily.temperature_2m_min[day]
  // A game at 23:00 has no next hour in a one-day answer: its own hour decides.
  const rain = [hour, hour + 1]
    .map((i) => hourly.precipitation_probability[i])
    .filter((value): value is number => typeof value === 'number')
  if (temp == null || humidity == null || code == null || tempMax == null || tempMin == null) {
    throw new ProviderError('Open-Meteo has no values for the game’s hour')
  }
  const condition = conditionOf(code)
  return {
    temp,
    tempMin,
    tempMax,
    humidity,
    chanceOfRain: rain.length > 0 ? Math.max(...rain) : 0,
    conditionDescription: condition.description,
    urlIcon: condition.urlIcon,
  }
}

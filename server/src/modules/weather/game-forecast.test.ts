import { describe, expect, it } from 'vitest'
import { forecastAtGame, gameHourOf } from './game-forecast.ts'
import type { ForecastResponse } from './open-meteo.ts'
import { ProviderError } from './open-meteo.ts'

const DAY = '2026-11-28'
const hours = Array.from({ length: 24 }, (_, h) => `${DAY}T${String(h).padStart(2, '0')}:00`)

/** A one-day Open-Meteo answer: hour h has temperature 10 + h, humidity 50 + h, code 0. */
function response(overrides: { rain?: Record<number, number | null>; code?: number } = {}) {
  return {
    hourly: {
      time: hours,
      temperature_2m: hours.map((_, h) => 10 + h),
      relative_humidity_2m: hours.map((_, h) => 50 + h),
      precipitation_probability: hours.map((_, h) => overrides.rain?.[h] ?? 5),
      weather_code: hours.map(() => overrides.code ?? 0),
    },
    daily: { time: [DAY], temperature_2m_max: [33.4], temperature_2m_min: [9.8] },
  } satisfies ForecastResponse
}

describe('the forecast of a game', () => {
  it('reads the hour the game starts, minutes dropped', () => {
    expect(gameHourOf('2026-11-28T20:30:00')).toBe('2026-11-28T20:00')
    const forecast = forecastAtGame(response(), '2026-11-28T20:30:00')
    expect(forecast).toEqual({
      temp: 30,
      tempMin: 9.8,
      tempMax: 33.4,
      humidity: 70,
      chanceOfRain: 5,
      conditionDescription: 'Céu limpo',
      urlIcon: '/weather-icons/clear.svg',
    })
  })

  it('takes the highest chance of rain over the game’s hour and the next, not the hour before', () => {
    const rain = { 19: 95, 20: 30, 21: 65, 22: 99 }
    expect(forecastAtGame(response({ rain }), '2026-11-28T20:00:00').chanceOfRain).toBe(65)
    expect(forecastAtGame(response({ rain }), '2026-11-28T21:00:00').chanceOfRain).toBe(99)
  })

  it('lets the game’s own hour decide at 23:00, the last hour of the day', () => {
    expect(forecastAtGame(response({ rain: { 23: 40 } }), '2026-11-28T23:00:00').chanceOfRain).toBe(
      40,
    )
  })

  it('ignores a missing probability for the next hour', () => {
    const forecast = forecastAtGame(response({ rain: { 20: 25, 21: null } }), '2026-11-28T20:00:00')
    expect(forecast.chanceOfRain).toBe(25)
  })

  it('turns a missing hour or missing values into a provider failure', () => {
    expect(() => forecastAtGame(response(), '2026-11-29T20:00:00')).toThrow(ProviderError)
    const empty = response()
    empty.hourly.temperature_2m[20] = null as unknown as number
    expect(() => forecastAtGame(empty, '2026-11-28T20:00:00')).toThrow(ProviderError)
  })
})

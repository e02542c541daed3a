import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import { roles } from '@bidfut/domain/contracts/enums'
import { weatherForecastSchema, type WeatherForecast } from '@bidfut/domain/contracts/weather'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { NotFoundError, ServiceUnavailableError } from '../../lib/errors.ts'
import { requireRole } from '../../lib/permissions.ts'
import { forecastAvailableFrom } from './forecast-horizon.ts'
import { forecastAtGame, gameDayOf, gameHourOf, type GameForecast } from './game-forecast.ts'
import { createOpenMeteoClient, ProviderError } from './open-meteo.ts'
import * as repo from './weather.repo.ts'

export const FORECAST_UNAVAILABLE = 'Previsão não disponível'
const BID_NOT_FOUND = 'BID não encontrado.'

const CACHE_PREFIX = 'forecast:'
const FRESH_MS = 60 * 60 * 1000
// After a failure the provider is left alone for a while: each caller would otherwise wait up
// to 3 s for an answer that is not coming, and we would hammer it while it recovers.
const RETRY_AFTER_FAILURE_MS = 30 * 1000
// Old rows are only a fallback; a week after going stale their game is over or far in the past.
const KEEP_EXPIRED_MS = 7 * 24 * 60 * 60 * 1000

const cachedForecastSchema = z.object({
  forecast: weatherForecastSchema.omit({ place: true, fetchedAt: true, stale: true }),
  fetchedAt: z.string(),
})
type CachedForecast = z.infer<typeof cachedForecastSchema>

type Place = { name: string; latitude: number; longitude: number; timeZone: string }

type Lookup =
  | { kind: 'forecast'; forecast: WeatherForecast }
  | { kind: 'too-far'; from: string }
  | { kind: 'unavailable' }

/** What GET /weather/forecast-bid answers, short of a 503. */
export type ForecastBidAnswer =
  | { kind: 'forecast'; forecast: WeatherForecast }
  | { kind: 'no-open-bid' }
  | { kind: 'no-city' }
  | { kind: 'too-far'; from: string }

export type WeatherService = ReturnType<typeof createWeatherService>

/**
 * The forecast for a group's game from Open-Meteo (ADR 007): cached per place and game hour for an
 * hour, and when the provider fails the last forecast we had, marked stale.
 */
export function createWeatherService(deps: {
  db: Db
  config: Pick<Config, 'weatherApiUrl' | 'geocodingApiUrl' | 'weatherApiKey'>
  log?: Pick<FastifyBaseLogger, 'warn'>
}) {
  const { db, log } = deps
  const openMeteo = createOpenMeteoClient(deps.config)
  // Callers arriving while a place's forecast is being fetched share that one call.
  const inFlight = new Map<string, Promise<CachedForecast | null>>()
  const failedUntil = new Map<string, number>()
  let prunedAt = 0

  function placeOf(row: {
    city: string | null
    latitude: number | null
    longitude: number | null
    timeZone: string
  }): Place | null {
    if (!row.city || row.latitude == null || row.longitude == null) return null
    return {
      name: row.city,
      latitude: row.latitude,
      longitude: row.longitude,
      timeZone: row.timeZone,
    }
  }

  // The hour is a wall-clock one, so the time zone is part of the place.
  const cacheKey = (place: Place, dayOfMatch: string) =>
    `${CACHE_PREFIX}${place.latitude.toFixed(4)},${place.longitude.toFixed(4)}|${place.timeZone}|${gameHourOf(dayOfMatch)}`

  async function readCache(key: string) {
    const row = await repo.findCachedForecast(db, key)
    const parsed = cachedForecastSchema.safeParse(row?.payload)
    return row && parsed.success ? { ...parsed.data, expiresAt: row.expiresAt } : null
  }

  async function fetchAndStore(key: string, place: Place, dayOfMatch: string) {
    const now = clock.now()
    if ((failedUntil.get(key) ?? 0) > now.getTime()) return null
    let pending = inFlight.get(key)
    if (!pending) {
      pending = fetchFromProvider(key, place, dayOfMatch).finally(() => inFlight.delete(key))
      inFlight.set(key, pending)
    }
    return pending
  }

  async function fetchFromProvider(key: string, place: Place, dayOfMatch: string) {
    let forecast: GameForecast
    try {
      const response = await openMeteo.forecast({ ...place, date: gameDayOf(dayOfMatch) })
      forecast = forecastAtGame(response, dayOfMatch)
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error
      log?.warn({ err: error, key }, 'weather provider failed')
      if (failedUntil.size > 10_000) failedUntil.clear()
      failedUntil.set(key, clock.now().getTime() + RETRY_AFTER_FAILURE_MS)
      return null
    }
    failedUntil.delete(key)
    const fetchedAt = clock.now()
    const cached: CachedForecast = { forecast, fetchedAt: fetchedAt.toISOString() }
    const expiresAt = new Date(fetchedAt.getTime() + FRESH_MS)
    await repo.saveCachedForecast(db, { key, payload: cached, expiresAt })
    if (fetchedAt.getTime() - prunedAt > FRESH_MS) {
      prunedAt = fetchedAt.getTime()
      await repo.deleteForecastsExpiredBefore(
        db,
        CACHE_PREFIX,
        new Date(fetchedAt.getTime() - KEEP_EXPIRED_MS),
      )
    }
    return cached
  }

  async function lookup(place: Place, dayOfMatch: string): Promise<Lookup> {
    const from = forecastAvailableFrom(gameDayOf(dayOfMatch), place.timeZone, clock.now())
    if (from) return { kind: 'too-far', from }
    const key = cacheKey(place, dayOfMatch)
    const answer = (entry: CachedForecast, stale: boolean): Lookup => ({
      kind: 'forecast',
      forecast: { ...entry.forecast, place: place.name, fetchedAt: entry.fetchedAt, stale },
    })
    const cached = await readCache(key)
    if (cached && cached.expiresAt.getTime() > clock.now().getTime()) return answer(cached, false)
    const fresh = await fetchAndStore(key, place, dayOfMatch)
    if (fresh) return answer(fresh, false)
    return cached ? answer(cached, true) : { kind: 'unavailable' }
  }

  return {
    /**
     * GET /weather/forecast-bid: any member, for the group's next game or the open BID named
     * (ADR 059); another group's BID, or one no longer open, is as missing as an unknown id.
     */
    async forecastBid(ctx: Ctx, bidDayId?: number): Promise<ForecastBidAnswer> {
      requireRole(ctx, ...roles)
      const group = await repo.findGroupPlaceAndOpenBid(db, ctx.companyId, bidDayId)
      if (!group?.openBidDayOfMatch) {
        if (bidDayId !== undefined) throw new NotFoundError(BID_NOT_FOUND)
        return { kind: 'no-open-bid' }
      }
      const place = placeOf(group)
      if (!place) return { kind: 'no-city' }
      const result = await lookup(place, group.openBidDayOfMatch)
      if (result.kind === 'unavailable') throw new ServiceUnavailableError(FORECAST_UNAVAILABLE)
      return result
    },

    /**
     * For reminders and rain alerts (no caller to authorise): the forecast of a game of the group,
     * or null when it has no city, the game is too far ahead or no forecast can be had. Never throws.
     */
    async forecastForGame(input: {
      companyId: number
      dayOfMatch: string
    }): Promise<WeatherForecast | null> {
      try {
        const group = await repo.findGroupPlace(db, input.companyId)
        const place = group && placeOf(group)
        if (!place) return null
        const result = await lookup(place, input.dayOfMatch)
        return result.kind === 'forecast' ? result.forecast : null
      } catch (error) {
        log?.warn({ err: error, companyId: input.companyId }, 'forecast for a game failed')
        return null
      }
    },
  }
}

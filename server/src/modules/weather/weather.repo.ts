import { and, eq, like, lt } from 'drizzle-orm'
import { isNextOpenBid } from '../../db/joins.ts'
import type { Db } from '../../db/client.ts'
import { bidDays } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { weatherCache } from '../../db/schema/jobs-and-caches.ts'

const placeColumns = {
  timeZone: companies.timeZone,
  city: companies.forecastCity,
  latitude: companies.forecastLatitude,
  longitude: companies.forecastLongitude,
}

/**
 * The group's forecast place and clock, with the date of its next game, or of the open BID
 * named (ADR 059), when there is one.
 */
export async function findGroupPlaceAndOpenBid(db: Db, companyId: number, bidDayId?: number) {
  const which =
    bidDayId === undefined
      ? isNextOpenBid(companies.id)
      : and(eq(bidDays.id, bidDayId), eq(bidDays.status, 'open'))
  const rows = await db
    .select({ ...placeColumns, openBidDayOfMatch: bidDays.dayOfMatch })
    .from(companies)
    .leftJoin(bidDays, and(eq(bidDays.companyId, companies.id), which))
    .where(eq(companies.id, companyId))
    .limit(1)
  return rows[0]
}

export async function findGroupPlace(db: Db, companyId: number) {
  const rows = await db
    .select(placeColumns)
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1)
  return rows[0]
}

// The cache is per place and hour, not per group: two groups in one city share a forecast.
export async function findCachedForecast(db: Db, key: string) {
  const rows = await db.select().from(weatherCache).where(eq(weatherCache.key, key)).limit(1)
  return rows[0]
}

export async function saveCachedForecast(
  db: Db,
  row: { key: string; payload: unknown; expiresAt: Date },
) {
  await db
    .insert(weatherCache)
    .values(row)
    .onConflictDoUpdate({
      target: weatherCache.key,
      set: { payload: row.payload, expiresAt: row.expiresAt },
    })
}

/** Forgets forecasts nobody refreshed since `before`: their games are long over or moved. */
export async function deleteForecastsExpiredBefore(db: Db, keyPrefix: string, before: Date) {
  await db
    .delete(weatherCache)
    .where(and(like(weatherCache.key, `${keyPrefix}%`), lt(weatherCache.expiresAt, before)))
}

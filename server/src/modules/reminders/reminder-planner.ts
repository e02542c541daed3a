import type { WeatherForecast } from '@bidfut/domain/contracts/weather'
import type { Db } from '../../db/client.ts'
import { rainAlert } from '../notices/kinds/rain-alert.ts'
import { reminder } from '../notices/kinds/reminder.ts'
import type { Notices } from '../notices/notices.ts'
import { queueOneTapNotice } from './one-tap-notice.ts'
import * as repo from './reminders.repo.ts'

/** The weather module's answer for a game; null = no forecast (it never throws). */
export type ForecastForGame = (input: {
  companyId: number
  dayOfMatch: string
}) => Promise<WeatherForecast | null>
export type ForecastSource = { forecastForGame: ForecastForGame }

/** Above this chance of rain (%) the organisers get the day-before alert. */
export const RAIN_ALERT_ABOVE = 50

type Log = { warn: (obj: object, msg: string) => void }
type DueReminder =
  | Awaited<ReturnType<typeof repo.findDueReminders>>[number]
  | Awaited<ReturnType<typeof repo.findDueChosenReminders>>[number]
type DueRainAlert = Awaited<ReturnType<typeof repo.findDueRainAlerts>>[number]
type BidRow = { bidDayId: number; dayOfMatch: string }

function byBid<T extends BidRow>(rows: T[]): T[][] {
  const groups = new Map<string, T[]>()
  for (const row of rows) {
    const key = `${row.bidDayId}|${row.dayOfMatch}`
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  return [...groups.values()]
}

/**
 * Queues what is due at `now`: reminders two days before or at the group's chosen hours (only
 * to who has not answered, ADR 058), rain alerts the day before (their
 * texts and keys: notices/kinds/reminder.ts and rain-alert.ts). Every email is an outbox row
 * with a dedupe key, so overlapping ticks and instances queue it once;
 * a reminder's one-tap link is stored only by the transaction whose row was inserted.
 */
export type ReminderPlannerDeps = {
  db: Db
  weather: ForecastSource
  publicUrl: string
  /** The notices as the app sends them (WhatsApp or not). */
  notices: Notices
  log?: Log
}

export function createReminderPlanner(deps: ReminderPlannerDeps) {
  const { db, weather, publicUrl, notices, log } = deps

  async function forecastFor(row: DueReminder | DueRainAlert) {
    try {
      return await weather.forecastForGame({ companyId: row.companyId, dayOfMatch: row.dayOfMatch })
    } catch (err) {
      log?.warn({ err, bidDayId: row.bidDayId }, 'forecast unavailable for reminder')
      return null
    }
  }

  function queueReminder(row: DueReminder, forecast: WeatherForecast | null): Promise<boolean> {
    return db.transaction((tx) =>
      queueOneTapNotice(tx, notices, reminder, { row, forecast, publicUrl }),
    )
  }

  async function queueRainAlert(row: DueRainAlert, forecast: WeatherForecast) {
    const due = { row, forecast, publicUrl }
    return db.transaction(async (tx) => {
      const { email, push } = notices.channels
      const emailed = row.email === null ? null : (await email(tx, rainAlert, due, [row])) > 0
      if (emailed === false) return false
      const pushed = await push(tx, rainAlert, due, [row])
      return emailed === true || pushed > 0
    })
  }

  return {
    /** Reminders go even without a forecast: the email then leaves the weather out. */
    async queueDueReminders(now: Date): Promise<number> {
      let queued = 0
      const due = [
        ...(await repo.findDueReminders(db, now)),
        ...(await repo.findDueChosenReminders(db, now)),
      ]
      for (const rows of byBid(due)) {
        const forecast = await forecastFor(rows[0]!)
        for (const row of rows) if (await queueReminder(row, forecast)) queued += 1
      }
      return queued
    },

    /** Asked again every tick until kick-off, so a missing or changed forecast is caught later. */
    async queueDueRainAlerts(now: Date): Promise<number> {
      let queued = 0
      for (const rows of byBid(await repo.findDueRainAlerts(db, now))) {
        const forecast = await forecastFor(rows[0]!)
        if (!forecast || forecast.chanceOfRain <= RAIN_ALERT_ABOVE) continue
        for (const row of rows) if (await queueRainAlert(row, forecast)) queued += 1
      }
      return queued
    },
  }
}

import { addDays, format } from 'date-fns'
import {
  upcomingGames,
  type BidSchedule,
  type ScheduledGame,
} from '@bidfut/domain/rules/bid-schedule'
import { toLocalDateTime } from '@bidfut/domain/rules/local-time'
import type { Db, Tx } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import { writeTransaction } from '../bids/bid-writes.ts'
import * as bidsRepo from '../bids/bids.repo.ts'
import * as newBids from '../bids/new-bids.repo.ts'
import { openForRegulars } from '../bids/opening-regulars.ts'
import { fillFreeSlots } from '../bids/waiting-list.ts'
import type { Notices } from '../notices/notices.ts'
import { locationOf, queueOpeningNotices } from './opening-emails.ts'
import * as windowRepo from './monthly-window.repo.ts'
import * as openingsRepo from './season-openings.repo.ts'
import * as repo from './season.repo.ts'
import { finishPreviousGames, logScheduledOpenings } from './opening-log.ts'
import { dateKey, keyOf } from './opening-dates.ts'

type Log = { warn: (obj: object, msg: string) => void }

/**
 * How many schedules one tick opens, or BIDs it releases, at most, so a tick stays short (≈ 1 s for 250
 * openings with their 6,000 emails); the next tick, run at once, takes the rest.
 */
const OPENINGS_PER_TICK = 250
const RELEASES_PER_TICK = 1000
/** Due schedules opened together, in one transaction of a few statements. */
const SCHEDULES_PER_TRANSACTION = 50
/** Transactions at once (openings) or groups at once (releases), each on its own connection. */
const CONCURRENCY = 4

type OpenResult = { openings: number; emails: number; pushes: number; whatsapp: number }
type Continues = { more: boolean }

/** Runs `work` on every item, `CONCURRENCY` at a time. */
async function eachConcurrently<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0
  const lane = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, lane))
}

type Schedule = {
  weekdays: number[]
  gameTime: string
  opensDaysBefore: number
  timeZone: string
}

export const asBidSchedule = (row: Schedule): BidSchedule => ({
  weekdays: row.weekdays,
  time: row.gameTime,
  opensDaysBefore: row.opensDaysBefore,
  timeZone: row.timeZone,
})

/** The day before `now` in the zone: a date still being played is in the list. */
const dayBefore = (now: Date, timeZone: string) =>
  format(
    addDays(new Date(`${toLocalDateTime(now, timeZone).slice(0, 10)}T00:00:00Z`), -1),
    'yyyy-MM-dd',
  )

/**
 * The schedule's next game that kicks off after `now` and was neither opened nor skipped; null
 * with no weekday. Its opening may already have passed: then it is due (catch-up, ADR 036).
 */
export async function nextPendingGame(
  conn: Db | Tx,
  companyId: number,
  schedule: Schedule,
  now: Date,
): Promise<ScheduledGame | null> {
  const taken = await repo.takenDates(conn, companyId, dayBefore(now, schedule.timeZone))
  const games = upcomingGames(
    asBidSchedule(schedule),
    now,
    1,
    taken.map((row) => row.localDate),
  )
  return games[0] ?? null
}

export type SeasonOpenings = ReturnType<typeof createSeasonOpenings>

/**
 * What the scheduler does for the season (ADR 036): opens each scheduled BID once, at its time
 * or late while its game is still ahead, emails the members, and releases the mensalistas' held
 * places when their window closes. Any number of instances may run it at once.
 */
export function createSeasonOpenings(deps: {
  db: Db
  changes: Changes
  publicUrl: string
  /** The notices as this app sends them (WhatsApp or not). */
  notices: Notices
  log?: Log
}) {
  const { db, publicUrl, notices, log } = deps

  type Due = openingsRepo.DueSchedule
  type Opening = { schedule: Due; game: ScheduledGame }

  /**
   * The due openings of many schedules in one transaction, one statement per step (ADR 036,
   * 057): lock the due schedules (skipping those another instance holds), find each one's next
   * game, lock the open BIDs, claim the dates (primary key: exactly once), insert the BIDs,
   * enrol the regulars, queue the emails and pushes, and plan each schedule's next opening.
   */
  async function openSchedules(scheduleIds: number[], now: Date): Promise<OpenResult> {
    return deps.changes.transaction(async (tx, touched) => {
      const result = { openings: 0, emails: 0, pushes: 0, whatsapp: 0 }
      const schedules = await openingsRepo.lockDueSchedules(tx, scheduleIds, now)
      if (schedules.length === 0) return result
      const ids = [...new Set(schedules.map((s) => s.companyId))]
      touched.group(...ids)
      const from = schedules.map((s) => dayBefore(now, s.timeZone)).sort()[0]!
      const taken = new Map<number, string[]>(ids.map((id) => [id, []]))
      for (const row of await openingsRepo.takenDatesOf(tx, ids, from))
        taken.get(row.companyId)!.push(row.localDate)
      const nextGame = (schedule: Due, also: string[] = []) =>
        upcomingGames(asBidSchedule(schedule), now, 1, [
          ...taken.get(schedule.companyId)!,
          ...also,
        ])[0] ?? null
      const nextOpenings = new Map<number, Date | null>()
      /** After the date was claimed (by this tick or another): the game after it. */
      const planAfter = ({ schedule, game }: Opening) =>
        nextOpenings.set(schedule.id, nextGame(schedule, [game.localDate])?.opensAt ?? null)

      // Each due game opens on its own (ADR 059): several BIDs of a group may be open, one per
      // date, and the group's games open in kick-off order (so their numbers follow the dates).
      const due: Opening[] = []
      for (const schedule of schedules) {
        const game = nextGame(schedule)
        if (!game || game.opensAt.getTime() > now.getTime()) {
          nextOpenings.set(schedule.id, game?.opensAt ?? null)
          continue
        }
        due.push({ schedule, game })
      }
      due.sort((a, b) => a.game.gameAt.getTime() - b.game.gameAt.getTime())
      const openBids = await openingsRepo.lockOpenBids(tx, [
        ...new Set(due.map((o) => o.schedule.companyId)),
      ])
      const openOn = new Map(openBids.map((bid) => [dateKey(bid), bid]))
      const adopt: Opening[] = []
      const toOpen: Opening[] = []
      const finished = new Set<number>()
      for (const opening of due) {
        // A BID the organiser created by hand for the date is the scheduled one.
        if (openOn.has(keyOf(opening))) adopt.push(opening)
        else toOpen.push(opening)
        await finishPreviousGames(tx, { schedule: opening.schedule, now }, openBids, finished)
      }
      await openingsRepo.claimDates(
        tx,
        adopt.map((opening) => ({
          companyId: opening.schedule.companyId,
          localDate: opening.game.localDate,
          bidDayId: openOn.get(keyOf(opening))!.id,
        })),
      )
      adopt.forEach(planAfter)

      const claimed = await openingsRepo.claimDates(
        tx,
        toOpen.map(({ schedule, game }) => ({
          companyId: schedule.companyId,
          localDate: game.localDate,
          bidDayId: null,
        })),
      )
      // A date claimed elsewhere (another instance, a skip) is not opened here.
      toOpen.filter((o) => !claimed.has(keyOf(o))).forEach(planAfter)
      const opening = toOpen.filter((o) => claimed.has(keyOf(o)))
      const numberOf = await newBids.nextBidNumbers(
        tx,
        opening.map((o) => o.schedule.companyId),
      )
      const values = opening.map(({ schedule, game }) => ({
        companyId: schedule.companyId,
        number: numberOf(schedule.companyId),
        dayOfMatch: toLocalDateTime(game.gameAt, schedule.timeZone),
        location: locationOf(schedule),
        slots: schedule.defaultSlots,
      }))
      const inserted = new Map(
        (await newBids.insertBids(tx, values)).map((row) => [dateKey(row), row.id]),
      )
      // A BID created by hand at the same moment won: the claim goes back and the schedule stays
      // due, so the next tick adopts that BID (or opens the date then).
      await openingsRepo.unclaimDates(
        tx,
        opening
          .filter((o) => !inserted.has(keyOf(o)))
          .map((o) => ({ companyId: o.schedule.companyId, localDate: o.game.localDate })),
      )
      const made = opening.flatMap((o, i) => {
        const id = inserted.get(keyOf(o))
        return id === undefined ? [] : [{ ...o, bid: { ...values[i]!, id } }]
      })
      // With another BID of the group open, the notices name the game's day (ADR 059).
      const stillOpen = [...openBids.filter((b) => !finished.has(b.id)), ...made.map((o) => o.bid)]
      const opened = made.map((o) => ({
        ...o,
        severalOpen: stillOpen.filter((b) => b.companyId === o.schedule.companyId).length > 1,
      }))
      const keys = opened.map((o) => ({ companyId: o.schedule.companyId, bidDayId: o.bid.id }))
      const regulars = await openForRegulars(tx, notices, keys, now, publicUrl)
      await openingsRepo.setDateBids(
        tx,
        opened.map((o) => ({
          companyId: o.schedule.companyId,
          localDate: o.game.localDate,
          bidDayId: o.bid.id,
        })),
      )
      await logScheduledOpenings(tx, opened)
      const bids = opened.map((o) => ({
        companyId: o.schedule.companyId,
        bidDayId: o.bid.id,
        game: {
          groupName: o.schedule.groupName,
          bidNumber: o.bid.number,
          dayOfMatch: o.bid.dayOfMatch,
          location: o.bid.location ?? null,
          severalOpen: o.severalOpen,
        },
        publicUrl,
      }))
      Object.assign(
        result,
        await queueOpeningNotices(tx, notices, { opened, bids, regulars, publicUrl }),
      )
      opened.forEach(planAfter)
      result.openings = opened.length
      await openingsRepo.setNextOpenings(
        tx,
        [...nextOpenings].map(([id, nextOpensAt]) => ({ id, nextOpensAt })),
      )
      return result
    })
  }

  /** Releases one BID's held places and promotes the waiting list; null when already done. */
  async function releaseFor(companyId: number, bidDayId: number, now: Date) {
    return writeTransaction(deps, companyId, async (tx) => {
      const bid = await bidsRepo.lockBid(tx, companyId, bidDayId)
      if (!bid || bid.status !== 'open') return null
      if (!(await windowRepo.releaseWindow(tx, companyId, bidDayId, now))) return null
      return fillFreeSlots(tx, notices, companyId, bid, now, publicUrl)
    })
  }

  return {
    /** Opens every BID due at `now`; a batch that fails is logged and tried again next tick. */
    async openDueBids(now: Date): Promise<OpenResult & Continues> {
      const result = { openings: 0, emails: 0, pushes: 0, whatsapp: 0, more: false }
      const due = await repo.findDueSchedules(db, now, OPENINGS_PER_TICK)
      const batches: number[][] = []
      for (let i = 0; i < due.length; i += SCHEDULES_PER_TRANSACTION)
        batches.push(due.slice(i, i + SCHEDULES_PER_TRANSACTION))
      await eachConcurrently(batches, async (scheduleIds) => {
        try {
          const done = await openSchedules(scheduleIds, now)
          result.openings += done.openings
          result.emails += done.emails
          result.pushes += done.pushes
          result.whatsapp += done.whatsapp
        } catch (err) {
          log?.warn({ err, scheduleIds }, 'scheduled openings failed')
        }
      })
      // A full tick that opened something: the rest goes at once (a failing batch waits a minute).
      result.more = due.length === OPENINGS_PER_TICK && result.openings > 0
      return result
    },

    /** Releases the held places of every BID whose window closed; answers the emails queued. */
    async releaseDueWindows(now: Date): Promise<{ released: number; emails: number } & Continues> {
      const released = await windowRepo.releaseWindowsWithoutLine(db, now)
      const result = { released, emails: 0, more: false }
      const due = await windowRepo.findWindowsToRelease(db, now, RELEASES_PER_TICK)
      await eachConcurrently(due, async (row) => {
        const emails = await releaseFor(row.companyId, row.bidDayId, now)
        if (emails === null) return
        result.released += 1
        result.emails += emails
      })
      result.more = due.length === RELEASES_PER_TICK && result.released > released
      return result
    },
  }
}

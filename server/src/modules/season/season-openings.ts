import { addDays, format } from 'date-fns'
import {
  upcomingGames,
  type BidSchedule,
  type ScheduledGame,
} from '@bidfut/domain/rules/bid-schedule'
import { fromLocalDateTime, toLocalDateTime } from '@bidfut/domain/rules/local-time'
import type { Db, Tx } from '../../db/client.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { newOpaqueToken } from '../../lib/tokens.ts'
import { writeTransaction } from '../bids/bid-writes.ts'
import * as bidsRepo from '../bids/bids.repo.ts'
import type { OpenBidHeads } from '../bids/open-bid-heads.ts'
import { fillFreeSlots } from '../bids/waiting-list.ts'
import { unsubscribeHeaders } from '../reminders/reminder-planner.ts'
import { bidOpenedEmail } from './bid-opened-email.ts'
import * as repo from './season.repo.ts'

type Log = { warn: (obj: object, msg: string) => void }

/** How many groups one tick opens or releases at most; the next tick takes the rest. */
const OPENINGS_PER_TICK = 500
const RELEASES_PER_TICK = 1000
/** Groups worked on at once: each is its own transaction on its own pooled connection. */
const CONCURRENCY = 4

/** Runs `work` on every item, `CONCURRENCY` at a time. */
async function eachConcurrently<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0
  const lane = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, lane))
}

export const bidOpenedKey = (bidDayId: number, companyPlayerId: number) =>
  `bid-opened:${bidDayId}:${companyPlayerId}`

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
  heads: Pick<OpenBidHeads, 'forget'>
  publicUrl: string
  log?: Log
}) {
  const { db, publicUrl, log } = deps

  async function planNext(tx: Tx, companyId: number, schedule: Schedule, now: Date) {
    const next = await nextPendingGame(tx, companyId, schedule, now)
    await repo.setNextOpening(tx, companyId, next?.opensAt ?? null)
  }

  async function queueOpeningEmails(
    tx: Tx,
    schedule: repo.ScheduleWithGroup & object,
    bid: { id: number; number: number; dayOfMatch: string; location: string | null },
    gameAt: Date,
  ): Promise<number> {
    const recipients = await repo.listOpeningRecipients(tx, schedule.companyId)
    const game = {
      groupName: schedule.groupName,
      bidNumber: bid.number,
      dayOfMatch: bid.dayOfMatch,
      location: bid.location,
    }
    const items = recipients.map((member) => {
      const { token, hash } = newOpaqueToken()
      const landing = `${publicUrl}/lembrete/${token}`
      const content = bidOpenedEmail({
        game,
        fullName: member.fullName,
        publicUrl,
        links: {
          vou: `${landing}?resposta=vou`,
          naoVou: `${landing}?resposta=nao-vou`,
          sair: `${landing}?resposta=sair`,
        },
      })
      return {
        email: {
          dedupeKey: bidOpenedKey(bid.id, member.companyPlayerId),
          toAddress: member.email,
          companyId: schedule.companyId,
          subject: content.subject,
          textBody: content.text,
          htmlBody: content.html ?? null,
          headers: unsubscribeHeaders(publicUrl, token),
        },
        link: {
          tokenHash: hash,
          companyId: schedule.companyId,
          bidDayId: bid.id,
          companyPlayerId: member.companyPlayerId,
          expiresAt: gameAt,
        },
      }
    })
    return repo.enqueueEmailsWithLinks(tx, items)
  }

  /** One group's due opening, in one transaction; answers the emails it queued. */
  async function openFor(
    companyId: number,
    now: Date,
  ): Promise<{ opened: boolean; emails: number }> {
    return writeTransaction(deps, companyId, async (tx) => {
      const schedule = await repo.lockDueSchedule(tx, companyId, now)
      if (!schedule) return { opened: false, emails: 0 }
      const full = { ...schedule, companyId }
      const game = await nextPendingGame(tx, companyId, schedule, now)
      if (!game || game.opensAt.getTime() > now.getTime()) {
        await repo.setNextOpening(tx, companyId, game?.opensAt ?? null)
        return { opened: false, emails: 0 }
      }
      const open = await repo.lockOpenBid(tx, companyId)
      if (open) {
        // A BID the organiser created by hand for the date is the scheduled one.
        if (open.dayOfMatch.slice(0, 10) === game.localDate) {
          await repo.claimDate(tx, { companyId, localDate: game.localDate, bidDayId: open.id })
          await planNext(tx, companyId, schedule, now)
          return { opened: false, emails: 0 }
        }
        const openKickOff = fromLocalDateTime(open.dayOfMatch, schedule.timeZone)
        if (openKickOff.getTime() > now.getTime()) {
          // Another game is still ahead: ask again when it has kicked off (or this one has).
          const retry = Math.min(openKickOff.getTime(), game.gameAt.getTime())
          await repo.setNextOpening(tx, companyId, new Date(retry))
          return { opened: false, emails: 0 }
        }
        // Last week's game was played: its BID is finished, as the organiser would do.
        await bidsRepo.closeBid(tx, companyId, open.id, 'finished')
      }
      if (!(await repo.claimDate(tx, { companyId, localDate: game.localDate, bidDayId: null }))) {
        await planNext(tx, companyId, schedule, now)
        return { opened: false, emails: 0 }
      }
      const dayOfMatch = toLocalDateTime(game.gameAt, schedule.timeZone)
      const location = schedule.location || schedule.defaultLocationGame
      const number = await bidsRepo.nextBidNumber(tx, companyId)
      const bid = await bidsRepo.insertBid(tx, { companyId, number, dayOfMatch, location })
      await bidsRepo.enrolRegulars(tx, companyId, bid.id)
      await repo.setDateBid(tx, companyId, game.localDate, bid.id)
      const emails = await queueOpeningEmails(
        tx,
        full,
        { id: bid.id, number, dayOfMatch, location },
        game.gameAt,
      )
      await planNext(tx, companyId, schedule, now)
      return { opened: true, emails }
    })
  }

  /** Releases one BID's held places and promotes the waiting list; null when already done. */
  async function releaseFor(companyId: number, bidDayId: number, now: Date) {
    return writeTransaction(deps, companyId, async (tx) => {
      const bid = await bidsRepo.lockBid(tx, companyId, bidDayId)
      if (!bid || bid.status !== 'open') return null
      if (!(await repo.releaseWindow(tx, companyId, bidDayId, now))) return null
      return fillFreeSlots(tx, companyId, bid, now, publicUrl)
    })
  }

  return {
    /** Opens every BID due at `now`; a group that fails is logged and tried again next tick. */
    async openDueBids(now: Date): Promise<{ openings: number; emails: number }> {
      const result = { openings: 0, emails: 0 }
      const due = await repo.findDueSchedules(db, now, OPENINGS_PER_TICK)
      await eachConcurrently(due, async (companyId) => {
        try {
          const { opened, emails } = await openFor(companyId, now)
          if (opened) result.openings += 1
          result.emails += emails
        } catch (err) {
          // A BID created by hand at the same moment wins; the next tick adopts it.
          if (!isUniqueViolation(err)) log?.warn({ err, companyId }, 'scheduled opening failed')
        }
      })
      return result
    },

    /** Releases the held places of every BID whose window closed; answers the emails queued. */
    async releaseDueWindows(now: Date): Promise<{ released: number; emails: number }> {
      const result = { released: await repo.releaseWindowsWithoutLine(db, now), emails: 0 }
      const due = await repo.findWindowsToRelease(db, now, RELEASES_PER_TICK)
      await eachConcurrently(due, async (row) => {
        const emails = await releaseFor(row.companyId, row.bidDayId, now)
        if (emails === null) return
        result.released += 1
        result.emails += emails
      })
      return result
    },
  }
}

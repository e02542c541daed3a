import type { CheckInInfo, LiveBid, LiveBidPlayer } from '@bidfut/domain/contracts/bids'
import type { PlayerType } from '@bidfut/domain/contracts/enums'
import type { OpenBidSummary } from '@bidfut/domain/contracts/open-bids'
import { dayMonthTime, monthlyWindowClosesAt } from '@bidfut/domain/rules/bid-schedule'
import { fromLocalDateTime, isPast, toLocalDateTime } from '@bidfut/domain/rules/local-time'
import { displayName, sortByName } from '@bidfut/domain/rules/person-names'
import { waitlistOrder } from '@bidfut/domain/rules/waiting-list'
import type { BidSheet, BidSheetEntry } from './live-bid.repo.ts'

type BidClock = { id: number; version: number; dayOfMatch: string; timeZone: string }

/**
 * A weak validator for the Live BID. The version changes with every write to the BID; isPast is
 * part of it because the body changes when kick-off passes even though nothing was written.
 */
export function liveBidEtag(bid: BidClock, now: Date): string {
  const past = kickOff(bid.dayOfMatch, bid.timeZone) <= now.getTime() ? 'p' : 'f'
  return `W/"bid-${bid.id}-v${bid.version}-${past}"`
}

// Time-zone arithmetic costs tens of microseconds; the polling path asks the same question often.
const kickOffs = new Map<string, number>()
function kickOff(dayOfMatch: string, timeZone: string): number {
  const key = `${timeZone} ${dayOfMatch}`
  let instant = kickOffs.get(key)
  if (instant === undefined) {
    instant = fromLocalDateTime(dayOfMatch, timeZone).getTime()
    if (kickOffs.size >= 10_000) kickOffs.clear()
    kickOffs.set(key, instant)
  }
  return instant
}

/** The waiting list, head first, and each waiting entry's place in it. */
function lineOf(sheet: BidSheet) {
  const line = waitlistOrder(sheet.entries.filter((e) => e.status === 'waitlisted'))
  const positions = new Map(line.map((e, index) => [e.companyPlayerId, index + 1]))
  return { line, positionOf: (e: BidSheetEntry) => positions.get(e.companyPlayerId) ?? null }
}

/** The places the mensalistas' window holds now (ADR 036); null once closed or with none held. */
function monthlyWindowOf(sheet: BidSheet, now: Date) {
  const { bid } = sheet
  if (bid.monthlyWindowReleased) return null
  const closesAt = monthlyWindowClosesAt(
    new Date(kickOff(bid.dayOfMatch, bid.timeZone)),
    bid.monthlyWindowHours,
  )
  if (!closesAt || closesAt.getTime() <= now.getTime()) return null
  const heldPlaces = sheet.entries.filter((e) => e.status === 'waiting' && e.heldFor).length
  return {
    until: dayMonthTime(closesAt, bid.timeZone),
    closesAt: toLocalDateTime(closesAt, bid.timeZone),
    heldPlaces,
  }
}

function slots(sheet: BidSheet, now: Date, totalWaitlisted: number) {
  const totalConfirmed = sheet.entries.filter((e) => e.status === 'confirmed').length
  const { slots } = sheet.bid
  return {
    monthlyWindow: monthlyWindowOf(sheet, now),
    bidDayId: sheet.bid.id,
    number: sheet.bid.number,
    dayOfMatch: sheet.bid.dayOfMatch,
    location: sheet.bid.location,
    isPast: isPast(sheet.bid.dayOfMatch, sheet.bid.timeZone, now),
    totalConfirmed,
    slots,
    totalPlayers: slots,
    totalAvailable: Math.max(0, slots - totalConfirmed),
    isFull: totalConfirmed >= slots,
    totalWaitlisted,
  }
}

function toPlayer(entry: BidSheetEntry, waitlistPosition: number | null): LiveBidPlayer {
  return {
    companyPlayerId: entry.companyPlayerId,
    name: displayName(entry),
    status: entry.status,
    playerPosition: entry.playerPosition,
    skillLevel: entry.skillLevel,
    quantityOfGoals: entry.quantityOfGoals,
    assistGoals: entry.assistGoals,
    ballRecoveries: entry.ballRecoveries,
    goalKeeperDefender: entry.goalKeeperDefender,
    weeklyTeam: entry.weeklyTeam,
    waitlistPosition,
    regular: entry.heldFor,
    // Said only when true, so the answer of a group without the rule is as it was.
    ...(entry.guaranteeLost && { guaranteeLost: true }),
  }
}

export function buildLiveBid(sheet: BidSheet, now: Date): LiveBid {
  const { line, positionOf } = lineOf(sheet)
  const base = slots(sheet, now, line.length)
  // The waiting list is its own group: its players are in none of the groups by type.
  const ofType = (type: PlayerType) =>
    sortByName(
      sheet.entries
        .filter((e) => e.typePlayer === type && e.status !== 'waitlisted')
        .map((e) => toPlayer(e, null)),
    )
  return {
    ...base,
    status: sheet.bid.status,
    averageFilled: Math.round((Math.min(base.totalConfirmed, base.slots) / base.slots) * 100),
    monthly: ofType('monthly'),
    goalkeepers: ofType('goalkeeper'),
    sporadicPlayers: ofType('sporadic'),
    waitlist: line.map((e) => toPlayer(e, positionOf(e))),
  }
}

export function buildCheckInInfo(sheet: BidSheet, companyPlayerId: number, now: Date): CheckInInfo {
  const own = sheet.entries.find((e) => e.companyPlayerId === companyPlayerId)
  const { line, positionOf } = lineOf(sheet)
  const confirmed = sortByName(
    sheet.entries
      .filter((e) => e.status === 'confirmed')
      .map((e) => ({
        companyPlayerId: e.companyPlayerId,
        name: displayName(e),
      })),
  )
  return {
    success: true,
    ...slots(sheet, now, line.length),
    companyPlayerId,
    confirmedPlayers: confirmed.map((p) => p.name),
    playerBidStatus: own?.status ?? 'waiting',
    inBid: own !== undefined,
    waitlistPosition: own ? positionOf(own) : null,
    firstWaitlistedName: line[0] ? displayName(line[0]) : null,
    placeHeldForMe: own?.heldFor ?? false,
    autoConfirmed: own?.status === 'confirmed' && own.autoConfirmed,
    guaranteeLost: own?.guaranteeLost ?? false,
  }
}

/**
 * One line of GET /bids/open: the BID, its places and the caller's own answer (ADR 059); its
 * label depends on the other open BIDs (openBidLabels).
 */
export function buildOpenBidSummary(
  sheet: BidSheet,
  companyPlayerId: number,
  now: Date,
): Omit<OpenBidSummary, 'label'> {
  const info = buildCheckInInfo(sheet, companyPlayerId, now)
  return {
    bidDayId: info.bidDayId,
    number: info.number,
    dayOfMatch: info.dayOfMatch,
    location: info.location,
    isPast: info.isPast,
    slots: info.slots,
    totalConfirmed: info.totalConfirmed,
    totalAvailable: info.totalAvailable,
    isFull: info.isFull,
    totalWaitlisted: info.totalWaitlisted,
    playerBidStatus: info.playerBidStatus,
    inBid: info.inBid,
    waitlistPosition: info.waitlistPosition,
  }
}

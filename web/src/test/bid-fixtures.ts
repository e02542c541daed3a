import {
  checkInInfoSchema,
  liveBidPlayerSchema,
  liveBidSchema,
  sporadicPlayerChoiceSchema,
  type CheckInInfo,
  type LiveBid,
  type LiveBidPlayer,
  type SporadicPlayerChoice,
} from '@bidfut/domain/contracts/bids'
import { openBidSummarySchema, type OpenBidSummary } from '@bidfut/domain/contracts/open-bids'
import { reply, type Handler } from './stub-api'

// Built through the wire contracts, so a test never feeds the screens a shape the server
// cannot send.

export function makePlayer(
  companyPlayerId: number,
  name: string,
  overrides: Partial<LiveBidPlayer> = {},
): LiveBidPlayer {
  return liveBidPlayerSchema.parse({
    companyPlayerId,
    name,
    status: 'waiting',
    playerPosition: 'midfielder',
    skillLevel: 5,
    quantityOfGoals: 0,
    assistGoals: 0,
    ballRecoveries: 0,
    goalKeeperDefender: 0,
    weeklyTeam: false,
    waitlistPosition: null,
    ...overrides,
  })
}

/** An open BID; totals follow the players' statuses unless overridden. */
export function makeLiveBid(overrides: Partial<LiveBid> = {}): LiveBid {
  const monthly = overrides.monthly ?? [
    makePlayer(1, 'Bruninho', { status: 'confirmed' }),
    makePlayer(2, 'Dudu', { playerPosition: 'striker', skillLevel: 9 }),
  ]
  const goalkeepers = overrides.goalkeepers ?? [
    makePlayer(3, 'Marquinhos', { playerPosition: 'goalkeeper', status: 'confirmed' }),
  ]
  const sporadicPlayers = overrides.sporadicPlayers ?? [
    makePlayer(4, 'Teteu', { status: 'absent', playerPosition: null }),
  ]
  const waitlist = overrides.waitlist ?? []
  const totalConfirmed = [...monthly, ...goalkeepers, ...sporadicPlayers].filter(
    (p) => p.status === 'confirmed',
  ).length
  const slots = overrides.slots ?? 24
  return liveBidSchema.parse({
    bidDayId: 9,
    number: 31,
    dayOfMatch: '2030-11-28T19:30:00',
    location: 'Arena Central',
    isPast: false,
    status: 'open',
    totalConfirmed,
    slots,
    totalPlayers: slots,
    totalAvailable: Math.max(0, slots - totalConfirmed),
    averageFilled: Math.round((Math.min(totalConfirmed, slots) / slots) * 100),
    isFull: totalConfirmed >= slots,
    totalWaitlisted: waitlist.length,
    ...overrides,
    monthly,
    goalkeepers,
    sporadicPlayers,
    waitlist,
  })
}

/** The open BID as /check-in reads it, for the signed-in player 42. */
export function makeCheckInInfo(overrides: Partial<CheckInInfo> = {}): CheckInInfo {
  return checkInInfoSchema.parse({
    success: true,
    bidDayId: 9,
    number: 31,
    dayOfMatch: '2030-11-28T19:30:00',
    location: 'Arena Central',
    isPast: false,
    totalConfirmed: 2,
    slots: 24,
    totalPlayers: 24,
    totalAvailable: 22,
    companyPlayerId: 42,
    confirmedPlayers: ['Bruninho', 'Dudu'],
    playerBidStatus: 'waiting',
    inBid: true,
    isFull: false,
    totalWaitlisted: 0,
    waitlistPosition: null,
    firstWaitlistedName: null,
    placeHeldForMe: false,
    ...overrides,
  })
}

/** A suggestion of 'Adicionar Avulso'. */
export function makeSporadicChoice(
  companyPlayerId: number,
  name: string,
  overrides: Partial<SporadicPlayerChoice> = {},
): SporadicPlayerChoice {
  return sporadicPlayerChoiceSchema.parse({
    companyPlayerId,
    name,
    positionPlayer: 'striker',
    skillLevel: 6,
    ...overrides,
  })
}

/** GET /bids/current-bid answering `bid` with its validator, as the server does. */
export const liveBidRoute = (bid: LiveBid, etag = 'W/"bid-9-v1-f"'): Handler =>
  reply(bid, { headers: { ETag: etag } })

/** One of the group's open BIDs as GET /bids/open lists it (ADR 059), the player still pending. */
export function makeOpenBid(
  bidDayId: number,
  label: string,
  overrides: Partial<OpenBidSummary> = {},
): OpenBidSummary {
  return openBidSummarySchema.parse({
    bidDayId,
    number: bidDayId,
    dayOfMatch: '2030-11-28T19:30:00',
    location: 'Arena Central',
    label,
    isPast: false,
    slots: 24,
    totalConfirmed: 0,
    totalAvailable: 24,
    isFull: false,
    totalWaitlisted: 0,
    playerBidStatus: 'waiting',
    inBid: true,
    waitlistPosition: null,
    ...overrides,
  })
}

import type { LiveBid, LiveBidPlayer } from '@bidfut/domain/contracts/bids'
import { bidPlayerStatusLabels, type BidPlayerStatus } from '@bidfut/domain/contracts/enums'

export type StatusChange = { name: string; from: BidPlayerStatus; to: BidPlayerStatus }
export type LiveBidChanges = {
  confirmed: { from: number; to: number } | null
  statuses: StatusChange[]
}

export const CONFIRMED_NOTICE_MS = 3000
export const STATUS_NOTICE_MS = 4000
// More status toasts than this at once would bury the screen: the rest become one summary.
const MAX_STATUS_NOTICES = 5

function players(bid: LiveBid): LiveBidPlayer[] {
  return [...bid.monthly, ...bid.goalkeepers, ...bid.sporadicPlayers, ...bid.waitlist]
}

/** What changed between two reads of the same BID; null when nothing worth telling did. */
export function diffLiveBids(previous: LiveBid, next: LiveBid): LiveBidChanges | null {
  if (previous.bidDayId !== next.bidDayId) return null
  const before = new Map(players(previous).map((p) => [p.companyPlayerId, p]))
  const statuses: StatusChange[] = []
  for (const player of players(next)) {
    const old = before.get(player.companyPlayerId)
    if (old && old.status !== player.status) {
      statuses.push({ name: player.name, from: old.status, to: player.status })
    }
  }
  const confirmed =
    previous.totalConfirmed === next.totalConfirmed
      ? null
      : { from: previous.totalConfirmed, to: next.totalConfirmed }
  return confirmed || statuses.length > 0 ? { confirmed, statuses } : null
}

export type Notice = { message: string; description?: string; duration: number }

function confirmedDescription(from: number, to: number): string {
  const delta = Math.abs(to - from)
  if (to > from) return delta === 1 ? '1 novo confirmado' : `${delta} novos confirmados`
  return delta === 1 ? '1 confirmado a menos' : `${delta} confirmados a menos`
}

/** The toasts for a poll's changes: the count for 3 s, each status change for 4 s. */
export function changeNotices(changes: LiveBidChanges): Notice[] {
  const notices: Notice[] = []
  if (changes.confirmed) {
    const { from, to } = changes.confirmed
    notices.push({
      message: `Confirmados: ${from} → ${to}`,
      description: confirmedDescription(from, to),
      duration: CONFIRMED_NOTICE_MS,
    })
  }
  for (const change of changes.statuses.slice(0, MAX_STATUS_NOTICES)) {
    notices.push({
      message: `${change.name}: ${bidPlayerStatusLabels[change.from]} → ${bidPlayerStatusLabels[change.to]}`,
      duration: STATUS_NOTICE_MS,
    })
  }
  const rest = changes.statuses.length - MAX_STATUS_NOTICES
  if (rest > 0) {
    notices.push({
      message:
        rest === 1 ? 'Mais 1 jogador mudou de status' : `Mais ${rest} jogadores mudaram de status`,
      duration: STATUS_NOTICE_MS,
    })
  }
  return notices
}

import type { LiveBid, LiveBidPlayer } from '@bidfut/domain/contracts/bids'
import type { BidPlayerEdit } from '@/lib/bid-player-fields'

const groups = ['monthly', 'goalkeepers', 'sporadicPlayers', 'waitlist'] as const

export function findPlayer(bid: LiveBid, companyPlayerId: number): LiveBidPlayer | undefined {
  for (const group of groups) {
    const player = bid[group].find((p) => p.companyPlayerId === companyPlayerId)
    if (player) return player
  }
  return undefined
}

/** The BID with one player's field changed, slot counts kept in step (for optimistic edits). */
export function applyPlayerEdit(
  bid: LiveBid,
  companyPlayerId: number,
  edit: BidPlayerEdit,
): LiveBid {
  const next = { ...bid }
  for (const group of groups) {
    next[group] = bid[group].map((player) =>
      player.companyPlayerId === companyPlayerId ? { ...player, [edit.field]: edit.value } : player,
    )
  }
  const totalConfirmed = groups.reduce(
    (sum, group) => sum + next[group].filter((p) => p.status === 'confirmed').length,
    0,
  )
  return {
    ...next,
    totalConfirmed,
    totalAvailable: Math.max(0, bid.totalPlayers - totalConfirmed),
    isFull: totalConfirmed >= bid.totalPlayers,
    averageFilled: Math.round(
      (Math.min(totalConfirmed, bid.totalPlayers) / bid.totalPlayers) * 100,
    ),
  }
}

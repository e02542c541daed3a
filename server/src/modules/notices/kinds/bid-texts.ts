import type { PushPayload } from '@bidfut/domain/contracts/push'
import { bidLabel } from '@bidfut/domain/rules/bid-label'
import type { GameFacts } from '../email-render.ts'
import { gameTime } from '../game-time.ts'
import type { BidGame } from '../notices.repo.ts'

/** An occurrence about a BID: the game as notices tell it, and where links point. */
export type AboutBid<G extends GameFacts = BidGame> = {
  companyId: number
  bidDayId: number
  game: G
  publicUrl: string
}

// Short: a lock screen shows two lines. The group's name leads, since an account may have several.
export const when = (game: GameFacts) => gameTime(game.dayOfMatch).full
export const place = (game: GameFacts) => (game.location ? ` · ${game.location}` : '')

/** 'BID #14', or 'BID #14 — quinta 20:00' when the group has another BID open (ADR 059). */
export const bidName = (game: GameFacts) =>
  game.severalOpen
    ? bidLabel({ number: game.bidNumber, dayOfMatch: game.dayOfMatch })
    : `BID #${game.bidNumber}`

/** A push's texts, its link made absolute. */
export const pushPayload = (
  p: Omit<PushPayload, 'url'> & { url: string },
  publicUrl: string,
): PushPayload => ({
  ...p,
  url: p.url.startsWith('http') ? p.url : `${publicUrl}${p.url}`,
})

/** A BID's WhatsApp template parameters: group, number, time, place (never empty, ADR 051). */
export const bidTemplateParams = (game: GameFacts) => [
  game.groupName,
  String(game.bidNumber),
  when(game),
  game.location || 'a combinar',
]

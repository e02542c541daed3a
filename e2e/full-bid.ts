import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { api, bidNextWeek, checkInAs, type JourneyGroup } from './support.ts'

type Entry = { companyPlayerId: number; name: string }
export type LiveBid = {
  bidDayId: number
  number: number
  monthly: Entry[]
  goalkeepers: Entry[]
  sporadicPlayers: Entry[]
}

/**
 * A new BID next week, made by the signed-in organiser on `page`: 18 regulars confirmed, then
 * the avulsos jogador20 to jogador27 check in (6 take places, 2 wait). Answers the BID and each
 * check-in's answer, in order.
 */
export async function fullBidWithLine(page: Page, request: APIRequestContext, group: JourneyGroup) {
  const bid = await bidNextWeek<LiveBid>(page)
  for (const player of [...bid.goalkeepers, ...bid.monthly].slice(0, 18)) {
    const path = `/bids/update-status-player/${bid.bidDayId}/${player.companyPlayerId}`
    expect((await api(page, 'PUT', path, { status: 'confirmed' })).status()).toBe(200)
  }
  const avulsos = []
  for (let n = 20; n <= 27; n++) avulsos.push(await checkInAs(request, group.player(n)))
  return { ...bid, avulsos }
}

import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { api, checkInAs, groupLocal, type JourneyGroup } from './support.ts'

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
  const current = await api(page, 'GET', '/bids/current-bid')
  if (current.status() === 200) {
    const { bidDayId } = (await current.json()) as { bidDayId: number }
    expect((await api(page, 'DELETE', `/bids/delete-bid/${bidDayId}`)).status()).toBe(200)
  }
  const day = groupLocal(new Date(Date.now() + 7 * 24 * 3600 * 1000)).slice(0, 10)
  const created = await api(page, 'POST', '/bids/create-bid', { dayOfMatch: `${day}T20:00:00` })
  expect(created.status()).toBe(201)
  const bid = (await (await api(page, 'GET', '/bids/current-bid')).json()) as LiveBid
  for (const player of [...bid.goalkeepers, ...bid.monthly].slice(0, 18)) {
    const path = `/bids/update-status-player/${bid.bidDayId}/${player.companyPlayerId}`
    expect((await api(page, 'PUT', path, { status: 'confirmed' })).status()).toBe(200)
  }
  const avulsos = []
  for (let n = 20; n <= 27; n++) avulsos.push(await checkInAs(request, group.player(n)))
  return { ...bid, avulsos }
}

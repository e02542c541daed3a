import type { NoticeKind } from '../notice.ts'

type Elected = {
  companyId: number
  bidDayId: number
  groupName: string
  bidNumber: number
  /** The winners' names, as the group knows them; a tie has several. */
  winners: string[]
}

/** Where the URL button leads: the night's result in the group's history. */
export const CRAQUE_PAGE = 'historico'

const names = (winners: string[]) =>
  winners.length > 1 ? `${winners.slice(0, -1).join(', ')} e ${winners.at(-1)}` : winners[0]!

/**
 * 'Craque da partida': the vote closed with a winner (ADR 039). Only by WhatsApp, to the BID's
 * confirmed players who chose it (ADR 051): the screens already show the result.
 */
export const craqueElected: NoticeKind<Elected> = {
  to: "the BID's confirmed players who opted in to WhatsApp",
  when: (o) => o.winners.length > 0,
  whatsapp: {
    notice: 'craque',
    key: (o) => `craque:${o.bidDayId}`,
    to: (o) => ({ companyId: o.companyId, confirmedOnly: true }),
    params: (o) => [o.groupName, String(o.bidNumber), names(o.winners), CRAQUE_PAGE],
    bidDayId: (o) => o.bidDayId,
  },
}

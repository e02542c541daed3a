import type { NoticeKind } from '../notice.ts'
import { pushPayload, when, type AboutBid } from './bid-texts.ts'

/** 'BID lotado': a confirmation took the last place; a push only. */
export const bidFull: NoticeKind<AboutBid & { now: Date }> = {
  to: "the group's organisers",
  push: {
    kind: 'bid-full',
    key: (o) => `bid-full:${o.bidDayId}:${o.now.getTime()}`,
    audience: (o) => ({ organisers: o.companyId }),
    texts: ({ game, bidDayId, publicUrl }) =>
      pushPayload(
        {
          title: `${game.groupName}: BID #${game.bidNumber} lotado`,
          body: `${game.slots} confirmados para ${when(game)}. Quem fizer check-in agora entra na lista de espera.`,
          url: '/bid-atual',
          tag: `bid-full-${bidDayId}`,
        },
        publicUrl,
      ),
  },
}

import { firstName } from '@bidfut/domain/rules/person-names'
import { factRows, noticeEmail } from '../email-render.ts'
import { kickOffOf } from '../game-time.ts'
import type { NoticeKind } from '../notice.ts'
import { listConfirmedWithEmail } from '../notices.repo.ts'
import { type AboutBid, bidName, bidTemplateParams, pushPayload, when } from './bid-texts.ts'

type Cancelled = AboutBid & { now: Date }
type Confirmed = Awaited<ReturnType<typeof listConfirmedWithEmail>>[number]

/**
 * 'BID #N cancelado': an organiser cancelled the BID, or skipped its date in the season. Not a
 * reminder, so the reminder switches do not apply; a game that already started needs no notice.
 */
export const bidCancelled: NoticeKind<Cancelled, Confirmed> = {
  to: 'each confirmed player of the BID, until kick-off',
  recipients: listConfirmedWithEmail,
  when: (o) => kickOffOf(o.game).getTime() > o.now.getTime(),
  email: {
    key: (o, r) => `bid-cancelled:${o.bidDayId}:${r.companyPlayerId}`,
    texts: ({ game, publicUrl }, r) =>
      noticeEmail({
        subject: `${bidName(game)} cancelado`,
        greeting: `Olá, ${firstName(r.fullName)}!`,
        intro: `O BID #${game.bidNumber} da pelada "${game.groupName}", em que você estava confirmado, foi cancelado pela organização.`,
        rows: factRows(game),
        after: 'Não precisa fazer nada: quando houver um novo BID, é só fazer o check-in no app.',
        publicUrl,
      }),
  },
  push: {
    kind: 'bid-changed',
    key: (o) => `bid-cancelled:${o.bidDayId}`,
    audience: (o) => ({ confirmedIn: o }),
    texts: ({ game, bidDayId, publicUrl }) =>
      pushPayload(
        {
          title: `${game.groupName}: ${bidName(game)} cancelado`,
          body: `O jogo de ${when(game)} foi cancelado pela organização.`,
          url: '/dashboard',
          tag: `bid-${bidDayId}`,
        },
        publicUrl,
      ),
  },
  whatsapp: {
    notice: 'bid-cancelled',
    key: (o) => `bid-cancelled:${o.bidDayId}`,
    to: (o) => ({ companyId: o.companyId, confirmedOnly: true }),
    params: ({ game }) => bidTemplateParams(game).slice(0, 3),
    bidDayId: (o) => o.bidDayId,
  },
}

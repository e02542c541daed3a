import { firstName } from '@bidfut/domain/rules/person-names'
import { factRows, noticeEmail } from '../email-render.ts'
import { kickOffOf } from '../game-time.ts'
import type { NoticeKind, Recipient } from '../notice.ts'
import { type AboutBid, bidName, bidTemplateParams, pushPayload, when } from './bid-texts.ts'

type Promoted = AboutBid & { companyPlayerId: number; now: Date }

/**
 * 'Abriu uma vaga': the first in the waiting list got a freed place and is confirmed (ADR 011).
 * A player may leave the line for a place more than once in a BID: each time is told.
 */
type Promotee = Recipient & {
  fullName: string
  /** The one-tap page's 'Não vou' (ADR 024): the place goes to the next in line. */
  notGoing: string
}

export const slotOpened: NoticeKind<Promoted, Promotee> = {
  to: 'the player a freed place went to, until kick-off',
  when: (o) => kickOffOf(o.game).getTime() > o.now.getTime(),
  email: {
    key: (o) => `waitlist-promoted:${o.bidDayId}:${o.companyPlayerId}:${o.now.getTime()}`,
    texts: ({ game, publicUrl }, r) =>
      noticeEmail({
        mapsFor: game.location,
        subject: `Abriu uma vaga: você está confirmado no ${bidName(game)}`,
        heading: `BID #${game.bidNumber} · ${game.groupName}`,
        greeting: `Olá, ${firstName(r.fullName)}!`,
        intro: `Abriu uma vaga no BID #${game.bidNumber} da pelada "${game.groupName}" e ela é sua: você saiu da lista de espera e já está confirmado.`,
        rows: factRows(game, [['Seu status', 'Confirmado']]),
        after:
          'Se não puder mais ir, toque em "Não vou mais" para liberar a vaga para o próximo da lista.',
        publicUrl,
        alsoAction: { label: 'Não vou mais', url: r.notGoing },
      }),
  },
  push: {
    kind: 'promoted',
    key: (o) => `waitlist-promoted:${o.bidDayId}:${o.companyPlayerId}:${o.now.getTime()}`,
    audience: (o) => ({ member: o }),
    texts: ({ game, bidDayId, publicUrl }) =>
      pushPayload(
        {
          title: `${game.groupName}: abriu uma vaga para você`,
          body: `Você saiu da lista de espera e está confirmado no BID #${game.bidNumber}, ${when(game)}.`,
          url: '/check-in',
          tag: `bid-${bidDayId}`,
        },
        publicUrl,
      ),
  },
  whatsapp: {
    notice: 'promoted',
    key: (o) => `waitlist-promoted:${o.bidDayId}:${o.companyPlayerId}:${o.now.getTime()}`,
    to: (o) => ({ companyId: o.companyId, companyPlayerId: o.companyPlayerId }),
    params: ({ game }) => bidTemplateParams(game).slice(0, 3),
    bidDayId: (o) => o.bidDayId,
  },
}

import { guaranteeLostText, ruleAbsencesText } from '@bidfut/domain/rules/furoes'
import { firstName } from '@bidfut/domain/rules/person-names'
import { factRows, noticeEmail, type GameFacts } from '../email-render.ts'
import type { NoticeKind, Recipient } from '../notice.ts'
import { bidTemplateParams, pushPayload, type AboutBid } from './bid-texts.ts'

export type GuaranteeLost = AboutBid<GameFacts> & {
  companyPlayerId: number
  /** The furões the rule counted, by the BIDs' numbers, and over how many weeks. */
  bidNumbers: number[]
  weeks: number
}

const key = (o: GuaranteeLost) => `guarantee-lost:${o.bidDayId}:${o.companyPlayerId}`

/**
 * The furões' rule (ADR 060) took a mensalista's guaranteed place in the BID that just opened:
 * they are told why, once per BID, by email (their own address) and by the push they keep on, or
 * by WhatsApp instead when they chose it for this kind (ADR 051).
 */
export const guaranteeLost: NoticeKind<GuaranteeLost, Recipient & { fullName: string }> = {
  to: 'each mensalista the furões rule leaves without the guaranteed place, when the BID opens (email and push, or WhatsApp instead)',
  email: {
    key,
    texts: (o, r) =>
      noticeEmail({
        subject: `BID #${o.game.bidNumber}: você perdeu a vaga garantida`,
        heading: `BID #${o.game.bidNumber} · ${o.game.groupName}`,
        greeting: `Olá, ${firstName(r.fullName)}!`,
        intro: guaranteeLostText(o.bidNumbers, o.weeks),
        rows: factRows(o.game, [['Seu status', 'Pendente, sem vaga garantida']]),
        after:
          'Neste BID sua vaga não fica reservada e você não é confirmado automaticamente: confirme pelo check-in, como os avulsos, se houver vaga. No BID seguinte a regra conta de novo. Se a falta teve motivo, fale com a organização: ela pode perdoar uma falta.',
        publicUrl: o.publicUrl,
      }),
  },
  push: {
    kind: 'bid-opened',
    key,
    audience: (o) => ({ member: o }),
    texts: (o) =>
      pushPayload(
        {
          title: `${o.game.groupName}: BID #${o.game.bidNumber} sem vaga garantida`,
          body: guaranteeLostText(o.bidNumbers, o.weeks),
          url: '/check-in',
          tag: `bid-${o.bidDayId}`,
        },
        o.publicUrl,
      ),
  },
  whatsapp: {
    notice: 'guarantee-lost',
    key,
    to: (o) => ({ companyId: o.companyId, companyPlayerId: o.companyPlayerId }),
    params: (o) => [
      ...bidTemplateParams(o.game).slice(0, 3),
      ruleAbsencesText(o.bidNumbers, o.weeks),
    ],
    bidDayId: (o) => o.bidDayId,
  },
}

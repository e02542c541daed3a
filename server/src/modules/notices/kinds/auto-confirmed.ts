import { AUTO_CONFIRMED_TEXT } from '@bidfut/domain/rules/furoes'
import { firstName } from '@bidfut/domain/rules/person-names'
import { factRows, noticeEmail, type GameFacts, type ReminderLinks } from '../email-render.ts'
import type { NoticeKind, Recipient } from '../notice.ts'
import { unsubscribeHeaders } from './reminder.ts'
import { bidTemplateParams, type AboutBid } from './bid-texts.ts'
import { openingKeyOf } from './bid-opened.ts'

export type AutoConfirmed = AboutBid<GameFacts> & {
  companyPlayerId: number
  /** The member's one-tap answers (ADR 024): the email's button is 'Não vou'. */
  links: ReminderLinks & { token: string }
}

/**
 * 'Confirmado automaticamente — toque se não for' (ADR 060): a mensalista the BID's opening
 * confirmed gets this email instead of the opening one ('confirme sua presença'), with the
 * one-tap 'Não vou'. Like the opening email, only to members who did not turn reminders off.
 * On WhatsApp (ADR 051) it is that member's 'BID aberto': it goes under the opening's key, so
 * the opening's template, email and push leave them out, and its 'Não vou' answers the BID.
 */
export const autoConfirmed: NoticeKind<AutoConfirmed, Recipient & { fullName: string }> = {
  to: "each mensalista confirmed automatically when the BID opens (by email: who keeps the reminder emails; on WhatsApp instead: who chose it for 'Confirmado automaticamente')",
  email: {
    key: (o) => `auto-confirmed:${o.bidDayId}:${o.companyPlayerId}`,
    headers: (o) => unsubscribeHeaders(o.publicUrl, o.links.token),
    texts: ({ game, links, publicUrl }, r) =>
      noticeEmail({
        subject: `BID #${game.bidNumber} aberto — você está confirmado`,
        heading: `BID #${game.bidNumber} · ${game.groupName}`,
        greeting: `Olá, ${firstName(r.fullName)}!`,
        intro: `O BID #${game.bidNumber} da pelada "${game.groupName}" está aberto e você já está na lista: ${AUTO_CONFIRMED_TEXT.charAt(0).toLowerCase()}${AUTO_CONFIRMED_TEXT.slice(1)}.`,
        rows: factRows(game, [['Seu status', 'Confirmado automaticamente']]),
        after:
          'Se não puder ir, toque em "Não vou" (a página abre e pede mais um toque): sua vaga passa para o próximo da lista. O link vale até o início do jogo.',
        publicUrl,
        alsoAction: { label: 'Não vou', url: links.naoVou },
      }),
  },
  whatsapp: {
    notice: 'auto-confirmed',
    key: openingKeyOf,
    to: (o) => ({ companyId: o.companyId, companyPlayerId: o.companyPlayerId }),
    params: (o) => bidTemplateParams(o.game),
    bidDayId: (o) => o.bidDayId,
  },
}

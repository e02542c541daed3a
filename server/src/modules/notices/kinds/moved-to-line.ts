import { firstName } from '@bidfut/domain/rules/person-names'
import { ordinal } from '@bidfut/domain/rules/waiting-list'
import { factRows, noticeEmail } from '../email-render.ts'
import { kickOffOf } from '../game-time.ts'
import type { NoticeKind, Recipient } from '../notice.ts'
import { type AboutBid, bidName, pushPayload, when } from './bid-texts.ts'

type MovedToLine = AboutBid & { companyPlayerId: number; position: number; now: Date }

/**
 * The organisers lowered the BID's places below its confirmed players: the last to confirm went
 * to the head of the waiting list (ADR 053), each told where they are.
 */
export const movedToLine: NoticeKind<MovedToLine, Recipient & { fullName: string }> = {
  to: 'each confirmed player moved to the waiting list by fewer places, until kick-off',
  when: (o) => kickOffOf(o.game).getTime() > o.now.getTime(),
  email: {
    key: (o) => `moved-to-line:${o.bidDayId}:${o.companyPlayerId}:${o.now.getTime()}`,
    texts: ({ game, position, publicUrl }, r) =>
      noticeEmail({
        mapsFor: game.location,
        subject: `${bidName(game)}: menos vagas, você está na lista de espera`,
        heading: `BID #${game.bidNumber} · ${game.groupName}`,
        greeting: `Olá, ${firstName(r.fullName)}!`,
        intro: `A organização da pelada "${game.groupName}" reduziu o BID #${game.bidNumber} para ${game.slots} vagas. Você estava entre os últimos a confirmar e foi para o início da lista de espera.`,
        rows: factRows(game, [['Seu status', `Lista de espera (${ordinal(position)} lugar)`]]),
        after:
          'Se abrir uma vaga, ela é sua: você é confirmado na hora e recebe um aviso. Se não puder mais ir, avise no check-in.',
        publicUrl,
      }),
  },
  push: {
    kind: 'bid-changed',
    key: (o) => `moved-to-line:${o.bidDayId}:${o.companyPlayerId}:${o.now.getTime()}`,
    audience: (o) => ({ member: o }),
    texts: ({ game, bidDayId, position, publicUrl }) =>
      pushPayload(
        {
          title: `${game.groupName}: o ${bidName(game)} ficou com ${game.slots} vagas`,
          body: `Você foi para a lista de espera (${ordinal(position)} lugar) do jogo de ${when(game)}.`,
          url: '/check-in',
          tag: `bid-${bidDayId}`,
        },
        publicUrl,
      ),
  },
}

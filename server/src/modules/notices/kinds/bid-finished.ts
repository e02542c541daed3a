import { firstName } from '@bidfut/domain/rules/person-names'
import { factRows, noticeEmail, type GameFacts } from '../email-render.ts'
import type { NoticeKind, Recipient } from '../notice.ts'
import type { AboutBid } from './bid-texts.ts'

export const VOTE_LABEL = 'Votar no craque da partida'

type Finished = AboutBid<GameFacts> & { hours: number }
type Voter = Recipient & { companyPlayerId: number; fullName: string; voteUrl: string }

/**
 * 'BID #N finalizado': the craque vote opened (ADR 039). The email's link opens a page where a
 * tap votes (ADR 024), opening it changes nothing; the push leads to the post-game card.
 */
export const bidFinished: NoticeKind<Finished, Voter> = {
  to: 'each confirmed player of the BID (the email: with its own vote link)',
  email: {
    key: (o, r) => `bid-finished:${o.bidDayId}:${r.companyPlayerId}`,
    texts: ({ game, hours, publicUrl }, r) =>
      noticeEmail({
        subject: `BID #${game.bidNumber} finalizado`,
        greeting: `Olá, ${firstName(r.fullName)}!`,
        intro: `O BID #${game.bidNumber} da pelada "${game.groupName}" foi finalizado. Quem foi o craque da partida?`,
        rows: factRows(game),
        after: `A votação fica aberta por ${hours} ${hours === 1 ? 'hora' : 'horas'}. Você pode mudar o voto até ela encerrar.`,
        publicUrl,
        action: { label: VOTE_LABEL, url: r.voteUrl },
      }),
  },
  push: {
    kind: 'craque-vote',
    key: (o) => `craque-vote-opened:${o.bidDayId}`,
    audience: (o) => ({ confirmedIn: o }),
    texts: ({ game, bidDayId, publicUrl }) => ({
      title: `${game.groupName}: BID #${game.bidNumber} finalizado`,
      body: 'Vote no craque da partida até a votação encerrar.',
      url: `${publicUrl}/check-in`,
      tag: `craque-${bidDayId}`,
    }),
  },
}

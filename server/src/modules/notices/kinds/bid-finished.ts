import { firstName } from '@bidfut/domain/rules/person-names'
import { hoursText } from '@bidfut/domain/rules/words'
import { escapeHtml, factRows, noticeEmail, paragraph, type GameFacts } from '../email-render.ts'
import type { NoticeKind, Recipient } from '../notice.ts'
import type { AboutBid } from './bid-texts.ts'

export const VOTE_LABEL = 'Votar no craque da partida'
export const RESULTS_LABEL = 'Ver o histórico'
export const RESULT_EMAILS_OFF =
  'Não quer mais receber este email? Desligue "Email de BID finalizado" no seu perfil'

/** One scored match of the night: 'Time 1 3 × 2 Time 2'. */
export type NightScore = { home: number; away: number; homeGoals: number; awayGoals: number }
export type NightScorer = { name: string; goals: number }

export type Finished = AboutBid<GameFacts> & {
  scores: NightScore[]
  scorers: NightScorer[]
  /** The craque vote, open for this many hours; null when the group does not hold one. */
  voteHours: number | null
}
export type Player = Recipient & {
  companyPlayerId: number
  fullName: string
  voteUrl: string | null
}

const scoreLine = (s: NightScore) => `Time ${s.home} ${s.homeGoals} × ${s.awayGoals} Time ${s.away}`
const scorerLine = (s: NightScorer) => `${s.name} (${s.goals})`

/** The night's scores and scorers, as plain lines and as HTML; nothing when none was recorded. */
function nightBlock({ scores, scorers }: Finished) {
  const lines: string[] = []
  const html: string[] = []
  if (scores.length > 0) {
    const label = scores.length === 1 ? 'Placar' : 'Placares'
    lines.push(`${label}:`, ...scores.map(scoreLine))
    html.push(
      `<p style="margin:0 0 4px;font-weight:bold">${label}</p>`,
      `<p style="margin:0 0 16px">${scores.map((s) => escapeHtml(scoreLine(s))).join('<br>')}</p>`,
    )
  }
  if (scorers.length > 0) {
    const line = `Gols: ${scorers.map(scorerLine).join(', ')}`
    lines.push(...(lines.length > 0 ? [''] : []), line)
    html.push(paragraph(line))
  }
  return lines.length > 0 ? { lines, html: html.join('\n') } : undefined
}

/**
 * 'BID #N finalizado' (ADR 039, 061): the night's scores and scorers and, when the group holds
 * the craque vote, that it is open, with the player's own vote link (opening it changes nothing:
 * the tap votes, ADR 024). To each confirmed player who wants it ('Email de BID finalizado' in
 * /perfil), once per BID and person.
 */
export const bidFinished: NoticeKind<Finished, Player> = {
  to: "each confirmed player of the BID who kept 'Email de BID finalizado' on (with their own vote link while the vote is open)",
  email: {
    key: (o, r) => `bid-finished:${o.bidDayId}:${r.companyPlayerId}`,
    texts: (o, r) => {
      const { game, voteHours, publicUrl } = o
      const voting = voteHours !== null && r.voteUrl !== null
      return noticeEmail({
        subject: `BID #${game.bidNumber} finalizado`,
        greeting: `Olá, ${firstName(r.fullName)}!`,
        intro: `O BID #${game.bidNumber} da pelada "${game.groupName}" foi finalizado.${voting ? ' Quem foi o craque da partida?' : ''}`,
        rows: factRows(game),
        more: nightBlock(o),
        after: voting
          ? `A votação do craque está aberta por ${hoursText(voteHours)}. Você pode mudar o voto até ela encerrar.`
          : 'As estatísticas da noite já estão no histórico da pelada.',
        publicUrl,
        action: voting
          ? { label: VOTE_LABEL, url: r.voteUrl! }
          : { label: RESULTS_LABEL, url: `${publicUrl}/historico` },
        footer: `${RESULT_EMAILS_OFF}: ${publicUrl}/perfil`,
      })
    },
  },
}

type VoteOpened = AboutBid<GameFacts>

/** 'BID #N finalizado — vote no craque' on the confirmed players' devices that asked for it. */
export const craqueVoteOpened: NoticeKind<VoteOpened> = {
  to: 'the devices of the confirmed players of the BID that chose it',
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

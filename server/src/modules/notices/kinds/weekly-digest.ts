import { formatCents } from '@bidfut/domain/rules/money'
import { firstName } from '@bidfut/domain/rules/person-names'
import type { EmailContent } from '../email-render.ts'
import { escapeHtml, MUTED, oneButton, page, paragraph, small, text } from '../email-render.ts'
import { gameTime } from '../game-time.ts'
import type { NoticeKind, Recipient } from '../notice.ts'

/** An open BID and its answers, in the words of the screens' slot bar (placesOf, ADR 054). */
export type DigestGame = {
  bidNumber: number
  dayOfMatch: string
  location: string | null
  confirmed: number
  slots: number
  pending: number
  waiting: number
}
/** A game of the Agenda whose BID has not opened yet. */
export type DigestOpening = { dayOfMatch: string; opensAt: string }

/**
 * The organisers' week (ADR 061): one group's open BIDs with their answers, the next openings,
 * who owes, the furões of the last finished BIDs (ADR 053) and who joined this week.
 */
export type WeeklyDigest = {
  companyId: number
  groupName: string
  /** The week's Monday in the group's time zone: the digest's key. */
  week: string
  games: DigestGame[]
  openings: DigestOpening[]
  owes: { name: string; cents: number; charges: number }[]
  /** Furões over the group's last `games` finished BIDs: names and counts, most first. */
  furoes: { games: number; players: { name: string; count: number }[] }
  newMembers: string[]
  publicUrl: string
}
export type Organiser = Recipient & { companyPlayerId: number; fullName: string }

export const DIGEST_OFF =
  'Não quer mais receber o resumo? Desligue "Resumo semanal por email" no seu perfil'

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`)

/** 'BID #14 — quinta, 03/12 às 20:00: 12 de 24 confirmados, 5 pendentes, 2 na lista de espera' */
function gameLine(g: DigestGame): string {
  const answers = [
    `${g.confirmed} de ${g.slots} confirmados`,
    plural(g.pending, 'pendente', 'pendentes'),
    ...(g.waiting > 0 ? [`${g.waiting} na lista de espera`] : []),
  ]
  return `BID #${g.bidNumber} — ${gameTime(g.dayOfMatch).full}: ${answers.join(', ')}`
}

/** The digest's sections, each a title and its lines; one empty section says so in a line. */
function sections(d: WeeklyDigest): { title: string; lines: string[] }[] {
  const games = [
    ...d.games.map(gameLine),
    ...d.openings.map(
      (o) => `${gameTime(o.dayOfMatch).full}: o BID abre ${gameTime(o.opensAt).full}`,
    ),
  ]
  const owed = d.owes.reduce((sum, o) => sum + o.cents, 0)
  return [
    { title: 'Próximos jogos', lines: games.length > 0 ? games : ['Nenhum jogo marcado.'] },
    {
      title: 'Quem deve',
      lines:
        d.owes.length > 0
          ? [
              ...d.owes.map(
                (o) =>
                  `${o.name}: ${formatCents(o.cents)} (${plural(o.charges, 'cobrança vencida', 'cobranças vencidas')})`,
              ),
              `Total em aberto: ${formatCents(owed)}`,
            ]
          : ['Ninguém com cobrança vencida.'],
    },
    {
      title:
        d.furoes.games === 1
          ? 'Furões no último jogo'
          : `Furões nos últimos ${d.furoes.games} jogos`,
      lines:
        d.furoes.games === 0
          ? ['Nenhum jogo finalizado ainda.']
          : d.furoes.players.length > 0
            ? d.furoes.players.map((p) => `${p.name}: ${plural(p.count, 'falta', 'faltas')}`)
            : ['Ninguém faltou sem avisar.'],
    },
    {
      title: 'Novos na pelada',
      lines: d.newMembers.length > 0 ? d.newMembers : ['Ninguém entrou esta semana.'],
    },
  ]
}

export function digestEmail(d: WeeklyDigest, r: Organiser): EmailContent {
  const subject = `Resumo da semana — ${d.groupName}`
  const greeting = `Olá, ${firstName(r.fullName)}!`
  const intro = `A semana da pelada "${d.groupName}" em um email: os jogos e as respostas, quem deve, os furões e quem chegou.`
  const parts = sections(d)
  const url = `${d.publicUrl}/bid-atual`
  const off = `${DIGEST_OFF}: ${d.publicUrl}/perfil`
  const plain = text([
    greeting,
    '',
    intro,
    '',
    ...parts.flatMap((s) => [`${s.title}:`, ...s.lines.map((line) => `- ${line}`), '']),
    `Abrir o BID atual: ${url}`,
    '',
    off,
  ])
  const html = page(
    subject,
    subject,
    [
      paragraph(greeting),
      paragraph(intro),
      ...parts.map(
        (s) =>
          `<p style="margin:0 0 4px;font-weight:bold">${escapeHtml(s.title)}</p>\n<ul style="margin:0 0 16px;padding-left:20px">${s.lines
            .map((line) => `<li>${escapeHtml(line)}</li>`)
            .join('')}</ul>`,
      ),
      oneButton('Abrir o BID atual', url),
      small(`<span style="color:${MUTED}">${escapeHtml(off)}</span>`),
    ].join('\n'),
  )
  return { subject, text: plain, html }
}

/**
 * 'Resumo da semana': each Monday morning in the group's time zone, to its administrators and
 * managers who kept 'Resumo semanal por email' on; once per group, week and person.
 */
export const weeklyDigest: NoticeKind<WeeklyDigest, Organiser> = {
  to: "the group's administrators and managers who kept 'Resumo semanal por email' on",
  email: {
    key: (d, r) => `digest:${d.companyId}:${d.week}:${r.companyPlayerId}`,
    texts: digestEmail,
  },
}

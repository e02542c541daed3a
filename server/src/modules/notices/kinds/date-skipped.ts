import { firstName } from '@bidfut/domain/rules/person-names'
import { factRows, noticeEmail } from '../email-render.ts'
import { gameTime } from '../game-time.ts'
import type { NoticeKind } from '../notice.ts'
import type { listMembersWantingNotices } from '../notices.repo.ts'
import { pushPayload } from './bid-texts.ts'

/**
 * A date of the Agenda skipped (ADR 036, 057), as the members hear it (ADR 061): which game, the
 * reason when given, and the skip it belongs to (`skipId`: the skip's row was written then), so
 * skipping the same date again after taking it back is a new notice.
 */
export type Skipped = {
  companyId: number
  groupName: string
  localDate: string
  /** The game's wall-clock kick-off, '2026-12-08T21:00:00'. */
  dayOfMatch: string
  location: string | null
  reason: string | null
  skipId: number
  /** Held until then (SKIP_NOTICE_DELAY_MS after the skip), so a skip taken back soon tells nobody. */
  notBefore: Date
  publicUrl: string
  /** Members 'BID cancelado' told already (the skip cancelled their BID). */
  except?: number[]
  /** The correction's: the members the skip told by WhatsApp. */
  toldOnWhatsApp?: number[]
}
type Member = Awaited<ReturnType<typeof listMembersWantingNotices>>[number]

/** How long a skip waits before it is told: a mistaken tap taken back in time tells nobody. */
export const SKIP_NOTICE_DELAY_MS = 5 * 60_000

/** The organiser's reason as the end of a sentence: 'feriado' → 'feriado.' */
const sentence = (reason: string) => (/[.!?…]$/.test(reason) ? reason : `${reason}.`)

/** 'na terça, 08/12' */
const onDay = (dayOfMatch: string) => gameTime(dayOfMatch).onDay.split(' às ')[0]!
export const skipKeyOf = (o: { companyId: number; localDate: string; skipId: number }) =>
  `date-skipped:${o.companyId}:${o.localDate}:${o.skipId}`
export const unskipKeyOf = (o: { companyId: number; localDate: string; skipId: number }) =>
  `date-unskipped:${o.companyId}:${o.localDate}:${o.skipId}`

const emailOff = (publicUrl: string) =>
  `Não quer receber estes avisos por email? Desligue "Receber lembretes por email" no seu perfil: ${publicUrl}/perfil`

/**
 * 'Não vai ter jogo na terça, 08/12: feriado': to the group's members who want its emails (the
 * reminder switch, as 'BID aberto') and to their devices that chose 'BID alterado ou cancelado'.
 * Confirmed players of a BID the skip cancelled are left out of the email: 'BID cancelado' told
 * them. By WhatsApp instead, to the members who chose it for this kind (ADR 051), held the same.
 */
export const dateSkipped: NoticeKind<Skipped, Member> = {
  to: "the group's members who kept 'Receber lembretes por email' on, and their devices that chose 'BID alterado ou cancelado'; on WhatsApp instead, the members who chose it for 'Data sem jogo'",
  notBefore: (o) => o.notBefore,
  email: {
    key: (o, r) => `${skipKeyOf(o)}:${r.companyPlayerId}`,
    texts: (o, r) =>
      noticeEmail({
        subject: `${o.groupName}: não vai ter jogo ${onDay(o.dayOfMatch)}`,
        heading: `Sem jogo ${onDay(o.dayOfMatch)}`,
        greeting: `Olá, ${firstName(r.fullName)}!`,
        intro: `Não vai ter jogo ${onDay(o.dayOfMatch)}${o.reason ? `: ${sentence(o.reason)}` : '.'}`,
        rows: factRows(o),
        after: `A organização da pelada "${o.groupName}" pulou essa data na agenda. Os outros jogos seguem como de costume.`,
        publicUrl: o.publicUrl,
        action: { label: 'Abrir o Bidfut', url: `${o.publicUrl}/dashboard` },
        footer: emailOff(o.publicUrl),
      }),
  },
  push: {
    kind: 'bid-changed',
    key: (o) => skipKeyOf(o),
    audience: (o) => ({ members: o.companyId }),
    texts: (o) =>
      pushPayload(
        {
          title: `${o.groupName}: sem jogo ${onDay(o.dayOfMatch)}`,
          body: o.reason ?? 'A organização pulou essa data na agenda.',
          url: '/dashboard',
          tag: `skip-${o.companyId}-${o.localDate}`,
        },
        o.publicUrl,
      ),
  },
  whatsapp: {
    notice: 'date-skipped',
    key: (o) => skipKeyOf(o),
    to: (o) => ({ companyId: o.companyId, except: o.except }),
    params: (o) => [
      o.groupName,
      gameTime(o.dayOfMatch).onDay,
      // Meta refuses a parameter with a line break, a tab or four spaces in a row.
      o.reason
        ? `Motivo: ${sentence(o.reason.replace(/\s+/g, ' ').trim())}`
        : 'A organização pulou essa data na agenda.',
    ],
  },
}

/**
 * The skip taken back after it was told: 'Vai ter jogo sim na terça, 08/12', to whoever was told
 * (the caller gives the recipients and whether any device got the push), by WhatsApp to whoever
 * it told there. Nobody hears a correction of a notice they never got.
 */
export const dateUnskipped: NoticeKind<Skipped, Member> = {
  to: 'whoever the skip was told to, by the channel that told them',
  email: {
    key: (o, r) => `${unskipKeyOf(o)}:${r.companyPlayerId}`,
    texts: (o, r) =>
      noticeEmail({
        mapsFor: o.location,
        subject: `${o.groupName}: vai ter jogo ${onDay(o.dayOfMatch)}, sim`,
        heading: `Vai ter jogo ${onDay(o.dayOfMatch)}`,
        greeting: `Olá, ${firstName(r.fullName)}!`,
        intro: `Esqueça o aviso anterior: vai ter jogo ${onDay(o.dayOfMatch)}, sim. A organização da pelada "${o.groupName}" pôs a data de volta na agenda.`,
        rows: factRows(o),
        after: 'O BID abre como de costume: é só fazer o check-in quando ele abrir.',
        publicUrl: o.publicUrl,
        footer: emailOff(o.publicUrl),
      }),
  },
  push: {
    kind: 'bid-changed',
    key: (o) => unskipKeyOf(o),
    audience: (o) => ({ members: o.companyId }),
    texts: (o) =>
      pushPayload(
        {
          title: `${o.groupName}: vai ter jogo ${onDay(o.dayOfMatch)}, sim`,
          body: 'A data voltou para a agenda.',
          url: '/dashboard',
          tag: `skip-${o.companyId}-${o.localDate}`,
        },
        o.publicUrl,
      ),
  },
  whatsapp: {
    notice: 'date-skipped',
    template: 'date-unskipped',
    key: (o) => unskipKeyOf(o),
    to: (o) => ({ companyId: o.companyId, only: o.toldOnWhatsApp ?? [] }),
    params: (o) => [o.groupName, gameTime(o.dayOfMatch).onDay],
  },
}

/** The correction when no device got the skip's push: by email (and WhatsApp) only. */
export const dateUnskippedByEmail: NoticeKind<Skipped, Member> = {
  ...dateUnskipped,
  push: undefined,
}

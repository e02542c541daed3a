import { firstName } from '@bidfut/domain/rules/person-names'
import type { Db, Tx } from '../../../db/client.ts'
import { enqueueMembersPushes } from '../../push/push.repo.ts'
import {
  detailsTable,
  factRows,
  mapsHtml,
  mapsLines,
  oneTapHtml,
  oneTapLines,
  page,
  paragraph,
  text,
  type GameFacts,
  type ReminderLinks,
} from '../email-render.ts'
import type { NoticeKind } from '../notice.ts'
import type { Notices } from '../notices.ts'
import { enqueueNotices } from '../../whatsapp/outbox.repo.ts'
import { TEMPLATES } from '../../whatsapp/templates.ts'
import { type AboutBid, bidName, bidTemplateParams, place, pushPayload, when } from './bid-texts.ts'
import { unsubscribeHeaders } from './reminder.ts'

type Opened = AboutBid<GameFacts>
type Member = {
  companyPlayerId: number
  fullName: string
  email: string
  companyId: number
  /** The member's one-tap answers (ADR 024) and the token behind them. */
  links: ReminderLinks & { token: string }
}

/** The opening's key on push and WhatsApp: one per BID, one message per person under it. */
export const openingKeyOf = (o: { bidDayId: number }) => `bid-opened:${o.bidDayId}`

/**
 * 'BID aberto': a BID opened. By hand ('Criar Novo BID') it is a push; the season's scheduled
 * opening (ADR 036) also emails the members the facts and the reminders' one-tap answers, many
 * groups at once (season-openings.ts writes those rows in one statement with these texts).
 */
export const bidOpened: NoticeKind<Opened, Member> = {
  to: 'every member of the group (the email: members with one who did not opt out)',
  email: {
    key: (o, r) => `bid-opened:${o.bidDayId}:${r.companyPlayerId}`,
    headers: (o, r) => unsubscribeHeaders(o.publicUrl, r.links.token),
    texts: ({ game, publicUrl }, { fullName, links }) => {
      const subject = `${bidName(game)} aberto — confirme sua presença`
      const greeting = `Olá, ${firstName(fullName)}!`
      const intro = `O BID #${game.bidNumber} da pelada "${game.groupName}" está aberto. Vai jogar?`
      const rows = factRows(game)
      const plain = text([
        greeting,
        '',
        intro,
        '',
        ...rows.map(([label, value]) => `${label}: ${value}`),
        '',
        ...mapsLines(game.location),
        ...oneTapLines(links, publicUrl),
      ])
      const html = page(
        subject,
        `BID #${game.bidNumber} · ${game.groupName}`,
        [
          paragraph(greeting),
          paragraph(intro),
          detailsTable(rows),
          mapsHtml(game.location),
          ...oneTapHtml(links, publicUrl),
        ].join('\n'),
      )
      return { subject, text: plain, html }
    },
  },
  push: {
    kind: 'bid-opened',
    key: openingKeyOf,
    audience: (o) => ({ members: o.companyId }),
    texts: ({ game, bidDayId, publicUrl }) =>
      pushPayload(
        {
          title: `${game.groupName}: ${bidName(game)} aberto`,
          body: `${when(game)}${place(game)}. Toque para fazer o check-in.`,
          url: '/check-in',
          tag: `bid-${bidDayId}`,
        },
        publicUrl,
      ),
  },
  whatsapp: {
    notice: 'bid-opened',
    key: openingKeyOf,
    to: (o) => ({ companyId: o.companyId }),
    params: ({ game }) => bidTemplateParams(game),
    bidDayId: (o) => o.bidDayId,
  },
}

/** bidOpened's WhatsApp template message to the members of many BIDs just opened, in one statement. */
export async function queueBidsOpenedWhatsApp(conn: Db | Tx, notices: Notices, bids: Opened[]) {
  const whatsapp = bidOpened.whatsapp!
  if (bids.length === 0 || !notices.whatsapp) return 0
  return enqueueNotices(
    conn,
    whatsapp.notice,
    TEMPLATES[whatsapp.notice].name,
    bids.map((bid) => ({
      companyId: bid.companyId,
      dedupeKey: whatsapp.key(bid),
      params: whatsapp.params(bid),
      bidDayId: bid.bidDayId,
    })),
  )
}

/** bidOpened's push for many BIDs just opened (a season pass), in one statement. */
export function queueBidsOpenedPushes(conn: Db | Tx, notices: Notices, bids: Opened[]) {
  const push = bidOpened.push!
  return enqueueMembersPushes(
    conn,
    push.kind,
    bids.map((bid) => ({
      companyId: bid.companyId,
      dedupeKey: push.key(bid),
      payload: push.texts(bid),
      whatsappKey: notices.whatsappKeyOf(bidOpened, bid) ?? undefined,
    })),
  )
}

import type { ScheduledGame } from '@bidfut/domain/rules/bid-schedule'
import type { Tx } from '../../db/client.ts'
import { newOpaqueToken } from '../../lib/tokens.ts'
import type { RegularsOpened } from '../bids/opening-regulars.ts'
import {
  bidOpened,
  queueBidsOpenedPushes,
  queueBidsOpenedWhatsApp,
} from '../notices/kinds/bid-opened.ts'
import type { Notices } from '../notices/notices.ts'
import { reminderLinks } from '../notices/kinds/reminder.ts'
import * as repo from './season-openings.repo.ts'

export const locationOf = (schedule: {
  location: string | null
  defaultLocationGame: string | null
}) => schedule.location || schedule.defaultLocationGame

type Opened = {
  schedule: repo.DueSchedule
  game: ScheduledGame
  bid: { id: number; number: number; dayOfMatch: string }
  /** The group has another BID open: the notices name the game's day (ADR 059). */
  severalOpen?: boolean
}

/**
 * 'BID aberto' for the BIDs a pass opened (ADR 036): by WhatsApp first (ADR 051), then the emails
 * with their links and the pushes, each leaving out whom WhatsApp reaches, and the emails the
 * mensalistas confirmed automatically (`regulars`, ADR 060). Answers what each queued.
 */
export async function queueOpeningNotices(
  tx: Tx,
  notices: Notices,
  pass: {
    opened: Opened[]
    bids: Parameters<typeof queueBidsOpenedWhatsApp>[2]
    regulars: RegularsOpened
    publicUrl: string
  },
) {
  const { opened, bids, regulars, publicUrl } = pass
  const whatsapp = await queueBidsOpenedWhatsApp(tx, notices, bids)
  const emailed = await queueOpeningEmails(tx, notices, opened, publicUrl, regulars.autoConfirmed)
  const pushes = await queueBidsOpenedPushes(tx, notices, bids)
  return { whatsapp, emails: emailed + regulars.queued, pushes }
}

/**
 * The opening emails of the BIDs opened, with their one-tap links, in a few statements; not to
 * the members it reaches on WhatsApp (queued before, ADR 051).
 */
export async function queueOpeningEmails(
  tx: Tx,
  notices: Notices,
  opened: Opened[],
  publicUrl: string,
  /**
   * Members confirmed automatically, as '{bid}:{member}': they got 'Confirmado automaticamente'
   * for that BID instead (ADR 060).
   */
  told: ReadonlySet<string> = new Set(),
): Promise<number> {
  // A group may open two games at once (ADR 059): each member gets each game's email.
  const byGroup = new Map<number, Opened[]>()
  for (const o of opened)
    byGroup.set(o.schedule.companyId, [...(byGroup.get(o.schedule.companyId) ?? []), o])
  const recipients = await repo.listOpeningRecipientsOf(tx, [...byGroup.keys()])
  const pairs = recipients.flatMap((member) =>
    byGroup
      .get(member.companyId)!
      .filter((o) => !told.has(`${o.bid.id}:${member.companyPlayerId}`))
      .map((o) => ({ member, o })),
  )
  const items = pairs.map(({ member, o }) => {
    const { schedule, bid, game: scheduled } = o
    const game = {
      groupName: schedule.groupName,
      bidNumber: bid.number,
      dayOfMatch: bid.dayOfMatch,
      location: locationOf(schedule),
      severalOpen: o.severalOpen,
    }
    const { token, hash } = newOpaqueToken()
    // bidOpened's email, its rows written for many groups at once (repo.enqueueEmailsWithLinks).
    const email = bidOpened.email!
    const opened = { companyId: schedule.companyId, bidDayId: bid.id, game, publicUrl }
    const recipient = { ...member, links: { ...reminderLinks(publicUrl, token), token } }
    const content = email.texts(opened, recipient)
    return {
      whatsappKey: notices.whatsappKeyOf(bidOpened, opened),
      email: {
        dedupeKey: email.key(opened, recipient),
        toAddress: member.email,
        companyId: schedule.companyId,
        subject: content.subject,
        textBody: content.text,
        htmlBody: content.html,
        headers: email.headers!(opened, recipient),
      },
      link: {
        tokenHash: hash,
        companyId: schedule.companyId,
        bidDayId: bid.id,
        companyPlayerId: member.companyPlayerId,
        expiresAt: scheduled.gameAt,
      },
    }
  })
  return repo.enqueueEmailsWithLinks(tx, items)
}

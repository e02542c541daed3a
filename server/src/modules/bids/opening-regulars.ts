import { losesGuarantee } from '@bidfut/domain/rules/furoes'
import type { Tx } from '../../db/client.ts'
import { newOpaqueToken } from '../../lib/tokens.ts'
import { recordSystemActivity } from '../activity/activity.ts'
import { kickOffOf } from '../notices/game-time.ts'
import { autoConfirmed } from '../notices/kinds/auto-confirmed.ts'
import { guaranteeLost } from '../notices/kinds/guarantee-lost.ts'
import { reminderLinks } from '../notices/kinds/reminder.ts'
import type { Notices } from '../notices/notices.ts'
import { findBidGame } from '../notices/notices.repo.ts'
import { insertReminderLink } from '../reminders/reminders.repo.ts'
import { ruleAbsencesOf } from './furoes.repo.ts'
import { enrolRegularsOf } from './new-bids.repo.ts'
import * as repo from './opening-regulars.repo.ts'

type BidKey = { companyId: number; bidDayId: number }

/**
 * What the opening did to the regulars: whom it confirmed, as '{bid}:{member}' (the opening email
 * leaves them out of that BID's), and how many notices it queued.
 */
export type RegularsOpened = { autoConfirmed: Set<string>; queued: number }

/**
 * A BID opens, by hand or by the Agenda (ADR 036): the group's regulars join it as 'Pendente'.
 * Then, where the group has them on (ADR 060), the furões' rule takes the window's guarantee
 * from each mensalista with too many unannounced absences, told why, and 'Confirmar mensalistas
 * automaticamente' confirms the others within the BID's places, told with the one-tap 'Não vou'.
 * It runs in the transaction that inserted the BIDs, and a BID is inserted once (the date's
 * claim, the one-open-BID-per-date index, ADR 059); the BID's `regulars_enrolled_at` stamp makes it once per BID
 * even if it ran again. A group with neither setting pays two small statements.
 */
export async function openForRegulars(
  tx: Tx,
  notices: Notices,
  bids: BidKey[],
  now: Date,
  publicUrl: string,
): Promise<RegularsOpened> {
  const result: RegularsOpened = { autoConfirmed: new Set(), queued: 0 }
  const opening = await repo.claimRegularsOpening(tx, bids, now)
  if (opening.length === 0) return result
  await enrolRegularsOf(tx, opening)
  const rules = await repo.findOpeningRules(tx, opening, now)
  if (rules.length === 0) return result

  // The rule takes a guarantee only where there is one: a window holding places, or the
  // automatic confirmation.
  const ruled = rules.filter((r) => r.absences !== null && (r.windowOpen || r.autoConfirm))
  const bidOf = new Map(ruled.map((r) => [r.companyId, r]))
  const counted = await ruleAbsencesOf(
    tx,
    ruled.map((r) => r.companyId),
    now,
  )
  const numbersOf = new Map(counted.map((c) => [`${c.companyId}:${c.companyPlayerId}`, c]))
  const losing = counted.flatMap((c) => {
    const rule = bidOf.get(c.companyId)!
    const { absences, weeks } = rule
    return absences !== null && weeks !== null && losesGuarantee(c.bidNumbers, { absences, weeks })
      ? [{ companyId: c.companyId, bidDayId: rule.bidDayId, companyPlayerId: c.companyPlayerId }]
      : []
  })
  const lost = await repo.markGuaranteeLost(tx, losing)
  const confirmed = await repo.autoConfirmRegulars(
    tx,
    rules.filter((r) => r.autoConfirm),
    now,
  )

  const games = new Map<number, NonNullable<Awaited<ReturnType<typeof findBidGame>>>>()
  const gameOf = async (bid: BidKey) => {
    if (!games.has(bid.bidDayId)) games.set(bid.bidDayId, (await findBidGame(tx, bid))!)
    return games.get(bid.bidDayId)!
  }
  for (const person of await repo.findRegularsToTell(tx, lost)) {
    const rule = bidOf.get(person.companyId)!
    const { bidNumbers } = numbersOf.get(`${person.companyId}:${person.companyPlayerId}`)!
    const occurrence = {
      ...person,
      game: await gameOf(person),
      publicUrl,
      bidNumbers,
      weeks: rule.weeks!,
    }
    const told = await notices.send(tx, guaranteeLost, occurrence, [
      { email: person.email, companyId: person.companyId, fullName: person.fullName },
    ])
    result.queued += told.email + told.push + told.whatsapp
  }
  for (const person of await repo.findRegularsToTell(tx, confirmed)) {
    result.autoConfirmed.add(`${person.bidDayId}:${person.companyPlayerId}`)
    const game = await gameOf(person)
    const { token, hash } = newOpaqueToken()
    const links = { ...reminderLinks(publicUrl, token), token }
    // By WhatsApp to whoever chose it for this kind; by email to the others who keep reminders.
    const emailed =
      person.email && person.reminderEmails ? [{ ...person, email: person.email }] : []
    const told = await notices.send(
      tx,
      autoConfirmed,
      { ...person, game, publicUrl, links },
      emailed,
    )
    result.queued += told.email + told.whatsapp
    if (told.email === 0) continue
    await insertReminderLink(tx, {
      tokenHash: hash,
      companyId: person.companyId,
      bidDayId: person.bidDayId,
      companyPlayerId: person.companyPlayerId,
      expiresAt: kickOffOf(game),
    })
  }

  // What the Bidfut did, in the log (ADR 054): each guarantee taken, and each BID's confirmations.
  const perBid = new Map<number, BidKey & { count: number }>()
  for (const c of confirmed) {
    const bid = perBid.get(c.bidDayId) ?? { ...c, count: 0 }
    perBid.set(c.bidDayId, { ...bid, count: bid.count + 1 })
  }
  await recordSystemActivity(tx, [
    ...lost.map((l) => ({
      companyId: l.companyId,
      kind: 'bid.guarantee_lost' as const,
      bidDayId: l.bidDayId,
      subjectCompanyPlayerId: l.companyPlayerId,
      details: {
        bidNumbers: numbersOf.get(`${l.companyId}:${l.companyPlayerId}`)!.bidNumbers,
        weeks: bidOf.get(l.companyId)!.weeks,
      },
    })),
    ...[...perBid.values()].map((b) => ({
      companyId: b.companyId,
      kind: 'bid.auto_confirmed' as const,
      bidDayId: b.bidDayId,
      details: { count: b.count },
    })),
  ])
  return result
}

import { eq, or, sql } from 'drizzle-orm'
import { chargeEvents, charges, checkInExemptions } from '../../db/schema/finance.ts'
import { pixPayments } from '../../db/schema/pix.ts'
import { companies } from '../../db/schema/groups.ts'
import { EX_PLAYER, inMemberships, type PersonalTable } from './person.ts'

/**
 * The LGPD map's entries for the money (ADR 038): the person's charges stay in the group's cash
 * book under 'Ex-jogador #…', so the treasurer's totals and what is still owed do not change.
 */
export const MONEY_DATA: Record<string, PersonalTable> = {
  charges: {
    export: (tx, p) =>
      tx
        .select({
          group: companies.name,
          description: charges.description,
          amountCents: charges.amountCents,
          dueDate: charges.dueDate,
          status: charges.status,
          paidMethod: charges.paidMethod,
          paidAt: charges.paidAt,
          reportedAt: charges.reportedAt,
          waivedReason: charges.waivedReason,
          lastRemindedAt: charges.lastRemindedAt,
          createdAt: charges.createdAt,
        })
        .from(charges)
        .innerJoin(companies, eq(companies.id, charges.companyId))
        .where(inMemberships(charges.companyPlayerId, p))
        .orderBy(charges.dueDate),
    erase: async () => 'kept for the group’s cash book; the name on them is erased',
  },
  charge_events: {
    // The history of the person's charges, and the changes they made to anyone's.
    export: (tx, p) =>
      tx
        .select({
          chargeId: chargeEvents.chargeId,
          action: chargeEvents.action,
          note: chargeEvents.note,
          byMe: sql<boolean>`coalesce(${inMemberships(chargeEvents.actorCompanyPlayerId, p)}, false)`,
          createdAt: chargeEvents.createdAt,
        })
        .from(chargeEvents)
        .innerJoin(charges, eq(charges.id, chargeEvents.chargeId))
        .where(
          or(
            inMemberships(charges.companyPlayerId, p),
            inMemberships(chargeEvents.actorCompanyPlayerId, p),
          ),
        )
        .orderBy(chargeEvents.id),
    // The name copied when it happened becomes 'Ex-jogador #…'; the history stays.
    erase: (tx, p) =>
      tx
        .update(chargeEvents)
        .set({ actorName: sql`${EX_PLAYER} || ${chargeEvents.actorCompanyPlayerId}` })
        .where(inMemberships(chargeEvents.actorCompanyPlayerId, p)),
  },
  // Charges paid by the bank (ADR 052): each Pix the PSP confirmed for the person's charges.
  pix_payments: {
    export: (tx, p) =>
      tx
        .select({
          chargeId: pixPayments.chargeId,
          endToEndId: pixPayments.endToEndId,
          amountCents: pixPayments.amountCents,
          paidAt: pixPayments.paidAt,
          outcome: pixPayments.outcome,
        })
        .from(pixPayments)
        .innerJoin(charges, eq(charges.id, pixPayments.chargeId))
        .where(inMemberships(charges.companyPlayerId, p))
        .orderBy(pixPayments.paidAt),
    erase: async () => 'kept with the charges they paid, for the group’s cash book',
  },
  // 'Quem deve não confirma' (ADR 056): where an organiser freed the person from the block.
  check_in_exemptions: {
    export: (tx, p) =>
      tx
        .select({ group: companies.name, since: checkInExemptions.createdAt })
        .from(checkInExemptions)
        .innerJoin(companies, eq(companies.id, checkInExemptions.companyId))
        .where(inMemberships(checkInExemptions.companyPlayerId, p))
        .orderBy(checkInExemptions.createdAt),
    erase: (tx, p) =>
      tx.delete(checkInExemptions).where(inMemberships(checkInExemptions.companyPlayerId, p)),
  },
  pix_cobs: {
    notPersonal: 'the Pix codes the group’s PSP made for its charges; the charge is in charges',
  },
  psp_connections: {
    notPersonal: 'the group’s PSP address and its sealed credentials: the group’s, never exported',
  },
  pix_events: { notPersonal: 'the PSP’s notices (a txid), deleted a week after they were worked' },
}

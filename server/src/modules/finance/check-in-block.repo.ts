import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { charges, checkInExemptions, financeSettings } from '../../db/schema/finance.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { UNPAID } from './finance.repo.ts'

type Conn = Db | Tx

/**
 * What 'Quem deve não confirma' needs about one member (ADR 056): the group's days (null: the
 * rule is off, or the group has no finance settings), its zone, whether they are a goalkeeper, a
 * guest (added by name, never joined, no email: as the register files them) or exempt.
 */
export async function findBlockFacts(db: Conn, companyId: number, companyPlayerId: number) {
  const [row] = await db
    .select({
      blockOverdueDays: financeSettings.blockOverdueDays,
      timeZone: companies.timeZone,
      goalkeeper: sql<boolean>`${companyPlayers.typePlayer} = 'goalkeeper'`,
      guest: sql<boolean>`${companyPlayers.addedByName} and ${companyPlayers.joinedAt} is null and ${companyPlayers.email} is null`,
      exempt: sql<boolean>`exists (select 1 from ${checkInExemptions} x
        where x.company_id = ${companyPlayers.companyId} and x.company_player_id = ${companyPlayers.id})`,
    })
    .from(companyPlayers)
    .innerJoin(companies, eq(companies.id, companyPlayers.companyId))
    .leftJoin(financeSettings, eq(financeSettings.companyId, companyPlayers.companyId))
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, companyPlayerId)))
  return row
}

/** The member's unpaid charges due before `today`: the ones the rule may count. */
export async function listOverdue(
  db: Conn,
  where: { companyId: number; companyPlayerId: number; today: string },
) {
  return db
    .select({
      id: charges.id,
      description: charges.description,
      amountCents: charges.amountCents,
      paidCents: charges.paidCents,
      dueDate: charges.dueDate,
      status: charges.status,
    })
    .from(charges)
    .where(
      and(
        eq(charges.companyId, where.companyId),
        eq(charges.companyPlayerId, where.companyPlayerId),
        inArray(charges.status, UNPAID),
        lt(charges.dueDate, where.today),
      ),
    )
    .orderBy(asc(charges.dueDate), asc(charges.id))
}

export async function addExemption(tx: Tx, companyId: number, companyPlayerId: number) {
  await tx.insert(checkInExemptions).values({ companyId, companyPlayerId }).onConflictDoNothing()
}

export async function removeExemption(tx: Tx, companyId: number, companyPlayerId: number) {
  await tx
    .delete(checkInExemptions)
    .where(
      and(
        eq(checkInExemptions.companyId, companyId),
        eq(checkInExemptions.companyPlayerId, companyPlayerId),
      ),
    )
}

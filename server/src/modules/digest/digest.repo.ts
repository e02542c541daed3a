import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm'
import { settingsRoles } from '@bidfut/domain/contracts/enums'
import type { Db, Tx } from '../../db/client.ts'
import { liveWithEmail } from '../../db/joins.ts'
import { charges } from '../../db/schema/finance.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { digestWeeks } from '../../db/schema/season.ts'
import { UNPAID } from '../finance/finance.repo.ts'

type Conn = Db | Tx

// The organisers' weekly digest (ADR 061): which groups are due, the week each claims, and what
// the digest says beyond the screens' own functions (who owes, who joined).

export type DueGroup = { companyId: number; groupName: string; timeZone: string; week: string }

/** The hour of Monday, in the group's time zone, from which its digest is due. */
export const DIGEST_HOUR = 9

/**
 * The groups whose Monday 09:00 has come this week (their own time zone) and whose digest of the
 * week no instance has claimed yet, closing groups left out. On other days nothing is due.
 */
export async function findDueGroups(db: Conn, now: Date, limit: number): Promise<DueGroup[]> {
  const local = sql`(${now.toISOString()}::timestamptz at time zone c.time_zone)`
  const week = sql`date_trunc('week', ${local})::date`
  const { rows } = (await db.execute(sql`
    select c.id as "companyId", c.name as "groupName", c.time_zone as "timeZone",
      ${week}::text as week
    from companies c
    where extract(isodow from ${local}) = 1 and extract(hour from ${local}) >= ${DIGEST_HOUR}
      and not exists (select 1 from digest_weeks d where d.company_id = c.id and d.week = ${week})
      and not exists (select 1 from group_closures g where g.company_id = c.id)
    order by c.id
    limit ${limit}`)) as { rows: DueGroup[] }
  return rows
}

/** Claims the group's week: true for the one transaction that inserts it, whatever the instances. */
export async function claimWeek(tx: Tx, companyId: number, week: string): Promise<boolean> {
  const rows = await tx
    .insert(digestWeeks)
    .values({ companyId, week })
    .onConflictDoNothing()
    .returning({ companyId: digestWeeks.companyId })
  return rows.length > 0
}

/** The administrators and managers who kept 'Resumo semanal por email' on. */
export async function listOrganisers(db: Conn, companyId: number) {
  const rows = await db
    .select({
      companyPlayerId: companyPlayers.id,
      companyId: companyPlayers.companyId,
      fullName: companyPlayers.fullName,
      email: companyPlayers.email,
    })
    .from(companyPlayers)
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        inArray(companyPlayers.role, [...settingsRoles]),
        liveWithEmail(),
        eq(companyPlayers.digestEmails, true),
      ),
    )
    .orderBy(asc(companyPlayers.id))
  return rows.map((row) => ({ ...row, email: row.email! }))
}

/** Who owes: each member's unpaid charges due before `today`, what is left of them, most first. */
export async function listOwing(db: Conn, companyId: number, today: string) {
  return db
    .select({
      fullName: companyPlayers.fullName,
      nickname: companyPlayers.nickname,
      cents: sql<number>`sum(${charges.amountCents} - ${charges.paidCents})::int`,
      charges: sql<number>`count(*)::int`,
    })
    .from(charges)
    .innerJoin(
      companyPlayers,
      and(
        eq(companyPlayers.companyId, charges.companyId),
        eq(companyPlayers.id, charges.companyPlayerId),
      ),
    )
    .where(
      and(
        eq(charges.companyId, companyId),
        inArray(charges.status, [...UNPAID]),
        sql`${charges.dueDate} < ${today}`,
      ),
    )
    .groupBy(companyPlayers.id, companyPlayers.fullName, companyPlayers.nickname)
    .orderBy(sql`3 desc`, asc(companyPlayers.fullName))
}

/** The live members who joined (or were added) since `since`, guests typed on a BID aside. */
export async function listNewMembers(db: Conn, companyId: number, since: Date) {
  return db
    .select({ fullName: companyPlayers.fullName, nickname: companyPlayers.nickname })
    .from(companyPlayers)
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        eq(companyPlayers.status, 1),
        isNull(companyPlayers.deletedAt),
        eq(companyPlayers.addedByName, false),
        gte(sql`coalesce(${companyPlayers.joinedAt}, ${companyPlayers.createdAt})`, since),
      ),
    )
    .orderBy(asc(companyPlayers.fullName))
}

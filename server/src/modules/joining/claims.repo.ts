import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers, membershipClaims } from '../../db/schema/memberships.ts'

type Conn = Db | Tx

export type Claim = typeof membershipClaims.$inferSelect

export async function insertClaim(db: Conn, values: typeof membershipClaims.$inferInsert) {
  const [row] = await db.insert(membershipClaims).values(values).returning()
  return row!
}

/** The claim waiting or confirmed on a membership: at most one (a unique index says so). */
export async function findLiveClaim(db: Conn, companyPlayerId: number) {
  const rows = await db
    .select()
    .from(membershipClaims)
    .where(
      and(
        eq(membershipClaims.companyPlayerId, companyPlayerId),
        inArray(membershipClaims.status, ['pending', 'confirmed']),
      ),
    )
    .limit(1)
  return rows[0]
}

const claimView = {
  claim: membershipClaims,
  nickname: sql<string>`coalesce(${companyPlayers.nickname}, ${companyPlayers.fullName})`,
  groupName: companies.name,
}

function claimsWithNames(db: Conn) {
  return db
    .select(claimView)
    .from(membershipClaims)
    .innerJoin(
      companyPlayers,
      and(
        eq(companyPlayers.companyId, membershipClaims.companyId),
        eq(companyPlayers.id, membershipClaims.companyPlayerId),
      ),
    )
    .innerJoin(companies, eq(companies.id, membershipClaims.companyId))
}

export type ClaimWithNames = Awaited<ReturnType<typeof findClaimByToken>>

/** The claim a claimant's browser holds the token of. */
export async function findClaimByToken(db: Conn, tokenHash: string) {
  const rows = await claimsWithNames(db).where(eq(membershipClaims.claimTokenHash, tokenHash))
  return rows[0]
}

/** The claim the email to the membership's address confirms. */
export async function findClaimByEmailToken(db: Conn, tokenHash: string) {
  const rows = await claimsWithNames(db).where(eq(membershipClaims.emailTokenHash, tokenHash))
  return rows[0]
}

/** One claim of the organiser's group, locked until the transaction ends. */
export async function lockGroupClaim(tx: Tx, companyId: number, id: number) {
  const rows = await tx
    .select()
    .from(membershipClaims)
    .where(and(eq(membershipClaims.companyId, companyId), eq(membershipClaims.id, id)))
    .for('update')
  return rows[0]
}

/** The group's claims waiting, and those confirmed in the last 30 days (they can be undone). */
export async function listGroupClaims(db: Conn, companyId: number) {
  return claimsWithNames(db)
    .where(
      and(
        eq(membershipClaims.companyId, companyId),
        or(
          eq(membershipClaims.status, 'pending'),
          and(
            eq(membershipClaims.status, 'confirmed'),
            gt(membershipClaims.decidedAt, sql`now() - interval '30 days'`),
          ),
        ),
      ),
    )
    .orderBy(desc(membershipClaims.id))
}

export async function decideClaim(
  db: Conn,
  id: number,
  decision: {
    status: Claim['status']
    decidedByCompanyPlayerId?: number | null
    typedFields?: Record<string, unknown>
  },
) {
  await db
    .update(membershipClaims)
    .set({ ...decision, decidedAt: sql`now()` })
    .where(eq(membershipClaims.id, id))
}

/** The claimant's browser signs in with its token once: of two taps, one gets the row. */
export async function spendClaimToken(db: Conn, id: number) {
  const rows = await db
    .update(membershipClaims)
    .set({ claimTokenUsedAt: sql`now()` })
    .where(and(eq(membershipClaims.id, id), isNull(membershipClaims.claimTokenUsedAt)))
    .returning({ id: membershipClaims.id })
  return rows.length === 1
}

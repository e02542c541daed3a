import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers, signupRequests } from '../../db/schema/memberships.ts'

type Conn = Db | Tx

export async function insertSignupRequest(db: Conn, values: typeof signupRequests.$inferInsert) {
  const [row] = await db.insert(signupRequests).values(values).returning({ id: signupRequests.id })
  return row!
}

const open = (tokenHash: string) =>
  and(eq(signupRequests.tokenHash, tokenHash), gt(signupRequests.expiresAt, sql`now()`))

/** What the confirmation page shows: the sign-up and the group it founds or joins. */
export async function findOpenSignup(db: Conn, tokenHash: string) {
  const rows = await db
    .select({
      fullName: signupRequests.fullName,
      email: signupRequests.email,
      newGroupName: signupRequests.groupName,
      joinedGroupName: companies.name,
      activatedRole: companyPlayers.role,
    })
    .from(signupRequests)
    .leftJoin(companies, eq(companies.id, signupRequests.companyId))
    .leftJoin(companyPlayers, eq(companyPlayers.id, signupRequests.companyPlayerId))
    .where(open(tokenHash))
    .limit(1)
  return rows[0]
}

/** Takes it in one statement: of two simultaneous taps only one gets the row back. */
export async function takeSignup(tx: Tx, tokenHash: string) {
  const rows = await tx.delete(signupRequests).where(open(tokenHash)).returning()
  return rows[0]
}

/** Expired sign-ups are dropped with their password hash. */
export async function deleteExpiredSignups(db: Db, now: Date) {
  const rows = await db
    .delete(signupRequests)
    .where(lt(signupRequests.expiresAt, now))
    .returning({ id: signupRequests.id })
  return rows.length
}

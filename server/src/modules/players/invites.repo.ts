import { eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { companies } from '../../db/schema/groups.ts'

type Conn = Db | Tx

/** The group's invite token (null for a group that never had one); undefined: no such group. */
export async function findInviteToken(db: Conn, companyId: number) {
  const rows = await db
    .select({ inviteToken: companies.inviteToken })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1)
  return rows[0]
}

export async function replaceInviteToken(db: Conn, companyId: number, token: string) {
  await db.update(companies).set({ inviteToken: token }).where(eq(companies.id, companyId))
}

import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { companies } from '../../db/schema.ts'

type Conn = Db | Tx

/** The group's invite token, set to `candidate` only if it has none (race-free). */
export async function ensureInviteToken(db: Conn, companyId: number, candidate: string) {
  const [row] = await db
    .update(companies)
    .set({ inviteToken: sql`coalesce(${companies.inviteToken}, ${candidate})` })
    .where(eq(companies.id, companyId))
    .returning({ inviteToken: companies.inviteToken })
  return row?.inviteToken ?? null
}

export async function replaceInviteToken(db: Conn, companyId: number, token: string) {
  await db.update(companies).set({ inviteToken: token }).where(eq(companies.id, companyId))
}

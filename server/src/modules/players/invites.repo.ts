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

export async function findGroupByInviteToken(db: Conn, token: string) {
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.inviteToken, token))
    .limit(1)
  return rows[0]
}

/** A group's name and current invite token, for the link an email carries to it. */
export async function findGroupInvite(db: Conn, companyId: number) {
  const rows = await db
    .select({ name: companies.name, inviteToken: companies.inviteToken })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1)
  return rows[0]
}

import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { players, trustedDevices } from '../../db/schema/accounts.ts'

type Conn = Db | Tx

/** The trust this browser token holds for the account of this email, if used since `since`. */
export async function findTrustedDeviceId(
  db: Conn,
  tokenHash: string,
  email: string,
  since: Date,
): Promise<number | undefined> {
  const rows = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .innerJoin(players, eq(players.id, trustedDevices.playerId))
    .where(
      and(
        eq(trustedDevices.tokenHash, tokenHash),
        sql`lower(${players.email}) = lower(${email})`,
        gt(trustedDevices.lastUsedAt, since),
      ),
    )
    .limit(1)
  return rows[0]?.id
}

/** Moves every trust the browser's old token held (any account) to its new token. */
export async function rekeyDevice(db: Conn, fromHash: string, toHash: string) {
  await db
    .update(trustedDevices)
    .set({ tokenHash: toHash })
    .where(eq(trustedDevices.tokenHash, fromHash))
}

export async function upsertTrustedDevice(db: Conn, tokenHash: string, playerId: number, at: Date) {
  await db
    .insert(trustedDevices)
    .values({ tokenHash, playerId, lastUsedAt: at, createdAt: at })
    .onConflictDoUpdate({
      target: [trustedDevices.tokenHash, trustedDevices.playerId],
      set: { lastUsedAt: at },
    })
}

/** The account trusts none of its devices any more (their failures go with them). */
export async function deleteAccountDevices(db: Conn, playerId: number) {
  await db.delete(trustedDevices).where(eq(trustedDevices.playerId, playerId))
}

export async function deleteDevicesUnusedSince(db: Conn, before: Date): Promise<number> {
  const rows = await db
    .delete(trustedDevices)
    .where(lt(trustedDevices.lastUsedAt, before))
    .returning({ id: trustedDevices.id })
  return rows.length
}

import { and, eq, isNull, lt, ne } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { accountSessions } from '../../db/schema.ts'

type Conn = Db | Tx

/** An account-only session (ADR 042): its id is the access token's `sid`. */
export async function insertAccountSession(
  db: Conn,
  row: { id: string; playerId: number; expiresAt: Date },
) {
  await db.insert(accountSessions).values(row)
}

/** Logout or a move into a group: that session ends. */
export async function revokeAccountSession(db: Conn, id: string) {
  await db
    .update(accountSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(accountSessions.id, id), isNull(accountSessions.revokedAt)))
}

/** A password change or reset ends the account's sessions, but the one kept if any. */
export async function revokeAccountSessionsOf(
  db: Conn,
  playerId: number,
  keep?: { sessionId: string },
) {
  await db
    .update(accountSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accountSessions.playerId, playerId),
        isNull(accountSessions.revokedAt),
        keep ? ne(accountSessions.id, keep.sessionId) : undefined,
      ),
    )
}

/** Sessions that ended before `before`: nothing reads them any more. */
export async function deleteAccountSessionsBefore(db: Conn, before: Date): Promise<number> {
  const rows = await db
    .delete(accountSessions)
    .where(lt(accountSessions.expiresAt, before))
    .returning({ id: accountSessions.id })
  return rows.length
}

import { eq, isNotNull } from 'drizzle-orm'
import { union } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../db/client.ts'
import { companyPlayers, players } from '../../db/schema.ts'

type Conn = Db | Tx

/**
 * The person's photo URL, with their account row locked until the transaction ends: uploads
 * and removals of one person take turns, so each sees (and deletes) the file the last one set.
 */
export async function lockPhotoUrlOf(tx: Tx, playerId: number) {
  const rows = await tx
    .select({ photoUrl: players.photoUrl })
    .from(players)
    .where(eq(players.id, playerId))
    .for('update')
  return rows[0]
}

/** Every uploaded photo some row shows: accounts and memberships, of every group. */
export async function referencedPhotoUrls(db: Conn): Promise<Set<string>> {
  const rows = await union(
    db.select({ url: players.photoUrl }).from(players).where(isNotNull(players.photoUrl)),
    db
      .select({ url: companyPlayers.photoUrl })
      .from(companyPlayers)
      .where(isNotNull(companyPlayers.photoUrl)),
  )
  return new Set(rows.flatMap((row) => (row.url ? [row.url] : [])))
}

import { and, eq, isNull } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { companies, companyPlayers, players } from '../../db/schema.ts'

type Conn = Db | Tx

/**
 * The membership an activation link was issued for, with its person. The link itself is the
 * scope here (no one is signed in), so the query goes by the membership the token names.
 */
export async function findActivationTarget(db: Conn, companyPlayerId: number) {
  const rows = await db
    .select({
      companyPlayerId: companyPlayers.id,
      companyId: companyPlayers.companyId,
      groupName: companies.name,
      playerId: players.id,
      fullName: players.fullName,
      email: players.email,
      birthDate: players.birthDate,
      phone: players.phone,
      favoriteTeam: players.favoriteTeam,
      photoUrl: players.photoUrl,
      activatedAt: players.activatedAt,
      nickname: companyPlayers.nickname,
      playerPosition: companyPlayers.playerPosition,
    })
    .from(companyPlayers)
    .innerJoin(players, eq(players.id, companyPlayers.playerId))
    .innerJoin(companies, eq(companies.id, companyPlayers.companyId))
    .where(and(eq(companyPlayers.id, companyPlayerId), isNull(companyPlayers.deletedAt)))
    .limit(1)
  return rows[0]
}

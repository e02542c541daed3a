import { and, eq, isNull } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'

type Conn = Db | Tx

/**
 * The pending membership an activation link was issued for. The link itself is the scope here
 * (no one is signed in), so the query goes by the membership the token names.
 */
export async function findActivationTarget(db: Conn, companyPlayerId: number) {
  const rows = await db
    .select({
      companyPlayerId: companyPlayers.id,
      companyId: companyPlayers.companyId,
      groupName: companies.name,
      fullName: companyPlayers.fullName,
      email: companyPlayers.email,
      birthDate: companyPlayers.birthDate,
      phone: companyPlayers.phone,
      favoriteTeam: companyPlayers.favoriteTeam,
      photoUrl: companyPlayers.photoUrl,
      nickname: companyPlayers.nickname,
      playerPosition: companyPlayers.playerPosition,
    })
    .from(companyPlayers)
    .innerJoin(companies, eq(companies.id, companyPlayers.companyId))
    .where(
      and(
        eq(companyPlayers.id, companyPlayerId),
        isNull(companyPlayers.deletedAt),
        isNull(companyPlayers.playerId),
      ),
    )
    .limit(1)
  return rows[0]
}

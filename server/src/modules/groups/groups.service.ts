import { sql } from 'drizzle-orm'
import { DEFAULT_TIME_ZONE } from '@bidfut/domain/constants'
import type { Db } from '../../db/client.ts'
import { players } from '../../db/schema.ts'
import { ConflictError } from '../../lib/errors.ts'
import { newOpaqueToken } from '../../lib/tokens.ts'
import * as repo from './groups.repo.ts'

const ACTIVATION_TTL_MS = 7 * 24 * 60 * 60 * 1000
const TRIAL_MS = 90 * 24 * 60 * 60 * 1000

/** Creates a group with its first administrator, who activates the account through a link. */
export async function createGroupWithAdmin(
  db: Db,
  input: { name: string; adminEmail: string; adminName: string; publicUrl: string },
) {
  const { token, hash } = newOpaqueToken()
  const result = await db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: players.id })
      .from(players)
      .where(sql`lower(${players.email}) = lower(${input.adminEmail})`)
    if (existing.length > 0) throw new ConflictError('Este email já está cadastrado.')
    const group = await repo.insertGroup(tx, {
      name: input.name,
      timeZone: DEFAULT_TIME_ZONE,
      trialEndsAt: new Date(Date.now() + TRIAL_MS),
    })
    const person = await repo.insertPerson(tx, {
      email: input.adminEmail.toLowerCase(),
      fullName: input.adminName,
    })
    const member = await repo.insertMembership(tx, {
      companyId: group.id,
      playerId: person.id,
      nickname: input.adminName.split(' ')[0],
      role: 'administrator',
      typePlayer: 'monthly',
    })
    await repo.insertAccountToken(tx, {
      kind: 'activation',
      tokenHash: hash,
      playerId: person.id,
      companyPlayerId: member.id,
      expiresAt: new Date(Date.now() + ACTIVATION_TTL_MS),
    })
    return { companyId: group.id, companyPlayerId: member.id }
  })
  return { ...result, activationUrl: `${input.publicUrl}/activate-user/${token}` }
}

import { DEFAULT_TIME_ZONE } from '@bidfut/domain/constants'
import { firstName } from '@bidfut/domain/rules/person-names'
import type { Db } from '../../db/client.ts'
import { newOpaqueToken } from '../../lib/tokens.ts'
import * as repo from './groups.repo.ts'

const ACTIVATION_TTL_MS = 7 * 24 * 60 * 60 * 1000
const TRIAL_MS = 90 * 24 * 60 * 60 * 1000

/**
 * Creates a group with its first administrator as a pending membership. The activation link
 * creates their account, or joins an account they already have (ADR 005).
 */
export async function createGroupWithAdmin(
  db: Db,
  input: { name: string; adminEmail: string; adminName: string; publicUrl: string },
) {
  const { token, hash } = newOpaqueToken()
  const result = await db.transaction(async (tx) => {
    const group = await repo.insertGroup(tx, {
      name: input.name,
      timeZone: DEFAULT_TIME_ZONE,
      trialEndsAt: new Date(Date.now() + TRIAL_MS),
    })
    const member = await repo.insertMembership(tx, {
      companyId: group.id,
      fullName: input.adminName,
      email: input.adminEmail.toLowerCase(),
      nickname: firstName(input.adminName),
      role: 'administrator',
      typePlayer: 'monthly',
    })
    await repo.insertAccountToken(tx, {
      kind: 'activation',
      tokenHash: hash,
      companyPlayerId: member.id,
      expiresAt: new Date(Date.now() + ACTIVATION_TTL_MS),
    })
    return { companyId: group.id, companyPlayerId: member.id }
  })
  return { ...result, activationUrl: `${input.publicUrl}/activate-user/${token}` }
}

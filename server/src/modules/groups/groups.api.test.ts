import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import { accountTokens, companyPlayers } from '../../db/schema/memberships.ts'
import { hashToken } from '../../lib/tokens.ts'
import { createGroupWithAdmin } from './groups.service.ts'

const { db } = await createTestApp()

describe('createGroupWithAdmin', () => {
  it('creates the group, its administrator and a stored one-time activation token', async () => {
    const result = await createGroupWithAdmin(db, {
      name: 'Pelada de Sábado',
      adminEmail: 'Ana@Exemplo.com',
      adminName: 'Ana Souza',
      publicUrl: 'https://bidfut.example',
    })
    expect(result.activationUrl).toMatch(/^https:\/\/bidfut\.example\/activate-user\/[\w-]{43}$/)
    const [member] = await db
      .select()
      .from(companyPlayers)
      .where(eq(companyPlayers.id, result.companyPlayerId))
    expect(member).toMatchObject({ role: 'administrator', companyId: result.companyId })
    const token = result.activationUrl.split('/').pop()!
    const [stored] = await db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(token)))
    expect(stored?.kind).toBe('activation')
    expect(stored!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000)
  })

  it('gives a second group to the same email as a separate pending membership', async () => {
    const second = await createGroupWithAdmin(db, {
      name: 'Outra',
      adminEmail: 'ana@exemplo.com',
      adminName: 'Ana',
      publicUrl: 'http://x',
    })
    const [member] = await db
      .select()
      .from(companyPlayers)
      .where(eq(companyPlayers.id, second.companyPlayerId))
    expect(member).toMatchObject({ companyId: second.companyId, playerId: null, joinedAt: null })
  })
})

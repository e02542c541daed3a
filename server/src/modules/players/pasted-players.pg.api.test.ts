import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'

const { app, db } = await createTestApp()
const group = await createGroup(db)
const admin = await signedInMember(app, db, group.id, { role: 'administrator' })
const manager = await signedInMember(app, db, group.id, { role: 'manager' })

const list = ['Zé', 'Bruno', 'Carlão', 'Rafa', 'Léo', 'Tiago'].map((fullName) => ({
  fullName,
  goalkeeper: false,
  typePlayer: 'monthly',
}))

describe('two organisers paste the same list at once', () => {
  it('adds each name once; the later paste reports them as duplicates', async () => {
    const results = await Promise.all(
      [admin, manager, admin].map((caller) =>
        app.inject({
          method: 'POST',
          url: '/v1/company-players/bulk-create',
          headers: caller.headers,
          payload: { players: list },
        }),
      ),
    )
    for (const res of results) expect(res.statusCode, res.body).toBe(200)
    const created = results.map((res) => res.json().created.length as number).sort()
    expect(created).toEqual([0, 0, 6])
    const rows = await db
      .select({ fullName: companyPlayers.fullName })
      .from(companyPlayers)
      .where(and(eq(companyPlayers.companyId, group.id), isNull(companyPlayers.deletedAt)))
    for (const { fullName } of list) {
      expect(rows.filter((row) => row.fullName === fullName)).toHaveLength(1)
    }
  })
})

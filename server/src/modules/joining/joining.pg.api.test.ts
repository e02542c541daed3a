import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSoftAuthenticator } from '../../../test/soft-authenticator.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { players } from '../../db/schema/accounts.ts'
import { membershipClaims, refreshTokens } from '../../db/schema/memberships.ts'
import { joiningKit, page, PUBLIC_URL } from './joining.test-kit.ts'

const { app, db } = await createTestApp({ PUBLIC_URL })

describe('on PostgreSQL, several instances at once', () => {
  it('six people claiming one name at the same moment: one claim waits, five are refused, no extra account', async () => {
    const kit = await joiningKit(app, db, ['Rafa'])
    const intent = { convite: kit.convite, companyPlayerId: kit.idOf('Rafa') }
    const before = (await db.select({ n: count() }).from(players))[0]!.n
    const attempts = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const phone = createSoftAuthenticator(page)
        const options = (
          await kit.post('/accounts/join/passkey-options', { intent, name: `R${i}` })
        ).json()
        return kit.post('/accounts/join/passkey', {
          intent,
          name: `R${i}`,
          passkeyName: 'Celular',
          credential: phone.register(options),
        })
      }),
    )
    const statuses = attempts.map((res) => res.statusCode).sort()
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409])
    const claims = await db
      .select()
      .from(membershipClaims)
      .where(eq(membershipClaims.companyPlayerId, kit.idOf('Rafa')))
    expect(claims).toHaveLength(1)
    expect((await db.select({ n: count() }).from(players))[0]!.n).toBe(before + 1)
  })

  it('the same passkey assertion sent twice at once signs in once', async () => {
    const kit = await joiningKit(app, db, ['Zé'])
    const { res, phone } = await kit.joinWithPasskey({ convite: kit.convite }, 'Dudu')
    expect(res.statusCode).toBe(200)
    const options = (await kit.post('/accounts/passkey-options')).json()
    const assertion = phone.assert(options)
    const before = (await db.select({ n: count() }).from(refreshTokens))[0]!.n
    const both = await Promise.all(
      [0, 1].map(() => kit.post('/accounts/passkey-sign-in', { credential: assertion })),
    )
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 401])
    expect((await db.select({ n: count() }).from(refreshTokens))[0]!.n).toBe(before + 1)
  })
})

import { describe, expect, it } from 'vitest'
import { createGroup, createMember } from '../../../test/factories.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { LOGIN_LIMITS } from './login-throttle.ts'

// Guesses at one account at the same moment, each from its own address (ADR 025).
const { app, db } = await createTestApp()
const group = await createGroup(db)

// Every guess from an address never seen before: the per-IP limit never sees a second request.
let addresses = 0
const freshAddress = () => `10.${(++addresses >> 8) & 255}.${addresses & 255}.7`

const signIn = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/accounts/login',
    remoteAddress: freshAddress(),
    payload: { email, password, keepLogged: false },
  })

describe('concurrent guesses', () => {
  it('cannot slip past the budget together', async () => {
    const { email } = await createMember(db, group.id)
    const answers = await Promise.all(
      Array.from({ length: 3 * LOGIN_LIMITS.untrustedPerAccount }, (_, i) =>
        signIn(email, `chute-${i}`),
      ),
    )
    const statuses = answers.map((res) => res.statusCode)
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.untrustedPerAccount)
    expect(statuses.filter((s) => s === 429)).toHaveLength(2 * LOGIN_LIMITS.untrustedPerAccount)
  })
})

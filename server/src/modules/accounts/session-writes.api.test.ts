import { sql } from 'drizzle-orm'
import { describe, expect, it, onTestFinished } from 'vitest'
import { bearer, createGroup, createMember, joinGroup, login } from '../../../test/factories.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { REFRESH_REUSE_GRACE_SECONDS } from './refresh-verdict.ts'
import { faultBody } from '../../../test/error-body.ts'

// A session's writes (spend the old refresh token or end the old session, store the new one)
// succeed or fail together: the database lost between them must not sign the person out.
const { app, db } = await createTestApp()
const group = await createGroup(db)
const { email, member, account } = await createMember(db, group.id)
const otherGroup = await createGroup(db, 'Pelada de Sábado')
const otherMembership = await joinGroup(db, otherGroup.id, account!)

const UNAVAILABLE = 'Serviço temporariamente indisponível. Tente de novo em instantes.'

/** Until the test ends, storing a refresh token fails the way a lost connection does (08006). */
async function refreshTokensCannotBeStored() {
  await db.execute(sql`
    create function lose_connection() returns trigger language plpgsql as $$
    begin raise exception 'connection lost' using errcode = '08006'; end $$`)
  await db.execute(sql`
    create trigger lose_connection before insert on refresh_tokens
    for each row execute function lose_connection()`)
  let dropped = false
  const restore = async () => {
    if (dropped) return
    dropped = true
    await db.execute(sql`drop trigger lose_connection on refresh_tokens`)
    await db.execute(sql`drop function lose_connection()`)
  }
  onTestFinished(restore)
  return restore
}

/** What the database's clock says about the outage: it lasted past the reuse grace. */
async function outageOutlastsTheGrace() {
  await db.execute(sql`
    update refresh_tokens
    set used_at = used_at - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS + 1})
    where used_at is not null`)
}

const refresh = (refreshToken: string, companyPlayerId = member.id) =>
  app.inject({
    method: 'POST',
    url: '/v1/accounts/refresh-token',
    payload: { refreshToken, companyPlayerId },
  })

describe('a database lost while a session is renewed', () => {
  it('leaves the presented refresh token good: the retry after the outage renews', async () => {
    const session = await login(app, email)
    const restore = await refreshTokensCannotBeStored()
    const failed = await refresh(session.refreshToken)
    expect(failed.statusCode).toBe(503)
    expect(failed.json()).toEqual(faultBody(UNAVAILABLE))
    await restore()
    await outageOutlastsTheGrace()

    const retried = await refresh(session.refreshToken)
    expect(retried.statusCode).toBe(200)
    expect((await refresh(retried.json().refreshToken)).statusCode).toBe(200)
  })

  it('keeps the current session when switching group fails', async () => {
    const session = await login(app, email)
    const restore = await refreshTokensCannotBeStored()
    const failed = await app.inject({
      method: 'POST',
      url: '/v1/accounts/switch-group',
      headers: bearer(session.accessToken),
      payload: { companyPlayerId: otherMembership.id, refreshToken: session.refreshToken },
    })
    expect(failed.statusCode).toBe(503)
    await restore()

    expect((await refresh(session.refreshToken)).statusCode).toBe(200)
  })
})

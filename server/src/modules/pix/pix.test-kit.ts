import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { FAKE_PSP, pixEnv, startFakePixPsp, type FakePixPsp } from '../../../test/fake-pix-psp.ts'
import { bearer, createGroup, createMember, type MemberOptions } from '../../../test/factories.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { charges } from '../../db/schema/finance.ts'
import { pixCobs } from '../../db/schema/pix.ts'
import { createAccessTokens } from '../../lib/access-token.ts'

export const FINANCE_SETTINGS = {
  pixKeyType: 'email',
  pixKey: 'tesouraria@pelada.example',
  receiverName: 'Tesouraria da Pelada',
  receiverCity: 'São Paulo',
  monthlyFeeCents: 8000,
  gameFeeCents: null,
  dueDay: 10,
  courtCostCents: null,
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * The app with the groups' PSPs on, against a fake API Pix whose webhooks reach the app through
 * `inject` (`app` may be another instance over the same database: the race tests' second one).
 */
export async function createPixTestApp(
  options: { app?: Awaited<ReturnType<typeof createTestApp>> } = {},
) {
  let kit = options.app
  const fake: FakePixPsp = await startFakePixPsp({
    deliver: async (url, body) => {
      const res = await kit!.app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        payload: body as object,
      })
      return res.statusCode
    },
  })
  kit ??= await createTestApp({ ...pixEnv(fake.url), PUBLIC_URL: 'https://bidfut.example' })
  const { app, db, config } = kit
  const tokens = createAccessTokens(config.jwtSecret, 15 * 60)

  async function signedIn(companyId: number, options: MemberOptions = {}) {
    const created = await createMember(db, companyId, options)
    const token = await tokens.sign({
      companyId,
      companyPlayerId: created.member.id,
      playerId: created.member.playerId!,
      role: created.member.role,
      sessionId: 'test-session',
    })
    return { ...created, headers: bearer(token) }
  }

  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url: `/v1${url}`, headers, payload })

  /** A group with Financeiro saved, its administrator, a manager and a monthly player. */
  async function world(name: string) {
    const group = await createGroup(db, name)
    const admin = await signedIn(group.id, { role: 'administrator', typePlayer: 'goalkeeper' })
    const manager = await signedIn(group.id, { role: 'manager', typePlayer: 'goalkeeper' })
    const player = await signedIn(group.id, { fullName: 'Mauro Mensal' })
    const saved = await call('PUT', '/finance/settings', admin.headers, FINANCE_SETTINGS)
    expect(saved.statusCode, saved.body).toBe(200)
    return { group, admin, manager, player }
  }

  const connect = (headers: Record<string, string>, extra: object = {}) =>
    call('PUT', '/finance/psp', headers, { provider: fake.url, ...FAKE_PSP, ...extra })

  /** The player's charge, and its cob once the job made it. */
  async function chargeOf(companyPlayerId: number) {
    const [charge] = await db
      .select()
      .from(charges)
      .where(eq(charges.companyPlayerId, companyPlayerId))
    const cobs = charge
      ? await db.select().from(pixCobs).where(eq(pixCobs.chargeId, charge.id))
      : []
    return { charge: charge!, cobs }
  }

  return { ...kit, fake, signedIn, call, world, connect, chargeOf }
}

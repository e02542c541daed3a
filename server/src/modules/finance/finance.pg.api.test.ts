import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it, onTestFinished } from 'vitest'
import { bearer, createGroup, createMember } from '../../../test/factories.ts'
import { secondInstance } from '../../../test/second-instance.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { buildApp } from '../../app.ts'
import type { Db } from '../../db/client.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { chargeEvents, charges, financeSettings } from '../../db/schema/finance.ts'
import { chargesJob } from '../../jobs/jobs.ts'
import { createJobRuntime } from '../../jobs/runtime.ts'
import { createAccessTokens } from '../../lib/access-token.ts'

const chargesOn = (instance: Db) => createJobRuntime({ charges: chargesJob({ db: instance }) })

const { app, db, config } = await createTestApp()
const tokens = createAccessTokens(config.jwtSecret, 15 * 60)

async function chargingGroup(name: string, monthly: number, avulsos: number) {
  const group = await createGroup(db, name)
  await db.insert(financeSettings).values({
    companyId: group.id,
    pixKeyType: 'random',
    pixKey: '123e4567-e12b-12d1-a456-426655440000',
    receiverName: 'Tesouraria',
    receiverCity: 'Recife',
    monthlyFeeCents: 8000,
    gameFeeCents: 2000,
    createdAt: new Date('2026-01-01T00:00:00Z'),
  })
  const [bid] = await db
    .insert(bidDays)
    .values({
      companyId: group.id,
      number: 1,
      dayOfMatch: '2026-11-28T20:00:00',
      status: 'finished',
      closedAt: new Date('2026-11-28T23:30:00Z'),
    })
    .returning()
  for (let i = 0; i < monthly; i++)
    await createMember(db, group.id, { email: null, activated: false })
  for (let i = 0; i < avulsos; i++) {
    const { member } = await createMember(db, group.id, {
      typePlayer: 'sporadic',
      email: null,
      activated: false,
    })
    await db.insert(bidPlayers).values({
      companyId: group.id,
      bidDayId: bid!.id,
      companyPlayerId: member.id,
      typePlayer: 'sporadic',
      status: 'confirmed',
    })
  }
  return group
}

describe('charges on several instances at once', () => {
  it('are made exactly once, with one history line each', async () => {
    const groups = [
      await chargingGroup('Pelada Norte', 10, 4),
      await chargingGroup('Pelada Sul', 10, 4),
    ]
    const other = await secondInstance(db)
    const a = chargesOn(db)
    const b = chargesOn(other.db)
    const firstOfDecember = new Date('2026-12-01T03:05:00Z')
    const made = await Promise.all([
      a.run('charges', firstOfDecember),
      b.run('charges', firstOfDecember),
      a.run('charges', firstOfDecember),
      b.run('charges', firstOfDecember),
    ])
    // 10 monthly and 4 game charges per group, however the four runs interleaved.
    expect(made.reduce((sum, run) => sum + run.made, 0)).toBe(28)
    const ids = groups.map((group) => group.id)
    const rows = await db.select().from(charges).where(inArray(charges.companyId, ids))
    expect(rows).toHaveLength(28)
    expect(rows.filter((row) => row.kind === 'monthly')).toHaveLength(20)
    const events = await db.select().from(chargeEvents).where(inArray(chargeEvents.companyId, ids))
    expect(events).toHaveLength(28)
  })

  it('two organisers confirming the same payment end with one confirmation', async () => {
    const group = await chargingGroup('Pelada da Confirmação', 1, 0)
    await chargesOn(db).run('charges', new Date('2026-12-01T12:00:00Z'))
    const [charge] = await db.select().from(charges).where(eq(charges.companyId, group.id))
    const headersOf = async () => {
      const { member } = await createMember(db, group.id, { role: 'manager' })
      const token = await tokens.sign({
        companyId: group.id,
        companyPlayerId: member.id,
        playerId: member.playerId!,
        role: 'manager',
        sessionId: 'test-session',
      })
      return bearer(token)
    }
    const otherApp = await buildApp({ config, database: await secondInstance(db) })
    onTestFinished(() => otherApp.close())
    const confirm = async (instance: typeof app, method: string) =>
      instance.inject({
        method: 'POST',
        url: `/v1/finance/charges/${charge!.id}/confirm`,
        headers: await headersOf(),
        payload: { method },
      })
    const results = await Promise.all([confirm(app, 'pix'), confirm(otherApp, 'cash')])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const refused = results.find((r) => r.statusCode === 409)!
    expect(refused.json().message).toBe('Este pagamento já foi confirmado.')
    const confirmations = await db
      .select()
      .from(chargeEvents)
      .where(eq(chargeEvents.chargeId, charge!.id))
    expect(confirmations.filter((e) => e.action === 'confirmed')).toHaveLength(1)
  })
})

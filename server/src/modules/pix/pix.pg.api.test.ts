import { and, eq, like } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { secondInstance } from '../../../test/second-instance.ts'
import type { Db } from '../../db/client.ts'
import { activityLog } from '../../db/schema/activity.ts'
import { chargeEvents, charges } from '../../db/schema/finance.ts'
import { pixCobs, pixPayments, pspConnections } from '../../db/schema/pix.ts'
import { pixCobsJob, pixEventsJob, pixReconcileJob } from '../../jobs/pix-jobs.ts'
import { createJobRuntime } from '../../jobs/runtime.ts'
import { createPixAccounts } from './pix-accounts.ts'
import { settleTxid } from './pix-settle.ts'
import { createPixTestApp } from './pix.test-kit.ts'

// Charges paid by the bank on several instances (ADR 052): each Pix counts once, by the primary
// key of its endToEndId, whichever instance and whichever path (webhook or reconciliation) reads it.
const kit = await createPixTestApp()
const { app, db, config, fake, world, connect, chargeOf } = kit
afterAll(() => fake.close())

/** Another server instance: its own pool and its own PSP clients (and token cache). */
async function instance(database: Db) {
  const accounts = createPixAccounts({ config: config.pix, publicUrl: config.publicUrl })
  const jobs = createJobRuntime({
    'pix-cobs': pixCobsJob({ db: database, accounts }),
    'pix-events': pixEventsJob({ db: database, accounts }),
    'pix-reconcile': pixReconcileJob({ db: database, accounts }),
  })
  /** The read-back itself, as both paths call it, with nothing between the two instances. */
  async function settle(companyId: number, txid: string) {
    const [connection] = await database
      .select()
      .from(pspConnections)
      .where(eq(pspConnections.companyId, companyId))
    const [cob] = await database.select().from(pixCobs).where(eq(pixCobs.txid, txid))
    return settleTxid(database, accounts.clientOf(connection!), cob!)
  }
  return { run: jobs.run, settle }
}

describe('two instances on one webhook', () => {
  it('mark the charge paid once, with one history line and one log entry', async () => {
    const { admin, player, group } = await world('Pix Corrida')
    expect((await connect(admin.headers)).statusCode).toBe(200)
    await app.jobs.run('pix-cobs')
    const { charge, cobs } = await chargeOf(player.member.id)
    const one = await instance(db)
    const two = await instance((await secondInstance(db)).db)

    // The PSP posts its notice twice (a retry); then both instances' jobs and reads run at once.
    const txid = cobs[0]!.txid
    const { pix, status } = await fake.pay(txid)
    expect(status).toBe(200)
    expect(await fake.postWebhook('tesouraria@pelada.example', [pix])).toBe(200)
    await Promise.all([
      ...[one, two, one, two].map((instance) => instance.settle(group.id, txid)),
      one.run('pix-events', new Date()),
      two.run('pix-events', new Date()),
      one.run('pix-reconcile', new Date()),
      two.run('pix-reconcile', new Date()),
      one.run('pix-reconcile', new Date()),
      two.run('pix-reconcile', new Date()),
    ])

    const [row] = await db.select().from(charges).where(eq(charges.id, charge.id))
    expect(row).toMatchObject({ status: 'paid', paidMethod: 'pix' })
    expect(await db.select().from(pixPayments).where(eq(pixPayments.chargeId, charge.id))).toEqual([
      expect.objectContaining({ endToEndId: pix.endToEndId, outcome: 'paid' }),
    ])
    const paidLines = await db
      .select()
      .from(chargeEvents)
      .where(and(eq(chargeEvents.chargeId, charge.id), like(chargeEvents.note, 'Pago via Pix%')))
    expect(paidLines).toHaveLength(1)
    const entries = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.companyId, group.id), eq(activityLog.kind, 'finance.pix_received')))
    expect(entries).toHaveLength(1)
    expect(fake.violations).toEqual([])
  })
})

describe('two instances making cobs', () => {
  it('leave one cob per charge, and the PSP one per txid', async () => {
    const { admin, player } = await world('Pix Cobrança Dupla')
    expect((await connect(admin.headers)).statusCode).toBe(200)
    const one = await instance(db)
    const two = await instance((await secondInstance(db)).db)
    await Promise.all([
      one.run('pix-cobs', new Date()),
      two.run('pix-cobs', new Date()),
      one.run('pix-cobs', new Date()),
      two.run('pix-cobs', new Date()),
    ])
    // A pass the PSP refused (the txid the other instance took) leaves the rest to the next.
    await one.run('pix-cobs', new Date())
    const { charge, cobs } = await chargeOf(player.member.id)
    expect(cobs).toHaveLength(1)
    expect(fake.cobs.has(cobs[0]!.txid)).toBe(true)
    expect(
      [...fake.cobs.keys()].filter((txid) =>
        txid.includes(`C${String(charge.id).padStart(12, '0')}R`),
      ),
    ).toEqual([cobs[0]!.txid])
    expect(fake.violations).toEqual([])
  })
})

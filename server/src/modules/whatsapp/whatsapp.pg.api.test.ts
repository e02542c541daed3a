import { and, eq, inArray, like, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { FAKE_WHATSAPP } from '../../../test/fake-whatsapp-cloud.ts'
import { emailOutbox, pushOutbox, pushSubscriptions } from '../../db/schema/messages.ts'
import { whatsappOutbox } from '../../db/schema/whatsapp.ts'
import { createJobRuntime } from '../../jobs/runtime.ts'
import { whatsappJob } from '../../jobs/whatsapp-jobs.ts'
import { inDays } from '../bids/bids.test-kit.ts'
import { bidCancelled } from '../notices/kinds/bid-cancelled.ts'
import { bidOpened } from '../notices/kinds/bid-opened.ts'
import { findBidGame } from '../notices/notices.repo.ts'
import { createNotices } from '../notices/notices.ts'
import { saveConsent } from './consent.repo.ts'
import { createWhatsAppClient } from './whatsapp-client.ts'
import { findMessages } from './outbox.repo.ts'
import { createWhatsAppDelivery, fallBack, type WhatsAppDelivery } from './whatsapp-delivery.ts'
import { createWhatsAppTestApp, e164, newMobile } from './whatsapp.test-kit.ts'

// As an app with WhatsApp configured builds them (app-services.ts).
const notices = createNotices({ whatsapp: true })

// Several instances at once on PostgreSQL (PGlite runs one query at a time): each message once.
const kit = await createWhatsAppTestApp()
const { db, fake } = kit
afterAll(() => fake.close())

/** An instance's delivery: its own client to the same Cloud API, the shared limits. */
const instance = () =>
  createWhatsAppDelivery({
    db,
    client: createWhatsAppClient({ ...FAKE_WHATSAPP, apiUrl: fake.url }),
    maxPerSecond: 1000,
    monthlyCapPerGroup: 10_000,
    publicUrl: 'https://bidfut.example',
  })
const worker = (delivery: WhatsAppDelivery) =>
  createJobRuntime({ whatsapp: whatsappJob({ delivery }) })

/** A group of `size` opted-in members and a BID of it, not yet told. */
async function groupWithBid(size: number) {
  const team = await kit.createTeam()
  const phones: string[] = []
  for (let i = 0; i < size; i++) {
    const { member } = await kit.addMember(team.group.id)
    const phone = e164(newMobile())
    phones.push(phone)
    await saveConsent(db, {
      playerId: member.playerId!,
      optIn: true,
      phone,
      source: 'perfil',
      kindsOff: [],
    })
  }
  const bid = await kit.insertBid(team.group.id, { dayOfMatch: inDays(3) })
  const ref = { companyId: team.group.id, bidDayId: bid.id }
  return { ref, phones }
}

const tell = (ref: { companyId: number; bidDayId: number }) =>
  db.transaction(async (tx) => {
    const game = await findBidGame(tx, ref)
    return (await notices.send(tx, bidOpened, { ...ref, game, publicUrl: 'https://x' })).whatsapp
  })

describe('WhatsApp on several instances', () => {
  it('queues and sends each notice once per person, whatever queues and drains at once', async () => {
    fake.reset()
    const { ref, phones } = await groupWithBid(30)
    const counts = await Promise.all(Array.from({ length: 6 }, () => tell(ref)))
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30)
    await Promise.all([1, 2, 3].map(() => worker(instance()).run('whatsapp')))
    expect(fake.violations).toEqual([])
    const to = fake.sent.map((m) => `+${m.to}`)
    expect(to).toHaveLength(30)
    expect(new Set(to)).toEqual(new Set(phones))
  })

  it('a killed worker repeats nothing it sent; another sends the rest after its lease', async () => {
    fake.reset()
    const { ref, phones } = await groupWithBid(12)
    await tell(ref)
    // The first instance sends 4, then hangs (a process killed mid-batch: its rows stay leased).
    const dying = instance()
    let sends = 0
    let release!: () => void
    const hung = new Promise<void>((resolve) => (release = resolve))
    const killed = worker({
      ...dying,
      deliver: async (row) => {
        sends += 1
        if (sends > 4) {
          await hung
          return { result: 'retry', error: 'killed', retryAfterSeconds: null }
        }
        return dying.deliver(row)
      },
    }).run('whatsapp')
    await expect.poll(() => fake.sent.length).toBe(4)
    // Its four are marked sent before its lease runs out here: the fake counts a message as it
    // arrives, before the worker writes down the answer, and a lease that ended in that instant
    // would hand a send still in flight to another instance, which a real lease, twice as long as
    // its batch's attempts with their timeouts (leaseSecondsOf), never does.
    const sentRows = async () =>
      (
        await db
          .select({ id: whatsappOutbox.id })
          .from(whatsappOutbox)
          .where(
            and(eq(whatsappOutbox.companyId, ref.companyId), eq(whatsappOutbox.status, 'sent')),
          )
      ).length
    await expect.poll(sentRows).toBe(4)
    // Its lease runs out: the rows it held are due again for any instance.
    await db
      .update(whatsappOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(whatsappOutbox.status, 'pending'))
    await worker(instance()).run('whatsapp')
    release()
    await killed
    const to = fake.sent.map((m) => `+${m.to}`)
    expect(to).toHaveLength(12)
    expect(new Set(to)).toEqual(new Set(phones))
  })

  it('keeps the rate across instances: WHATSAPP_MAX_PER_SECOND a second for all of them', async () => {
    fake.reset()
    const { ref } = await groupWithBid(25)
    await tell(ref)
    const limited = () =>
      createWhatsAppDelivery({
        db,
        client: createWhatsAppClient({ ...FAKE_WHATSAPP, apiUrl: fake.url }),
        maxPerSecond: 10,
        monthlyCapPerGroup: 10_000,
        publicUrl: 'https://bidfut.example',
      })
    const started = Date.now()
    await Promise.all([worker(limited()).run('whatsapp'), worker(limited()).run('whatsapp')])
    expect(fake.sent).toHaveLength(25)
    // 10 in one second, 10 in the next, 5 in a third: two instances without the shared count
    // would send all 25 in a fraction of a second.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
  })

  it('tells each person once: on WhatsApp, or by email and push when it fails for good', async () => {
    fake.reset()
    const team = await kit.createTeam()
    const bid = await kit.insertBid(team.group.id, { dayOfMatch: inDays(3) })
    const ref = { companyId: team.group.id, bidDayId: bid.id }
    const people: { email: string; device: { id: number }; optedIn: boolean }[] = []
    for (let i = 0; i < 12; i++) {
      const email = `race${i}.${bid.id}@teste.com`
      const { member } = await kit.addMember(team.group.id, { email })
      await kit.putInBid(bid.id, member, 'confirmed')
      const [device] = await db
        .insert(pushSubscriptions)
        .values({
          playerId: member.playerId!,
          endpoint: `https://fcm.googleapis.com/fcm/send/race-${bid.id}-${i}`,
          p256dh: 'p256dh',
          auth: 'auth',
          kinds: ['bid-changed'],
        })
        .returning()
      const optedIn = i < 8
      if (optedIn) {
        await saveConsent(db, {
          playerId: member.playerId!,
          optIn: true,
          phone: e164(newMobile()),
          source: 'perfil',
          kindsOff: [],
        })
      }
      people.push({ email, device: device!, optedIn })
    }
    // Four instances queue the cancellation at once; three drain, three messages fail for good.
    await Promise.all(
      Array.from({ length: 4 }, () =>
        db.transaction(async (tx) => {
          const game = await findBidGame(tx, ref)
          await notices.send(tx, bidCancelled, {
            ...ref,
            game,
            now: new Date(),
            publicUrl: 'https://x',
          })
        }),
      ),
    )
    for (let i = 0; i < 3; i++) fake.failNext({ status: 400, code: 131026 })
    await Promise.all([1, 2, 3].map(() => worker(instance()).run('whatsapp')))
    expect(fake.violations).toEqual([])

    const tally = async () => {
      const emails = await db
        .select({ to: emailOutbox.toAddress })
        .from(emailOutbox)
        .where(like(emailOutbox.toAddress, `race%.${bid.id}@teste.com`))
      const pushes = await db
        .select({ subscriptionId: pushOutbox.subscriptionId })
        .from(pushOutbox)
        .where(
          inArray(
            pushOutbox.subscriptionId,
            people.map((p) => p.device.id),
          ),
        )
      return people.map((p) => ({
        emails: emails.filter((e) => e.to === p.email).length,
        pushes: pushes.filter((push) => push.subscriptionId === p.device.id).length,
      }))
    }
    const rows = await db.select().from(whatsappOutbox).where(eq(whatsappOutbox.bidDayId, bid.id))
    expect(rows).toHaveLength(8)
    expect(rows.filter((row) => row.status === 'failed')).toHaveLength(3)
    expect(fake.sent).toHaveLength(5)
    const once = { emails: 1, pushes: 1 }
    const sent = new Set(fake.sent.map((m) => `+${m.to}`))
    const reachedOnWhatsApp = await tally()
    expect(reachedOnWhatsApp.filter((t) => t.emails === 0 && t.pushes === 0)).toHaveLength(5)
    expect(reachedOnWhatsApp.filter((t) => t.emails === 1 && t.pushes === 1)).toHaveLength(7)
    expect(sent.size).toBe(5)

    // Meta then reports every sent message failed, to two instances at once: one fallback each.
    const messages = await findMessages(
      db,
      rows.map((row) => row.id),
    )
    await Promise.all(
      messages.flatMap((message) => [1, 2].map(() => fallBack(db, message, 'https://x'))),
    )
    expect(await tally()).toEqual(people.map(() => once))
  })
})

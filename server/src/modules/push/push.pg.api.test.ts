import webPush from 'web-push'
import { afterAll, describe, expect, it } from 'vitest'
import { pushKinds } from '@bidfut/domain/contracts/push'
import { startFakePushService } from '../../../test/fake-push-service.ts'
import { pushJob } from '../../jobs/jobs.ts'
import { createJobRuntime } from '../../jobs/runtime.ts'
import { pushOutbox } from '../../db/schema/messages.ts'
import { createBidsTestApp, inDays } from '../bids/bids.test-kit.ts'
import type { Db, Tx } from '../../db/client.ts'
import { bidOpened } from '../notices/kinds/bid-opened.ts'
import { findBidGame } from '../notices/notices.repo.ts'
import { createNotices } from '../notices/notices.ts'
import { createPushSender } from './push-sender.ts'
import { upsertSubscription } from './push.repo.ts'

// As an app without WhatsApp builds them (app-services.ts).
const notices = createNotices({ whatsapp: false })

/** 'BID aberto' for a BID, as 'Criar Novo BID' queues it: how many device rows it added. */
async function queueBidOpenedPush(
  conn: Db | Tx,
  bid: { companyId: number; bidDayId: number },
  publicUrl: string,
) {
  const game = await findBidGame(conn, bid)
  return (await notices.send(conn, bidOpened, { ...bid, game, publicUrl })).push
}

const fake = await startFakePushService()
afterAll(() => fake.close())
const kit = await createBidsTestApp({ PUSH_SERVICE_ALLOWLIST: fake.origin })
const { db } = kit

describe('several instances, one push per event and device', () => {
  it('queues an event once per device when instances queue it at the same instant', async () => {
    const team = await kit.createTeam()
    // Twenty members with a phone each (an account keeps at most ten devices).
    const devices = Array.from({ length: 20 }, () => fake.newDevice())
    for (const device of devices) {
      const { member } = await kit.addMember(team.group.id)
      await upsertSubscription(db, {
        playerId: member.playerId!,
        endpoint: device.subscription.endpoint,
        ...device.subscription.keys,
        kinds: [...pushKinds],
      })
    }
    const bid = await kit.insertBid(team.group.id, { dayOfMatch: inDays(3) })
    const ref = { companyId: team.group.id, bidDayId: bid.id }
    const counts = await Promise.all(
      Array.from({ length: 6 }, () =>
        db.transaction((tx) => queueBidOpenedPush(tx, ref, 'https://bidfut.example')),
      ),
    )
    expect(counts.reduce((a, b) => a + b, 0)).toBe(20)
    expect(await db.select({ id: pushOutbox.id }).from(pushOutbox)).toHaveLength(20)

    // Three instances' workers drain together: every device hears exactly once.
    const sender = createPushSender({
      vapidKeys: webPush.generateVAPIDKeys(),
      subject: 'mailto:contato@bidfut.com.br',
      allowlist: [fake.origin],
    })
    const workers = [1, 2, 3].map(() =>
      createJobRuntime({ push: pushJob({ db, sender, batch: 4, concurrency: 2 }) }),
    )
    await Promise.all(workers.map((worker) => worker.run('push')))
    expect(fake.refused).toEqual([])
    const heard = fake.received.map((push) => push.deviceId)
    expect(heard).toHaveLength(20)
    expect(new Set(heard)).toEqual(new Set(devices.map((device) => device.id)))
  })
})

import { afterAll, describe, expect, it, vi } from 'vitest'
import { createGroup } from '../../test/factories.ts'
import { openTestDatabase } from '../../test/test-database.ts'
import type { Db } from '../db/client.ts'
import { bidDays } from '../db/schema/bids.ts'
import { createOpenBidHeads } from '../modules/bids/open-bid-heads.ts'
import { createChanges } from './changes.ts'
import { clock } from './clock.ts'

const database = await openTestDatabase()
afterAll(() => database.close())
const { db } = database

// The clock stands still, so a head read at the wrong moment stays wrong instead of lapsing.
vi.spyOn(clock, 'now').mockReturnValue(new Date('2031-05-01T12:00:00Z'))

describe('a poller between a change and its COMMIT (another connection: PostgreSQL only)', () => {
  it('reads the old head then, and the new one once the change has committed', async () => {
    const group = await createGroup(db, 'Pelada da Janela')
    await db
      .insert(bidDays)
      .values({ companyId: group.id, number: 1, status: 'open', dayOfMatch: '2031-05-01' })
    const heads = createOpenBidHeads(db)
    const versionNow = async () => (await heads.get(group.id))!.version
    const before = await versionNow()
    // The work is done, COMMIT not yet sent: a poller asks on its own connection.
    let readBeforeCommit: number | undefined
    const gapped = Object.create(db) as Db
    gapped.transaction = (work, config) =>
      db.transaction(async (tx) => {
        const result = await work(tx)
        readBeforeCommit = await versionNow()
        return result
      }, config)
    const changes = createChanges(gapped, [(touches) => heads.dropTouched(touches)])
    await changes.transaction((_tx, touched) => touched.openBids(group.id))
    expect(readBeforeCommit).toBe(before)
    // Had the heads dropped the group before COMMIT, that poller would have stored the old
    // head again, and it would be served now.
    expect(await versionNow()).toBe(before + 1)
  })
})

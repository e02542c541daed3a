import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createGroup, createMember, joinGroup } from '../../test/factories.ts'
import { openTestDatabase } from '../../test/test-database.ts'
import type { Db } from '../db/client.ts'
import { bidDays } from '../db/schema/bids.ts'
import { createChanges, type Touches } from './changes.ts'

const database = await openTestDatabase()
afterAll(() => database.close())
const { db } = database

/** A group with an open BID; what each commit handed the caches, and the version each saw. */
async function setUp(name: string) {
  const group = await createGroup(db, name)
  const [bid] = await db
    .insert(bidDays)
    .values({ companyId: group.id, number: 1, status: 'open', dayOfMatch: '2031-05-01' })
    .returning()
  const heard: { touches: Touches; committed: boolean; version: Promise<number> }[] = []
  // The database's transaction() resolves once COMMIT has answered.
  let committed = false
  const watched = Object.create(db) as Db
  watched.transaction = async (work, config) => {
    committed = false
    const result = await db.transaction(work, config)
    committed = true
    return result
  }
  const changes = createChanges(watched, [
    (touches) => heard.push({ touches, committed, version: versionOf(bid!.id) }),
  ])
  return { group, bid: bid!, changes, heard }
}

async function versionOf(bidDayId: number) {
  const [row] = await db
    .select({ version: bidDays.version })
    .from(bidDays)
    .where(eq(bidDays.id, bidDayId))
  return row!.version
}

describe('a change through the transaction wrapper', () => {
  it('hands the caches what it touched once it has committed, and not before', async () => {
    const { group, bid, changes, heard } = await setUp('Pelada do Commit')
    const before = await versionOf(bid.id)
    const answer = await changes.transaction(async (_tx, touched) => {
      const open = await touched.openBids(group.id)
      touched.person(7)
      touched.membership(8)
      touched.session('sessão')
      touched.account(9)
      expect(heard).toEqual([])
      return open[0]?.id
    })
    expect(answer).toBe(bid.id)
    expect(heard).toHaveLength(1)
    expect(heard[0]!.committed).toBe(true)
    expect(heard[0]!.touches).toEqual({
      groups: new Set([group.id]),
      people: new Set([7]),
      memberships: new Set([8]),
      sessions: new Set(['sessão']),
      accounts: new Set([9]),
    })
    // What a reader asks once the caches dropped it is the committed version.
    expect(await heard[0]!.version).toBe(before + 1)
  })

  it('drops nothing when it rolls back, and its version bump goes with it', async () => {
    const { group, bid, changes, heard } = await setUp('Pelada do Rollback')
    const before = await versionOf(bid.id)
    const refused = changes.transaction(async (_tx, touched) => {
      await touched.openBids(group.id)
      touched.membership(1)
      throw new Error('recusado')
    })
    await expect(refused).rejects.toThrow('recusado')
    expect(heard).toEqual([])
    expect(await versionOf(bid.id)).toBe(before)
  })

  it('moves the open BID of each group the person joined, and touches only those', async () => {
    const joined = await setUp('Pelada da Pessoa')
    const elsewhere = await setUp('Pelada de Outros')
    const withoutBid = await createGroup(db, 'Pelada sem BID')
    const { account } = await createMember(db, joined.group.id)
    await joinGroup(db, withoutBid.id, account!)
    const before = [await versionOf(joined.bid.id), await versionOf(elsewhere.bid.id)]
    await joined.changes.transaction((_tx, touched) => touched.openBidsOfPerson(account!.id))
    expect([await versionOf(joined.bid.id), await versionOf(elsewhere.bid.id)]).toEqual([
      before[0]! + 1,
      before[1],
    ])
    expect(joined.heard[0]!.touches.groups).toEqual(new Set([joined.group.id]))
  })
})

import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'

// PGlite is one connection running one query or transaction at a time: what /metrics reads of
// it (ADR 050) is whether that connection is busy and how many wait behind it.
const { database } = await createTestApp()

describe('PGlite', () => {
  it('shows its one connection busy and the work waiting behind it', async () => {
    const { db, stats } = database
    expect(stats()).toMatchObject({ maxConnections: 1, inUse: 0, idle: 1, waiting: 0 })
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`)
      await held
    })
    // Drizzle runs a query once it is awaited: then() starts these two now.
    const queued = [sql`select 2`, sql`select 3`].map((query) => db.execute(query).then(() => {}))
    await expect.poll(() => stats().waiting).toBe(2)
    expect(stats()).toMatchObject({ inUse: 1, idle: 0 })
    release()
    await Promise.all([transaction, ...queued])
    expect(stats()).toMatchObject({ inUse: 0, idle: 1, waiting: 0 })
  })

  it('counts failed queries, in and out of transactions, by SQLSTATE class', async () => {
    const { db, stats } = database
    await expect(db.execute(sql`select 1 / 0`)).rejects.toThrow()
    await expect(
      db.transaction((tx) => tx.execute(sql`select * from no_such_table`)),
    ).rejects.toThrow()
    expect(Object.fromEntries(stats().queryErrors)).toEqual({ '22': 1, '42': 1 })
  })
})

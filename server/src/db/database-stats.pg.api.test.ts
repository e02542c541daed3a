import { sql } from 'drizzle-orm'
import { describe, expect, it, onTestFinished } from 'vitest'
import { withDatabaseName } from '../../test/postgres-url.ts'
import { createTestApp } from '../../test/test-app.ts'
import { openDatabase } from './client.ts'

// What /metrics reads of a PostgreSQL pool (ADR 050): connections in use, idle and waited for,
// and failed queries and connects by SQLSTATE class.
const { database } = await createTestApp()

describe('a PostgreSQL pool', () => {
  it('shows the connections in use, idle and waited for', async () => {
    const { db, stats } = database
    expect(stats().maxConnections).toBe(10)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    // Twelve transactions at once on ten connections: ten hold one, two wait.
    const transactions = Array.from({ length: 12 }, () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        await held
      }),
    )
    await expect.poll(() => stats().inUse).toBe(10)
    expect(stats()).toMatchObject({ inUse: 10, idle: 0, waiting: 2 })
    release()
    await Promise.all(transactions)
    expect(stats()).toMatchObject({ inUse: 0, idle: 10, waiting: 0 })
  })

  it('counts failed queries, in and out of transactions, by SQLSTATE class', async () => {
    const { db, stats } = database
    const before = new Map(stats().queryErrors)
    await expect(db.execute(sql`select 1 / 0`)).rejects.toThrow()
    await expect(db.execute(sql`select * from no_such_table`)).rejects.toThrow()
    await expect(db.transaction((tx) => tx.execute(sql`select 1 / 0`))).rejects.toThrow()
    const after = stats().queryErrors
    expect((after.get('22') ?? 0) - (before.get('22') ?? 0)).toBe(2)
    expect((after.get('42') ?? 0) - (before.get('42') ?? 0)).toBe(1)
  })

  it("counts connects that fail as class '08'", async () => {
    const unreachable = withDatabaseName('postgres://postgres:postgres@127.0.0.1:9/', 'none')
    const lost = await openDatabase({ databaseUrl: unreachable, connectTimeoutMs: 500 })
    onTestFinished(() => lost.close())
    await expect(lost.db.execute(sql`select 1`)).rejects.toThrow()
    await expect(lost.db.transaction(async () => undefined)).rejects.toThrow()
    expect(lost.stats().queryErrors.get('08')).toBe(2)
  })
})

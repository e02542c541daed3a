import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, onTestFinished } from 'vitest'
import { withDatabaseName } from '../../../test/postgres-url.ts'
import { createGroup, createMember } from '../../../test/factories.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { openDatabase, type Db } from '../../db/client.ts'
import { companyPlayers, groupClosures } from '../../db/schema.ts'
import { groupClosingJob } from '../../jobs/jobs.ts'
import { createJobRuntime } from '../../jobs/runtime.ts'
import { eraseClosedGroups } from './group-closing.ts'

const closingOn = (instance: Db) =>
  createJobRuntime({ 'group-closing': groupClosingJob({ db: instance }) })

const { db } = await createTestApp()

describe('closed groups on several instances at once', () => {
  it('are erased exactly once: one claim of the day, one claim per group', async () => {
    const groups = await Promise.all([1, 2, 3].map((n) => createGroup(db, `Fechada ${n}`)))
    for (const group of groups) {
      await createMember(db, group.id, { fullName: `Membro de ${group.name}` })
      await db
        .insert(groupClosures)
        .values({ companyId: group.id, closesAt: new Date('2030-01-01') })
    }
    const result = (await db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[]
    }
    const url = withDatabaseName(process.env.TEST_DATABASE_URL!, result.rows[0]!.name)
    const others = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url })))
    onTestFinished(async () => {
      await Promise.all(others.map((other) => other.close()))
    })
    const instances = [db, ...others.map((o) => o.db)]
    await Promise.all(instances.map((d) => d.execute(sql`select 1`)))
    const day = new Date('2030-02-01T10:00:00Z')
    const runs = await Promise.all(
      instances.flatMap((d) => [1, 2].map(() => closingOn(d).run('group-closing', day))),
    )
    expect(runs.filter((run) => run.claimed)).toEqual([{ claimed: true, erased: 3 }])
    // Even without the day's claim, two erasures racing on one group erase it once.
    const late = await Promise.all(instances.map((d) => eraseClosedGroups(d, day)))
    expect(late).toEqual([0, 0, 0, 0])
    for (const group of groups) {
      const rows = await db
        .select()
        .from(companyPlayers)
        .where(eq(companyPlayers.companyId, group.id))
      expect(rows.every((row) => row.fullName === `Ex-jogador #${row.id}`)).toBe(true)
    }
  })

  it('each group’s own claim holds when two erasures race', async () => {
    const group = await createGroup(db, 'Corrida')
    await createMember(db, group.id)
    await db.insert(groupClosures).values({ companyId: group.id, closesAt: new Date('2030-01-01') })
    const result = (await db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[]
    }
    const url = withDatabaseName(process.env.TEST_DATABASE_URL!, result.rows[0]!.name)
    const other = await openDatabase({ databaseUrl: url })
    onTestFinished(() => other.close())
    const day = new Date('2030-02-01T10:00:00Z')
    const erased = await Promise.all(
      [db, other.db, db, other.db].map((d) => eraseClosedGroups(d, day)),
    )
    expect(erased.reduce((a, b) => a + b, 0)).toBe(1)
  })
})

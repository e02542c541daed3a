import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, onTestFinished } from 'vitest'
import { withDatabaseName } from '../../../test/postgres-url.ts'
import { openDatabase } from '../../db/client.ts'
import { activityLog } from '../../db/schema.ts'
import { retentionJob } from '../../jobs/jobs.ts'
import { createJobRuntime } from '../../jobs/runtime.ts'
import { createBidsTestApp } from '../bids/bids.test-kit.ts'

const kit = await createBidsTestApp()
const { db, putStatus } = kit

describe('the activity log under concurrency (ADR 040)', () => {
  it('30 simultaneous check-ins write 30 entries, one each, with what each one did', async () => {
    const team = await kit.createTeamWithOpenBid()
    const guests = await Promise.all(
      Array.from({ length: 30 }, () => kit.addMember(team.group.id, { typePlayer: 'sporadic' })),
    )
    const results = await Promise.all(
      guests.map((guest) => putStatus(team.bidDayId, guest.member.id, guest.token, 'confirmed')),
    )
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(200))
    const entries = await db.select().from(activityLog).where(eq(activityLog.kind, 'bid.status'))
    const mine = entries.filter((e) => e.companyId === team.group.id)
    expect(mine).toHaveLength(30)
    expect(new Set(mine.map((e) => e.subjectCompanyPlayerId)).size).toBe(30)
    const byStatus = mine.map((e) => (e.details as { to: string }).to)
    expect(byStatus.filter((to) => to === 'confirmed').length).toBeLessThanOrEqual(24)
    expect(byStatus.filter((to) => to === 'waitlisted').length).toBeGreaterThanOrEqual(6)
  })

  it('the retention job on several instances at once deletes each old entry once', async () => {
    const team = await kit.createTeam('Pelada Antiga')
    const old = new Date('2020-01-01T12:00:00Z')
    await db.insert(activityLog).values(
      Array.from({ length: 50 }, () => ({
        companyId: team.group.id,
        kind: 'bid.created',
        createdAt: old,
      })),
    )
    const result = (await db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[]
    }
    const url = withDatabaseName(process.env.TEST_DATABASE_URL!, result.rows[0]!.name)
    const others = await Promise.all([1, 2].map(() => openDatabase({ databaseUrl: url })))
    onTestFinished(async () => {
      await Promise.all(others.map((other) => other.close()))
    })
    const runs = await Promise.all(
      [db, ...others.map((o) => o.db)].map((instance) =>
        createJobRuntime({ retention: retentionJob({ db: instance }) }).run(
          'retention',
          new Date('2021-06-01T12:00:00Z'),
        ),
      ),
    )
    expect(runs.reduce((sum, run) => sum + run.activity, 0)).toBe(50)
    const left = await db.select().from(activityLog).where(eq(activityLog.companyId, team.group.id))
    expect(left).toEqual([])
  })
})

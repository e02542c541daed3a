import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { jobRuns } from '../db/schema.ts'

/**
 * Claims the day's run of a daily job: true for the one caller, on whichever instance, whose
 * insert creates the row; the primary key turns every other claim for that day into a no-op.
 */
export async function claimDailyRun(db: Db, job: string, day: string): Promise<boolean> {
  const rows = await db
    .insert(jobRuns)
    .values({ job, runOn: day })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job })
  return rows.length === 1
}

/** Gives a failed run's claim back, so the next tick (here or on another instance) tries again. */
export async function releaseDailyRun(db: Db, job: string, day: string): Promise<void> {
  await db.delete(jobRuns).where(and(eq(jobRuns.job, job), eq(jobRuns.runOn, day)))
}

import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { jobRuns } from '../db/schema/jobs-and-caches.ts'

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

/**
 * Runs `work` if this caller claims the day's run of `job`; a failure gives the claim back so
 * the next tick (here or on another instance) tries again.
 */
export async function runOncePerDay<T>(
  db: Db,
  job: string,
  now: Date,
  work: () => Promise<T>,
): Promise<{ claimed: false } | { claimed: true; result: T }> {
  const day = now.toISOString().slice(0, 10)
  if (!(await claimDailyRun(db, job, day))) return { claimed: false }
  try {
    return { claimed: true, result: await work() }
  } catch (err) {
    await releaseDailyRun(db, job, day)
    throw err
  }
}

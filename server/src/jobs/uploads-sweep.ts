import { readdir, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../db/client.ts'
import { clock } from '../lib/clock.ts'
import { referencedPhotoUrls } from '../modules/accounts/people.repo.ts'
import { UPLOADS_URL_PREFIX, uploadsDirOf } from '../modules/uploads/uploads.service.ts'
import { claimDailyRun, releaseDailyRun } from './job-runs.repo.ts'

const HOUR_MS = 60 * 60 * 1000
const JOB = 'uploads-sweep'
// An upload writes its file before the row that shows it commits: a file this young may be one.
export const UPLOADS_SWEEP_GRACE_MS = HOUR_MS

type Log = { error: (obj: object, msg: string) => void }
export type UploadsSweepRun = { claimed: boolean; removed: number }

/**
 * Once a day, deletes every file under the uploads folder that no row shows and that is older
 * than the grace period: what a failed delete or a crash between file and row left behind.
 * Every instance ticks hourly; a row per day in job_runs lets only one of them sweep (ADR 027).
 */
export function createUploadsSweep(deps: { db: Db; dataDir: string; log?: Log }) {
  const { db, log } = deps
  const uploadsDir = uploadsDirOf(deps.dataDir)
  let timer: NodeJS.Timeout | undefined

  async function removeOrphans(now: Date): Promise<number> {
    const names = await readdir(uploadsDir).catch(() => [] as string[])
    const settled: string[] = []
    for (const name of names) {
      const info = await stat(path.join(uploadsDir, name)).catch(() => null)
      if (info?.isFile() && now.getTime() - info.mtimeMs >= UPLOADS_SWEEP_GRACE_MS) {
        settled.push(name)
      }
    }
    if (settled.length === 0) return 0
    const referenced = await referencedPhotoUrls(db)
    let removed = 0
    for (const name of settled) {
      if (referenced.has(`${UPLOADS_URL_PREFIX}${name}`)) continue
      // Another instance sharing the folder may have removed it first: harmless.
      await unlink(path.join(uploadsDir, name)).then(
        () => removed++,
        () => undefined,
      )
    }
    return removed
  }

  async function runOnce(now: Date = clock.now()): Promise<UploadsSweepRun> {
    const day = now.toISOString().slice(0, 10)
    if (!(await claimDailyRun(db, JOB, day))) return { claimed: false, removed: 0 }
    try {
      return { claimed: true, removed: await removeOrphans(now) }
    } catch (err) {
      await releaseDailyRun(db, JOB, day)
      throw err
    }
  }

  const tick = () => void runOnce().catch((err) => log?.error({ err }, 'uploads sweep failed'))

  return {
    runOnce,
    start() {
      tick()
      timer ??= setInterval(tick, HOUR_MS)
      timer.unref()
    },
    stop() {
      clearInterval(timer)
      timer = undefined
    },
  }
}

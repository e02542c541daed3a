import { readdir, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../db/client.ts'
import { referencedPhotoUrls } from '../modules/accounts/people.repo.ts'
import { UPLOADS_URL_PREFIX, uploadsDirOf } from '../modules/uploads/uploads.service.ts'

const HOUR_MS = 60 * 60 * 1000
// An upload writes its file before the row that shows it commits: a file this young may be one.
export const UPLOADS_SWEEP_GRACE_MS = HOUR_MS

/**
 * Deletes every file under the uploads folder that no row shows and that is older than the grace
 * period: what a failed delete or a crash between file and row left behind (ADR 027). Once a day
 * on one instance: jobs.ts claims the day in job_runs.
 */
export async function sweepOrphanUploads(dataDir: string, db: Db, now: Date): Promise<number> {
  const uploadsDir = uploadsDirOf(dataDir)
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

import type { Db } from '../db/client.ts'
import { referencedPhotoUrls } from '../modules/accounts/people.repo.ts'
import { UPLOADS_URL_PREFIX, type UploadStore } from '../modules/uploads/upload-store.ts'

const HOUR_MS = 60 * 60 * 1000
// An upload writes its file before the row that shows it commits: a file this young may be one.
export const UPLOADS_SWEEP_GRACE_MS = HOUR_MS

/**
 * Deletes every stored file (folder or bucket, ADR 050) that no row shows and that is older than
 * the grace period: what a failed delete or a crash between file and row left behind (ADR 027).
 * Once a day on one instance: jobs.ts claims the day in job_runs.
 */
export async function sweepOrphanUploads(store: UploadStore, db: Db, now: Date): Promise<number> {
  const settled: string[] = []
  for await (const file of store.list()) {
    if (now.getTime() - file.lastModified.getTime() >= UPLOADS_SWEEP_GRACE_MS) {
      settled.push(file.name)
    }
  }
  if (settled.length === 0) return 0
  const referenced = await referencedPhotoUrls(db)
  let removed = 0
  for (const name of settled) {
    if (referenced.has(`${UPLOADS_URL_PREFIX}${name}`)) continue
    // Another instance sharing the folder may have removed it first: harmless.
    await store.remove(name)
    removed++
  }
  return removed
}

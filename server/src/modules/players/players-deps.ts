import type { Db } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import type { Notices } from '../notices/notices.ts'

/** What the register's services are built from (players.service, player-changes, player-merge). */
export type PlayersDeps = {
  db: Db
  changes: Changes
  accountJobs: WorkerTrigger
  emailOutbox: WorkerTrigger
  /** The emails' links to the check-in start here. */
  publicUrl: string
  /** A merge that frees a place tells who takes it (WhatsApp or not). */
  notices: Notices
}

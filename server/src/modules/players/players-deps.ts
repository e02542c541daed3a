import type { Db } from '../../db/client.ts'
import type { AccessGate } from '../../lib/access-gate.ts'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import type { OpenBidHeads } from '../bids/open-bid-heads.ts'

/** What the register's services are built from (players.service, player-changes, player-merge). */
export type PlayersDeps = {
  db: Db
  gate: Pick<AccessGate, 'forget'>
  heads: Pick<OpenBidHeads, 'forget'>
  accountJobs: WorkerTrigger
  emailOutbox: WorkerTrigger
  /** The emails' links to the check-in start here. */
  publicUrl: string
}

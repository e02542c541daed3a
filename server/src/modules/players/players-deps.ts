import type { Db } from '../../db/client.ts'
import type { MembershipGate } from '../../lib/membership-gate.ts'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import type { OpenBidHeads } from '../bids/open-bid-heads.ts'

/** What the register's services are built from (players.service, player-changes, player-merge). */
export type PlayersDeps = {
  db: Db
  publicUrl: string
  gate: Pick<MembershipGate, 'forget'>
  heads: Pick<OpenBidHeads, 'forget'>
  emailOutbox: WorkerTrigger
}

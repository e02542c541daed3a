import type { Db } from '../../db/client.ts'
import type { PixAccounts } from './pix-accounts.ts'
import { settleTxid } from './pix-settle.ts'
import * as repo from './pix.repo.ts'

/** Each pass reads again a little before where the last one stopped: a Pix booked late is seen. */
const OVERLAP_MS = 10 * 60 * 1000
/** A group's first pass looks this far back: Pix received while the webhook was being set up. */
const FIRST_WINDOW_MS = 24 * 60 * 60 * 1000

/**
 * What a lost webhook missed (ADR 052): for each connected group, `GET /v2/pix` since its last
 * pass; each Pix of one of its txids not yet counted is settled by reading its cob back. The
 * window moves on only after a whole pass: a PSP that is down delays the catch-up, never skips
 * it, and the endToEndIds' key makes a Pix seen twice (here and by the webhook) count once.
 */
export async function reconcilePix(db: Db, accounts: PixAccounts, now: Date) {
  if (!accounts.available) return { settled: 0, failed: 0 }
  let settled = 0
  let failed = 0
  for (const { connection } of await repo.listConnectedGroups(db)) {
    const since =
      connection.reconciledUntil ?? new Date(connection.createdAt.getTime() - FIRST_WINDOW_MS)
    try {
      const client = accounts.clientOf(connection)
      const received = await client.listPix(new Date(since.getTime() - OVERLAP_MS), now)
      const known = await repo.findKnownPayments(
        db,
        received.map((pix) => pix.endToEndId),
      )
      const txids = [
        ...new Set(
          received.flatMap((pix) => (pix.txid && !known.has(pix.endToEndId) ? [pix.txid] : [])),
        ),
      ]
      for (const cob of await repo.findGroupCobs(db, connection.companyId, txids)) {
        settled += await settleTxid(db, client, cob)
      }
      await repo.markReconciled(db, connection.companyId, now)
    } catch {
      failed++
    }
  }
  return { settled, failed }
}

import { and, desc, gt, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { pixCobs } from '../../db/schema/pix.ts'

// The codes the group's PSP made for its charges (ADR 052), as 'Minhas cobranças' shows them;
// the pix module makes them.

/** The newest live cob of each of these charges: the bank's own code (ADR 052). */
export async function findLiveCobs(db: Db | Tx, chargeIds: number[], now: Date) {
  if (chargeIds.length === 0) return []
  return db
    .selectDistinctOn([pixCobs.chargeId])
    .from(pixCobs)
    .where(and(inArray(pixCobs.chargeId, chargeIds), gt(pixCobs.expiresAt, now)))
    .orderBy(pixCobs.chargeId, desc(pixCobs.revision))
}

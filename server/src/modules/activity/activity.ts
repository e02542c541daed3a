import type { ActivityKind } from '@bidfut/domain/contracts/activity'
import type { Tx } from '../../db/client.ts'
import { activityLog } from '../../db/schema/activity.ts'
import type { Ctx } from '../../lib/context.ts'

/** One change, as the service that made it describes it (ADR 040): ids and non-personal values. */
export type ActivityFacts = {
  kind: ActivityKind
  subjectCompanyPlayerId?: number | null
  bidDayId?: number | null
  details?: Record<string, unknown>
}

/**
 * Records a change in the transaction that makes it, so there is no change without its entry
 * (and no entry without its change). One small insert: the check-in path pays one index write.
 */
export async function recordActivity(tx: Tx, ctx: Ctx, facts: ActivityFacts): Promise<void> {
  await tx.insert(activityLog).values({
    companyId: ctx.companyId,
    kind: facts.kind,
    actorPlayerId: ctx.playerId,
    actorCompanyPlayerId: ctx.companyPlayerId,
    subjectCompanyPlayerId: facts.subjectCompanyPlayerId ?? null,
    bidDayId: facts.bidDayId ?? null,
    details: facts.details ?? {},
  })
}

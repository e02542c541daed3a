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

/**
 * Records what the Bidfut itself did (a job: the Agenda opening a BID, a free slot filled from
 * the waiting list), with no actor: the log reads 'O Bidfut …'. One insert for all of them.
 */
export async function recordSystemActivity(
  tx: Tx,
  entries: (ActivityFacts & { companyId: number })[],
): Promise<void> {
  if (entries.length === 0) return
  await tx.insert(activityLog).values(
    entries.map((facts) => ({
      companyId: facts.companyId,
      kind: facts.kind,
      actorPlayerId: null,
      actorCompanyPlayerId: null,
      subjectCompanyPlayerId: facts.subjectCompanyPlayerId ?? null,
      bidDayId: facts.bidDayId ?? null,
      details: facts.details ?? {},
    })),
  )
}

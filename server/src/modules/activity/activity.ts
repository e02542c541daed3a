import { sql } from 'drizzle-orm'
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

/**
 * A status change's entry, for the statement that writes the change (a check-in, under the BID
 * lock, where every round trip makes the next check-in wait): an `insert … select` whose caller
 * appends the `from` that answers one row with the `status` the player went to.
 */
export function statusEntryInsert(
  ctx: Ctx,
  facts: { subjectCompanyPlayerId: number; bidDayId: number; from: string },
) {
  return sql`insert into ${activityLog} (company_id, kind, actor_player_id,
      actor_company_player_id, subject_company_player_id, bid_day_id, details)
    select ${ctx.companyId}::int, ${'bid.status' satisfies ActivityKind}::text, ${ctx.playerId}::int,
      ${ctx.companyPlayerId}::int, ${facts.subjectCompanyPlayerId}::int, ${facts.bidDayId}::int,
      jsonb_build_object('from', ${facts.from}::text, 'to', status)`
}

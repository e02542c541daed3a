import type { Tx } from '../../db/client.ts'
import { recordSystemActivity } from '../activity/activity.ts'

/** 'O Bidfut abriu o BID #N pela agenda': each BID the Agenda opened, in the log (ADR 040). */
export async function logScheduledOpenings(
  tx: Tx,
  opened: { schedule: { companyId: number }; bid: { id: number } }[],
): Promise<void> {
  await recordSystemActivity(
    tx,
    opened.map((o) => ({
      companyId: o.schedule.companyId,
      kind: 'bid.opened_on_schedule',
      bidDayId: o.bid.id,
    })),
  )
}

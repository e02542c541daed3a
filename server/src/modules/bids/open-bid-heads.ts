import type { Db } from '../../db/client.ts'
import type { Touches } from '../../lib/changes.ts'
import { clock } from '../../lib/clock.ts'
import { HEAD_TTL_MS } from '../../lib/read-trust.ts'
import * as repo from './live-bid.repo.ts'

export type OpenBidHead = Awaited<ReturnType<typeof repo.findOpenBidHeads>>[number]
export type OpenBidHeads = ReturnType<typeof createOpenBidHeads>

/**
 * The open BIDs' heads (id + version) per group, the next game first (ADR 059), trusted for up
 * to a second so organisers polling together revalidate from memory. A group's heads are dropped
 * once a transaction of this instance that touched the group commits (lib/changes.ts); another
 * instance's writes show within HEAD_TTL_MS.
 */
export function createOpenBidHeads(db: Db) {
  const heads = new Map<number, { list: OpenBidHead[]; checkedAt: number }>()

  async function list(companyId: number): Promise<OpenBidHead[]> {
    const known = heads.get(companyId)
    const now = clock.now().getTime()
    // A clock set back (NTP, a pinned test clock) must not make a read trusted for good.
    if (known && now >= known.checkedAt && now - known.checkedAt < HEAD_TTL_MS) return known.list
    const fresh = await repo.findOpenBidHeads(db, companyId)
    heads.set(companyId, { list: fresh, checkedAt: now })
    return fresh
  }

  return {
    list,

    /** The open BID named, else the next game; undefined when there is none such. */
    async get(companyId: number, bidDayId?: number): Promise<OpenBidHead | undefined> {
      const open = await list(companyId)
      return bidDayId === undefined ? open[0] : open.find((head) => head.id === bidDayId)
    },

    dropTouched({ groups }: Touches): void {
      for (const companyId of groups) heads.delete(companyId)
    },
  }
}

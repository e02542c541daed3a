import type { Db } from '../../db/client.ts'
import type { Touches } from '../../lib/changes.ts'
import { clock } from '../../lib/clock.ts'
import { HEAD_TTL_MS } from '../../lib/read-trust.ts'
import * as repo from './live-bid.repo.ts'

export type OpenBidHead = Awaited<ReturnType<typeof repo.findOpenBidHead>>
export type OpenBidHeads = ReturnType<typeof createOpenBidHeads>

/**
 * The open BID's head (id + version) per group, trusted for up to a second so organisers polling
 * together revalidate from memory. A group's head is dropped once a transaction of this instance
 * that touched the group commits (lib/changes.ts); another instance's writes show within
 * HEAD_TTL_MS.
 */
export function createOpenBidHeads(db: Db) {
  const heads = new Map<number, { head: OpenBidHead | undefined; checkedAt: number }>()

  return {
    async get(companyId: number): Promise<OpenBidHead | undefined> {
      const known = heads.get(companyId)
      const now = clock.now().getTime()
      // A clock set back (NTP, a pinned test clock) must not make a read trusted for good.
      if (known && now >= known.checkedAt && now - known.checkedAt < HEAD_TTL_MS) return known.head
      const head = await repo.findOpenBidHead(db, companyId)
      heads.set(companyId, { head, checkedAt: now })
      return head
    },

    dropTouched({ groups }: Touches): void {
      for (const companyId of groups) heads.delete(companyId)
    },
  }
}

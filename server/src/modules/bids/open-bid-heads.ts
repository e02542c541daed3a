import type { Db } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import { HEAD_TTL_MS } from '../../lib/read-trust.ts'
import * as repo from './live-bid.repo.ts'

export type OpenBidHead = Awaited<ReturnType<typeof repo.findOpenBidHead>>
export type OpenBidHeads = ReturnType<typeof createOpenBidHeads>

/**
 * The open BID's head (id + version) per group, trusted for up to a second so organisers polling
 * together revalidate from memory. Every module that writes through this instance forgets it
 * once its transaction ends; another instance's writes show within HEAD_TTL_MS. `onForget`
 * hears of each such change (the member read cache drops the group's answers).
 */
export function createOpenBidHeads(db: Db, onForget?: (companyId: number) => void) {
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

    forget(...companyIds: number[]): void {
      for (const companyId of companyIds) {
        heads.delete(companyId)
        onForget?.(companyId)
      }
    },
  }
}

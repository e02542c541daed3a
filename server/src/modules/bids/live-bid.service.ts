import type { CheckInInfo, OwnBidStats } from '@bidfut/domain/contracts/bids'
import type { Db } from '../../db/client.ts'
import type { Ctx } from '../../lib/context.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import * as repo from './live-bid.repo.ts'
import { buildCheckInInfo, buildLiveBid, liveBidEtag } from './live-bid.ts'
import type { OpenBidHeads } from './open-bid-heads.ts'

export type LiveBidTag = { bidDayId: number; etag: string }
export type LiveBidJson = { etag: string; json: string }

// Serialised Live BIDs by BID id. Every read checks the version in the database first, so a
// copy made before a write (on this or any other instance) is never served.
const LIVE_BID_CACHE_LIMIT = 1000

export type LiveBidService = ReturnType<typeof createLiveBidService>

/**
 * What the open BID looks like now: the organisers' polled Live BID, the check-in screen and a
 * member's own stats, served from memory while the BID's version holds.
 */
export function createLiveBidService(deps: { db: Db; heads: Pick<OpenBidHeads, 'get'> }) {
  const { db, heads } = deps
  const liveBidCache = new Map<number, LiveBidJson>()
  const sheets = new Map<number, repo.BidSheet>()

  /**
   * The open BID's sheet, shared by every member of the group while its version holds (the
   * version OpenBidHeads trusts for a second and forgets on each write): 24 members opening
   * /check-in together cost one read (ADR 013).
   */
  async function openSheet(companyId: number): Promise<repo.BidSheet | undefined> {
    const head = await heads.get(companyId)
    if (!head) return undefined
    const known = sheets.get(companyId)
    if (known && known.bid.id === head.id && known.bid.version >= head.version) return known
    const sheet = await repo.findOpenBidSheet(db, companyId)
    sheets.delete(companyId)
    if (sheet) sheets.set(companyId, sheet)
    if (sheets.size > LIVE_BID_CACHE_LIMIT) sheets.delete(sheets.keys().next().value!)
    return sheet
  }

  function remember(bidDayId: number, value: LiveBidJson) {
    liveBidCache.delete(bidDayId)
    liveBidCache.set(bidDayId, value)
    if (liveBidCache.size > LIVE_BID_CACHE_LIMIT) {
      const oldest = liveBidCache.keys().next().value
      if (oldest !== undefined) liveBidCache.delete(oldest)
    }
  }

  return {
    /** The open BID's validator, from memory or one tiny query: enough to answer 304. */
    async findLiveBidTag(ctx: Ctx): Promise<LiveBidTag | null> {
      requireOrganiser(ctx)
      const head = await heads.get(ctx.companyId)
      return head ? { bidDayId: head.id, etag: liveBidEtag(head, new Date()) } : null
    },

    /** The Live BID as JSON with its own validator; served from memory while the version holds. */
    async liveBidJson(ctx: Ctx, tag: LiveBidTag): Promise<LiveBidJson | null> {
      requireOrganiser(ctx)
      const cached = liveBidCache.get(tag.bidDayId)
      if (cached?.etag === tag.etag) return cached
      const sheet = await repo.findOpenBidSheet(db, ctx.companyId)
      if (!sheet) return null
      const now = new Date()
      const fresh = {
        etag: liveBidEtag(sheet.bid, now),
        json: JSON.stringify(buildLiveBid(sheet, now)),
      }
      remember(sheet.bid.id, fresh)
      return fresh
    },

    /** Any member of the group: the check-in screen. */
    async getCheckInInfo(ctx: Ctx): Promise<CheckInInfo | null> {
      const sheet = await openSheet(ctx.companyId)
      return sheet ? buildCheckInInfo(sheet, ctx.companyPlayerId, new Date()) : null
    },

    /** Any member of the group: their own numbers in the open BID. */
    async getOwnStats(ctx: Ctx): Promise<OwnBidStats | null> {
      const sheet = await openSheet(ctx.companyId)
      const own = sheet?.entries.find((e) => e.companyPlayerId === ctx.companyPlayerId)
      if (!own) return null
      const { quantityOfGoals, assistGoals, ballRecoveries, goalKeeperDefender, weeklyTeam } = own
      return { quantityOfGoals, assistGoals, ballRecoveries, goalKeeperDefender, weeklyTeam }
    },
  }
}

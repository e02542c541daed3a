import type { CheckInInfo, OwnBidStats } from '@bidfut/domain/contracts/bids'
import type { OpenBidSummary } from '@bidfut/domain/contracts/open-bids'
import { openBidLabels } from '@bidfut/domain/rules/bid-label'
import type { Db } from '../../db/client.ts'
import type { Ctx } from '../../lib/context.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import { BID_NOT_FOUND } from './bid-writes.ts'
import * as repo from './live-bid.repo.ts'
import { buildCheckInInfo, buildLiveBid, buildOpenBidSummary, liveBidEtag } from './live-bid.ts'
import type { OpenBidHead, OpenBidHeads } from './open-bid-heads.ts'

export type LiveBidTag = { bidDayId: number; etag: string }
export type LiveBidJson = { etag: string; json: string }

// Serialised Live BIDs by BID id. Every read checks the version in the database first, so a
// copy made before a write (on this or any other instance) is never served.
const LIVE_BID_CACHE_LIMIT = 1000

export type LiveBidService = ReturnType<typeof createLiveBidService>

/**
 * What the open BIDs look like now: the organisers' polled Live BID, the check-in screen and a
 * member's own stats, served from memory while each BID's version holds. Without a `bidDayId`
 * each answers for the next game, the earliest open BID (ADR 059); another group's id, or a BID
 * no longer open, is a 404 like a missing one.
 */
export function createLiveBidService(deps: { db: Db; heads: Pick<OpenBidHeads, 'get' | 'list'> }) {
  const { db, heads } = deps
  const liveBidCache = new Map<number, LiveBidJson>()
  const sheets = new Map<number, repo.BidSheet>()

  /** The head asked for; a `bidDayId` that is not an open BID of the group is a 404. */
  async function headOf(companyId: number, bidDayId?: number) {
    const head = await heads.get(companyId, bidDayId)
    if (!head && bidDayId !== undefined) throw new NotFoundError(BID_NOT_FOUND)
    return head
  }

  /**
   * An open BID's sheet, shared by every member of the group while its version holds (the
   * version OpenBidHeads trusts for a second and forgets on each write): 24 members opening
   * /check-in together cost one read (ADR 013).
   */
  async function sheetOf(companyId: number, head: OpenBidHead): Promise<repo.BidSheet | undefined> {
    const known = sheets.get(head.id)
    if (known && known.bid.version >= head.version) return known
    const sheet = await repo.findBidSheet(db, companyId, head.id)
    sheets.delete(head.id)
    if (sheet) sheets.set(head.id, sheet)
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
    async findLiveBidTag(ctx: Ctx, bidDayId?: number): Promise<LiveBidTag | null> {
      requireOrganiser(ctx)
      const head = await headOf(ctx.companyId, bidDayId)
      return head ? { bidDayId: head.id, etag: liveBidEtag(head, new Date()) } : null
    },

    /** The Live BID as JSON with its own validator; served from memory while the version holds. */
    async liveBidJson(ctx: Ctx, tag: LiveBidTag): Promise<LiveBidJson | null> {
      requireOrganiser(ctx)
      const cached = liveBidCache.get(tag.bidDayId)
      if (cached?.etag === tag.etag) return cached
      const sheet = await repo.findBidSheet(db, ctx.companyId, tag.bidDayId)
      if (!sheet) return null
      const now = new Date()
      const fresh = {
        etag: liveBidEtag(sheet.bid, now),
        json: JSON.stringify(buildLiveBid(sheet, now)),
      }
      remember(sheet.bid.id, fresh)
      return fresh
    },

    /** Any member of the group: the check-in screen, for the BID named or the next game. */
    async getCheckInInfo(ctx: Ctx, bidDayId?: number): Promise<CheckInInfo | null> {
      const head = await headOf(ctx.companyId, bidDayId)
      const sheet = head && (await sheetOf(ctx.companyId, head))
      if (!sheet && bidDayId !== undefined) throw new NotFoundError(BID_NOT_FOUND)
      return sheet ? buildCheckInInfo(sheet, ctx.companyPlayerId, new Date()) : null
    },

    /** Any member of the group: every open BID, the next game first, with their own status. */
    async listOpenBids(ctx: Ctx): Promise<OpenBidSummary[]> {
      const now = new Date()
      const summaries: Omit<OpenBidSummary, 'label'>[] = []
      for (const head of await heads.list(ctx.companyId)) {
        const sheet = await sheetOf(ctx.companyId, head)
        if (sheet) summaries.push(buildOpenBidSummary(sheet, ctx.companyPlayerId, now))
      }
      const labels = openBidLabels(summaries)
      return summaries.map((summary, i) => ({ ...summary, label: labels[i]! }))
    },

    /** Any member of the group: their own numbers in the BID named, or the next game. */
    async getOwnStats(ctx: Ctx, bidDayId?: number): Promise<OwnBidStats | null> {
      const head = await headOf(ctx.companyId, bidDayId)
      const sheet = head && (await sheetOf(ctx.companyId, head))
      const own = sheet?.entries.find((e) => e.companyPlayerId === ctx.companyPlayerId)
      if (!own) return null
      const { quantityOfGoals, assistGoals, ballRecoveries, goalKeeperDefender, weeklyTeam } = own
      return { quantityOfGoals, assistGoals, ballRecoveries, goalKeeperDefender, weeklyTeam }
    },
  }
}

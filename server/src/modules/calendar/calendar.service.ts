import { createHash } from 'node:crypto'
import type { CalendarLinks } from '@bidfut/domain/contracts/calendar'
import { mergeCalendarEvents } from '@bidfut/domain/rules/calendar-events'
import type { Db } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { matchesIfNoneMatch } from '../bids/if-none-match.ts'
import { bidEvent, type CalendarSource, type FeedSite } from './bid-calendar-source.ts'
import { renderCalendar } from './calendar-ics.ts'
import * as repo from './calendar.repo.ts'
import { createFeedTokens } from './calendar-token.ts'

/** The one answer for every feed that is not there: it says nothing about any account. */
const FEED_NOT_FOUND = 'Calendário não encontrado.'
const CALENDAR_NAME = 'Bidfut — meus jogos'

export type CalendarService = ReturnType<typeof createCalendarService>

/** What a conditional GET sent. */
export type Conditional = { ifNoneMatch?: string; ifModifiedSince?: string }

export type FeedAnswer =
  | { notModified: true; etag: string; lastModified: Date }
  | { notModified: false; etag: string; lastModified: Date; body: string }

/** Whole seconds: HTTP dates have no milliseconds. */
const toSecond = (date: Date) => Math.floor(date.getTime() / 1000) * 1000

function isFresh(conditional: Conditional, etag: string, lastModified: Date): boolean {
  // RFC 9110 13.2.2: If-None-Match wins when both are sent.
  if (conditional.ifNoneMatch) return matchesIfNoneMatch(conditional.ifNoneMatch, etag)
  if (!conditional.ifModifiedSince) return false
  const since = Date.parse(conditional.ifModifiedSince)
  return !Number.isNaN(since) && toSecond(lastModified) <= since
}

/**
 * Each person's private calendar feed (ADR 037): the games of every group they play in, built
 * by merging what the sources know. The feed URL's token is the only key; an unknown or
 * renewed one is the same 404. Nothing here writes but 'Renovar link'.
 */
export function createCalendarService(deps: {
  db: Db
  /** Derives the feed tokens (the server's JWT secret). */
  secret: string
  publicUrl: string
  /** Where the feed's games come from; the BIDs that exist, and more sources later. */
  sources: readonly CalendarSource[]
}) {
  const { db, publicUrl, sources } = deps
  const tokens = createFeedTokens(deps.secret)
  const site: FeedSite = { publicUrl, host: new URL(publicUrl).host }

  function linksFor(token: string): CalendarLinks {
    const feedUrl = `${publicUrl}/v1/calendar/${token}.ics`
    const webcalUrl = feedUrl.replace(/^https?:/, 'webcal:')
    return {
      feedUrl,
      webcalUrl,
      googleUrl: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl)}`,
      outlookUrl: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(
        feedUrl,
      )}&name=${encodeURIComponent('Bidfut')}`,
      eventBaseUrl: `${publicUrl}/v1/calendar/${token}/bids/`,
    }
  }

  /** The account behind a token of its current generation, or the one 404. */
  async function feedOf(token: string) {
    const named = tokens.read(token)
    if (!named) throw new NotFoundError(FEED_NOT_FOUND)
    const feed = await repo.findFeedOf(db, named.playerId)
    if (feed?.generation !== named.generation) throw new NotFoundError(FEED_NOT_FOUND)
    return { playerId: named.playerId, renewedAt: feed.renewedAt }
  }

  return {
    /** The person's feed links: derived, so the same link comes back until it is renewed. */
    async links(ctx: Ctx): Promise<CalendarLinks> {
      const feed = await repo.findFeedOf(db, ctx.playerId)
      if (!feed) throw new NotFoundError(FEED_NOT_FOUND)
      return linksFor(tokens.tokenFor(ctx.playerId, feed.generation))
    },

    /** 'Renovar link': a new token; the old feed URL answers 404 from now on. */
    async renew(ctx: Ctx): Promise<CalendarLinks> {
      const generation = await repo.renewFeed(db, ctx.playerId)
      return linksFor(tokens.tokenFor(ctx.playerId, generation))
    },

    /**
     * GET /calendar/{token}.ics. The ETag is the text's hash; Last-Modified is the newest change
     * the feed can see (a game, a membership, the renewal), so both revalidate without a write.
     */
    async feed(token: string, conditional: Conditional): Promise<FeedAnswer> {
      const feed = await feedOf(token)
      const { groups, membershipChangedAt } = await repo.listFeedGroups(db, feed.playerId)
      const now = clock.now()
      const lists = await Promise.all(sources.map((source) => source({ groups, now, site })))
      const events = lists.flat()
      const body = renderCalendar(mergeCalendarEvents(events), CALENDAR_NAME)
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
      const changes = [feed.renewedAt, membershipChangedAt, ...events.map((e) => e.lastModified)]
      const lastModified = new Date(
        Math.max(0, ...changes.map((change) => (change ? change.getTime() : 0))),
      )
      if (isFresh(conditional, etag, lastModified)) return { notModified: true, etag, lastModified }
      return { notModified: false, etag, lastModified, body }
    },

    /**
     * One BID as a one-event .ics, for a calendar that imports rather than subscribes; its file
     * is named by the BID's number, as people know it ('bid-31.ics').
     */
    async bidEvent(token: string, bidDayId: number): Promise<{ body: string; fileName: string }> {
      const feed = await feedOf(token)
      const { groups } = await repo.listFeedGroups(db, feed.playerId)
      const bid = await repo.findFeedBid(
        db,
        groups.map((group) => group.companyId),
        bidDayId,
      )
      const group = groups.find((candidate) => candidate.companyId === bid?.companyId)
      if (!bid || !group) throw new NotFoundError(FEED_NOT_FOUND)
      const body = renderCalendar([bidEvent(bid, group, site)], CALENDAR_NAME)
      return { body, fileName: `bid-${bid.number}.ics` }
    },
  }
}

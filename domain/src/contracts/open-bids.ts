import { z } from 'zod'
import { bidPlayerStatusSchema } from './enums.ts'
import { pathIdField } from './ids.ts'

// Several BIDs open at once, one per date (ADR 059): which one a route means, and the list.

/**
 * `?bidDayId=` on the spec's routes for the open BID (ADR 059): which of the group's open BIDs;
 * without it, the next game (the earliest open BID).
 */
export const openBidQuerySchema = z.object({ bidDayId: pathIdField().optional() })
export type OpenBidQuery = z.infer<typeof openBidQuerySchema>

/** GET /bids/open: one of the group's open BIDs, as a member sees it (ADR 059). */
export const openBidSummarySchema = z.object({
  bidDayId: z.number().int(),
  number: z.number().int(),
  /** Wall-clock date-time in the group's zone. */
  dayOfMatch: z.string(),
  location: z.string().nullable(),
  /** 'BID #14 — quinta 20:00': how every screen and notice names the game. */
  label: z.string(),
  isPast: z.boolean(),
  slots: z.number().int(),
  totalConfirmed: z.number().int(),
  totalAvailable: z.number().int(),
  isFull: z.boolean(),
  totalWaitlisted: z.number().int(),
  /** The caller's own status in this BID; 'waiting' while they are not in it. */
  playerBidStatus: bidPlayerStatusSchema,
  inBid: z.boolean(),
  waitlistPosition: z.number().int().nullable(),
})
export type OpenBidSummary = z.infer<typeof openBidSummarySchema>
/** The next game first (the earliest kick-off); empty with no open BID. */
export const openBidsSchema = z.array(openBidSummarySchema)

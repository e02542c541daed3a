/**
 * How long an instance trusts what it read of a group's data without asking the database again:
 * the open BID's head (modules/bids/open-bid-heads.ts) and the member read cache
 * (plugins/member-read-cache.ts, ADR 013). Another instance's writes show within this time.
 */
export const HEAD_TTL_MS = 1000

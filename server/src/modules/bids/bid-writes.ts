import type { Db, Tx } from '../../db/client.ts'
import type { Ctx } from '../../lib/context.ts'
import { ConflictError, NotFoundError } from '../../lib/errors.ts'
import * as repo from './bids.repo.ts'
import type { OpenBidHeads } from './open-bid-heads.ts'

export const BID_NOT_FOUND = 'BID não encontrado.'
export const BID_CLOSED = 'Este BID já foi encerrado.'
export const PLAYER_NOT_FOUND = 'Jogador não encontrado.'
export const PLAYER_ALREADY_IN_BID = 'Este jogador já está no BID.'

/** Where a player update lands: a member's entry in one BID. */
export type BidPlayerKey = { bidDayId: number; companyPlayerId: number }

export type LockedBid = NonNullable<Awaited<ReturnType<typeof repo.lockBid>>>

export type BidWriteDeps = { db: Db; heads: Pick<OpenBidHeads, 'forget'> }

/** A write to a group's BIDs; the open BID's cached head is forgotten once it ends, whatever happened. */
export async function writeTransaction<T>(
  { db, heads }: BidWriteDeps,
  companyId: number,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work)
  } finally {
    heads.forget(companyId)
  }
}

/**
 * A write to many groups' BIDs in one transaction (the scheduler's set-based openings): each
 * group's cached head is forgotten once it ends. Rows are locked in id order, as single writes do.
 */
export async function writeTransactionForGroups<T>(
  { db, heads }: BidWriteDeps,
  companyIds: number[],
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work)
  } finally {
    for (const companyId of companyIds) heads.forget(companyId)
  }
}

export function openOrThrow(bid: LockedBid | undefined): LockedBid {
  if (!bid) throw new NotFoundError(BID_NOT_FOUND)
  if (bid.status !== 'open') throw new ConflictError(BID_CLOSED)
  return bid
}

/** The caller's group's BID, locked until the transaction ends, if it is still open. */
export async function lockOpenBid(tx: Tx, ctx: Ctx, bidDayId: number): Promise<LockedBid> {
  return openOrThrow(await repo.lockBid(tx, ctx.companyId, bidDayId))
}

export function findMember(tx: Tx, companyId: number, key: BidPlayerKey) {
  return repo.findMemberWithEntry(tx, companyId, key.bidDayId, key.companyPlayerId)
}

import type { Tx } from '../../db/client.ts'
import type { Changes, Touched } from '../../lib/changes.ts'
import type { Ctx } from '../../lib/context.ts'
import { ConflictError, NotFoundError } from '../../lib/errors.ts'
import * as repo from './bids.repo.ts'

export const BID_NOT_FOUND = 'BID não encontrado.'
export const BID_CLOSED = 'Este BID já foi encerrado.'
export const PLAYER_NOT_FOUND = 'Jogador não encontrado.'
export const PLAYER_ALREADY_IN_BID = 'Este jogador já está no BID.'

/** Where a player update lands: a member's entry in one BID. */
export type BidPlayerKey = { bidDayId: number; companyPlayerId: number }

export type LockedBid = NonNullable<Awaited<ReturnType<typeof repo.lockBid>>>

export type BidWriteDeps = { changes: Changes }

/** A write to a group's BIDs: once it commits, the group's cached reads are dropped (ADR 046). */
export function writeTransaction<T>(
  { changes }: BidWriteDeps,
  companyId: number,
  work: (tx: Tx, touched: Touched) => Promise<T>,
): Promise<T> {
  return changes.transaction((tx, touched) => {
    touched.group(companyId)
    return work(tx, touched)
  })
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

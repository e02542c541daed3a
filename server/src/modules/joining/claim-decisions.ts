import type { Tx } from '../../db/client.ts'
import type { Touched } from '../../lib/changes.ts'
import { ConflictError, NotFoundError } from '../../lib/errors.ts'
import { revokeMemberRefreshTokens } from '../accounts/accounts.repo.ts'
import * as memberships from '../accounts/memberships.repo.ts'
import { findAccountById } from '../accounts/people.repo.ts'
import { attachClaimedMembership } from './join-group.ts'
import type { Claim } from './claims.repo.ts'
import * as claims from './claims.repo.ts'
import { detachMembership, findClaimable, type TypedFields } from './joining.repo.ts'

const NOT_WAITING = 'Este pedido já foi decidido.'
const NOT_CONFIRMED = 'Só uma entrada confirmada pode ser desfeita.'

/**
 * A waiting claim is confirmed (an organiser's 'Confirmar', or the tap in the email to the
 * membership's address): the membership becomes the claimant's, with its history and charges.
 */
export async function confirmClaim(
  tx: Tx,
  touched: Touched,
  claim: Claim,
  decidedBy: number | null,
) {
  if (claim.status !== 'pending') throw new ConflictError(NOT_WAITING)
  // Open BID, membership row, then links: the order every writer of them takes.
  await touched.openBids(claim.companyId)
  await memberships.lockMembership(tx, claim.companyId, claim.companyPlayerId)
  const member = await findClaimable(tx, claim.companyPlayerId, claim.companyId)
  const account = await findAccountById(tx, claim.playerId)
  if (!member || !account) throw new NotFoundError('Este jogador não está mais na lista.')
  const typed = await attachClaimedMembership(
    tx,
    { companyId: claim.companyId, id: member.id },
    account,
  )
  await claims.decideClaim(tx, claim.id, {
    status: 'confirmed',
    decidedByCompanyPlayerId: decidedBy,
    typedFields: typed,
  })
}

export async function refuseClaim(tx: Tx, claim: Claim, decidedBy: number) {
  if (claim.status !== 'pending') throw new ConflictError(NOT_WAITING)
  await claims.decideClaim(tx, claim.id, { status: 'refused', decidedByCompanyPlayerId: decidedBy })
}

/**
 * The organiser undoes a confirmed claim: the membership is the group's again, with what had
 * been typed; the person's sessions in it end. Their account stays theirs.
 */
export async function undoClaim(tx: Tx, touched: Touched, claim: Claim, decidedBy: number) {
  if (claim.status !== 'confirmed') throw new ConflictError(NOT_CONFIRMED)
  await touched.openBids(claim.companyId)
  await memberships.lockMembership(tx, claim.companyId, claim.companyPlayerId)
  const member = await memberships.findMember(tx, claim.companyId, claim.companyPlayerId)
  const held = await memberships.findAccountMembership(tx, claim.companyId, claim.playerId)
  if (!member || held?.id !== claim.companyPlayerId) throw new ConflictError(NOT_CONFIRMED)
  await detachMembership(
    tx,
    claim.companyId,
    claim.companyPlayerId,
    claim.typedFields as TypedFields,
  )
  await revokeMemberRefreshTokens(tx, claim.companyPlayerId)
  touched.membership(claim.companyPlayerId)
  await claims.decideClaim(tx, claim.id, { status: 'undone', decidedByCompanyPlayerId: decidedBy })
}

import type { Tx } from '../../db/client.ts'
import type { Touched } from '../../lib/changes.ts'
import { ForbiddenError } from '../../lib/errors.ts'
import { expireUnusedTokens } from './account-tokens.repo.ts'
import { withdrawInvitations } from './invitations.repo.ts'
import * as memberships from './memberships.repo.ts'

export const REMOVED_FROM_GROUP =
  'Você não faz mais parte desta pelada. Peça ao organizador para adicionar você de novo.'

type JoiningAccount = Parameters<typeof memberships.joinMembership>[2]
type GroupFields = Parameters<typeof memberships.joinMembership>[3]

/**
 * Someone joining a group through its invite link, whose email the group already knows: a
 * membership the group removed keeps them out until an organiser adds them again, and one the
 * group added and is waiting for becomes theirs (its history, links and invitations with it).
 * Returns that membership's id, or null when the group doesn't know the email.
 */
export async function joinKnownMembership(
  tx: Tx,
  touched: Touched,
  companyId: number,
  account: JoiningAccount,
  groupFields: GroupFields = {},
): Promise<number | null> {
  if (account.email === null) return null
  const known = await memberships.findMembershipByEmail(tx, companyId, account.email)
  if (!known || known.joinedAt) return null
  if (known.deletedAt) throw new ForbiddenError(REMOVED_FROM_GROUP)
  // Open BID, membership row, then links: the order every writer of them takes.
  await touched.openBids(companyId)
  await memberships.lockMembership(tx, companyId, known.id)
  await expireUnusedTokens(tx, { companyPlayerId: known.id }, 'activation')
  await withdrawInvitations(tx, companyId, known.id)
  await memberships.joinMembership(tx, { companyId, id: known.id }, account, groupFields)
  return known.id
}

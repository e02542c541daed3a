import {
  INVALID_INVITE,
  INVALID_PLAYER_LINK,
  type JoinIntent,
} from '@bidfut/domain/contracts/joining'
import type { Db, Tx } from '../../db/client.ts'
import type { Touched } from '../../lib/changes.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts'
import { newOpaqueToken } from '../../lib/tokens.ts'
import { expireUnusedTokens } from '../accounts/account-tokens.repo.ts'
import { withdrawInvitations } from '../accounts/invitations.repo.ts'
import { joinKnownMembership, REMOVED_FROM_GROUP } from '../accounts/join-pending-membership.ts'
import * as memberships from '../accounts/memberships.repo.ts'
import type { Account } from '../accounts/people.repo.ts'
import { findGroupByInviteToken } from '../groups/groups.repo.ts'
import { countEmailRequest } from '../mail/email-limits.ts'
import { claimConfirmation, claimWaiting } from '../notices/kinds/claim.ts'
import { sendNotice } from '../notices/notices.ts'
import * as claims from './claims.repo.ts'
import {
  findClaimable,
  organisersWithEmail,
  typedFieldsOf,
  type Claimable,
} from './joining.repo.ts'
import type { PlayerLinks } from './player-links.ts'

export const ALREADY_MEMBER = 'Você já faz parte desta pelada.'
const GONE_FROM_LIST = 'Este nome não está mais na lista. Escolha outro ou entre como novo jogador.'
export const claimedByOther = (nickname: string) =>
  `Outra pessoa já disse ser ${nickname}. Se é você, fale com o organizador da pelada.`

/** Where a join leads: a new avulso in the group, or a membership the person says is theirs. */
export type JoinTarget = {
  group: { id: number; name: string }
  claim?: { member: Claimable; via: 'group_link' | 'player_link' }
}

export type JoinResult =
  | { kind: 'member'; companyId: number; companyPlayerId: number }
  | { kind: 'pending'; claimId: number; claimToken: string; nickname: string; groupName: string }

/** Reads where the link leads, before anything is written. */
export async function resolveJoinTarget(
  db: Db | Tx,
  intent: JoinIntent,
  playerLinks: PlayerLinks,
): Promise<JoinTarget> {
  if (intent.jogador !== undefined) {
    const link = playerLinks.read(intent.jogador)
    const member = link && (await findClaimable(db, link.companyPlayerId))
    if (!member || member.playerLinkGeneration !== link.generation) {
      throw new NotFoundError(INVALID_PLAYER_LINK)
    }
    return {
      group: { id: member.companyId, name: member.groupName },
      claim: { member, via: 'player_link' },
    }
  }
  const group = await findGroupByInviteToken(db, intent.convite!)
  if (!group) throw new NotFoundError(INVALID_INVITE)
  if (intent.companyPlayerId === undefined) return { group }
  const member = await findClaimable(db, intent.companyPlayerId, group.id)
  if (!member) throw new NotFoundError(GONE_FROM_LIST)
  return { group, claim: { member, via: 'group_link' } }
}

/** The target of a claim recorded earlier (a sign-up by email waiting for its tap). */
export async function claimTarget(
  db: Db | Tx,
  claim: { companyId: number; companyPlayerId: number; via: 'group_link' | 'player_link' },
): Promise<JoinTarget> {
  const member = await findClaimable(db, claim.companyPlayerId, claim.companyId)
  if (!member) throw new NotFoundError(GONE_FROM_LIST)
  return {
    group: { id: member.companyId, name: member.groupName },
    claim: { member, via: claim.via },
  }
}

/**
 * First in the join's transaction (the email limits' locks come before any row's): a claim
 * through the group's link of a membership with an email writes to that address.
 */
export async function countJoinEmails(tx: Tx, target: JoinTarget) {
  const email = target.claim?.via === 'group_link' ? target.claim.member.email : null
  if (email) await countEmailRequest(tx, { address: email, kind: 'claim' })
}

/** The membership becomes the account's: the group sees the person's profile from now on. */
export async function attachClaimedMembership(
  tx: Tx,
  member: { companyId: number; id: number },
  account: Account,
) {
  if (await memberships.findAccountMembership(tx, member.companyId, account.id)) {
    throw new ConflictError(
      `${ALREADY_MEMBER} Peça ao organizador para mesclar os dois cadastros em Jogadores.`,
    )
  }
  const typed = await typedFieldsOf(tx, member.companyId, member.id)
  await expireUnusedTokens(tx, { companyPlayerId: member.id }, 'activation')
  await withdrawInvitations(tx, member.companyId, member.id)
  await memberships.joinMembership(tx, member, account)
  return typed
}

/**
 * The account joins the group where the link leads (ADR 049), in the caller's transaction:
 * - 'Não estou na lista': a new avulso (or the pending membership the group made for its email);
 * - a player's own link: that membership, at once;
 * - a name picked from the group's list: a claim that waits for an organiser's 'Confirmar' (or
 *   the tap in the email sent to the membership's address); the organisers are told.
 * Two people claiming one name: the second is refused.
 */
export async function joinGroup(
  tx: Tx,
  touched: Touched,
  account: Account,
  name: string,
  target: JoinTarget,
  publicUrl: string,
): Promise<JoinResult> {
  const { group, claim } = target
  // The group's register changes whichever way the person joins.
  touched.group(group.id)
  const mine = await memberships.findAccountMembership(tx, group.id, account.id)
  if (mine)
    throw mine.deletedAt
      ? new ForbiddenError(REMOVED_FROM_GROUP)
      : new ConflictError(ALREADY_MEMBER)
  if (!claim)
    return {
      kind: 'member',
      companyId: group.id,
      companyPlayerId: await joinAsNew(tx, touched, account, name, group.id),
    }
  const { member, via } = claim
  // Open BID, membership row, then links: the order every writer of them takes.
  await touched.openBids(group.id)
  await memberships.lockMembership(tx, group.id, member.id)
  const now = await findClaimable(tx, member.id, group.id)
  if (!now) throw new NotFoundError(GONE_FROM_LIST)
  if (await claims.findLiveClaim(tx, member.id))
    throw new ConflictError(claimedByOther(member.nickname))
  const claimToken = newOpaqueToken()
  const emailToken = via === 'group_link' && now.email ? newOpaqueToken() : null
  try {
    if (via === 'player_link') {
      const typed = await attachClaimedMembership(tx, member, account)
      await claims.insertClaim(tx, {
        companyId: group.id,
        companyPlayerId: member.id,
        playerId: account.id,
        via,
        claimantName: name,
        status: 'confirmed',
        claimTokenHash: claimToken.hash,
        claimTokenUsedAt: new Date(),
        typedFields: typed,
        decidedAt: new Date(),
      })
      return { kind: 'member', companyId: group.id, companyPlayerId: member.id }
    }
    const row = await claims.insertClaim(tx, {
      companyId: group.id,
      companyPlayerId: member.id,
      playerId: account.id,
      via,
      claimantName: name,
      claimTokenHash: claimToken.hash,
      emailTokenHash: emailToken?.hash ?? null,
    })
    const waiting = {
      id: row.id,
      companyId: group.id,
      groupName: group.name,
      nickname: member.nickname,
      claimantName: name,
      publicUrl,
    }
    await sendNotice(tx, claimWaiting, waiting, await organisersWithEmail(tx, group.id))
    if (emailToken) {
      const confirmation = { ...waiting, token: emailToken.token }
      await sendNotice(tx, claimConfirmation, confirmation, [{ email: now.email, companyId: null }])
    }
    return {
      kind: 'pending',
      claimId: row.id,
      claimToken: claimToken.token,
      nickname: member.nickname,
      groupName: group.name,
    }
  } catch (err) {
    // Another claim of the same name committed first.
    if (isUniqueViolation(err)) throw new ConflictError(claimedByOther(member.nickname))
    throw err
  }
}

/** A new avulso, named as the person goes by; or the membership the group made for their email. */
async function joinAsNew(
  tx: Tx,
  touched: Touched,
  account: Account,
  name: string,
  companyId: number,
) {
  const known = await joinKnownMembership(tx, touched, companyId, account)
  if (known !== null) return known
  const { id } = await memberships.insertMembership(tx, {
    companyId,
    ...memberships.accountCopy(account),
    nickname: name,
    joinedAt: new Date(),
    lastUsedAt: new Date(),
    role: 'member',
    typePlayer: 'sporadic',
  })
  return id
}

import type { InvitationAccepted } from '@bidfut/domain/contracts/memberships'
import type { Db, Tx } from '../../db/client.ts'
import type { Ctx } from '../../lib/context.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts'
import { touchOpenBid } from '../bids/bids.repo.ts'
import type { OpenBidHeads } from '../bids/open-bid-heads.ts'
import { findGroupByInviteToken } from '../groups/groups.repo.ts'
import { expireUnusedTokens } from './account-tokens.repo.ts'
import { withdrawInvitations } from './invitations.repo.ts'
import * as memberships from './memberships.repo.ts'
import * as people from './people.repo.ts'

const INVALID_INVITE = 'Convite inválido ou expirado. Peça um novo link ao organizador.'
const ALREADY_MEMBER = 'Você já faz parte desta pelada.'
const REMOVED =
  'Você não faz mais parte desta pelada. Peça ao organizador para adicionar você de novo.'

export type JoinByInviteService = ReturnType<typeof createJoinByInviteService>

/**
 * /entrar-na-pelada/{convite}: someone who already has an account joins a group through its
 * invite link, by tapping 'Entrar na pelada' while signed in (ADR 026). A person the group
 * removed comes back only when the group adds them again.
 */
export function createJoinByInviteService(deps: { db: Db; heads: Pick<OpenBidHeads, 'forget'> }) {
  const { db, heads } = deps

  /** The group already added this email and waits: the person takes that membership. */
  async function joinPending(
    tx: Tx,
    companyId: number,
    companyPlayerId: number,
    account: people.Account,
  ) {
    await touchOpenBid(tx, companyId)
    await memberships.lockMembership(tx, companyId, companyPlayerId)
    await expireUnusedTokens(tx, { companyPlayerId }, 'activation')
    await withdrawInvitations(tx, companyId, companyPlayerId)
    await memberships.joinMembership(tx, { companyId, id: companyPlayerId }, account)
    return companyPlayerId
  }

  return {
    async join(ctx: Ctx, convite: string): Promise<InvitationAccepted> {
      const group = await findGroupByInviteToken(db, convite)
      const account = await people.findAccountById(db, ctx.playerId)
      if (!group || !account) throw new NotFoundError(INVALID_INVITE)
      try {
        const companyPlayerId = await db.transaction(async (tx) => {
          const mine = await memberships.findAccountMembership(tx, group.id, account.id)
          if (mine)
            throw mine.deletedAt ? new ForbiddenError(REMOVED) : new ConflictError(ALREADY_MEMBER)
          const pending = await memberships.findMembershipByEmail(tx, group.id, account.email)
          if (pending && !pending.deletedAt && !pending.joinedAt) {
            return joinPending(tx, group.id, pending.id, account)
          }
          const now = new Date()
          const { id } = await memberships.insertMembership(tx, {
            companyId: group.id,
            playerId: account.id,
            fullName: account.fullName,
            email: account.email,
            phone: account.phone,
            birthDate: account.birthDate,
            favoriteTeam: account.favoriteTeam,
            photoUrl: account.photoUrl,
            nickname: account.fullName.split(/\s+/)[0] ?? null,
            joinedAt: now,
            role: 'member',
            typePlayer: 'sporadic',
          })
          return id
        })
        return {
          success: true,
          message: `Agora você faz parte da pelada ${group.name}!`,
          companyPlayerId,
        }
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(ALREADY_MEMBER)
        throw err
      } finally {
        heads.forget(group.id)
      }
    },
  }
}

import { firstName } from '@bidfut/domain/rules/person-names'
import type { InvitationAccepted } from '@bidfut/domain/contracts/memberships'
import type { Db } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import type { AccountCtx } from '../../lib/context.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts'
import { findGroupByInviteToken } from '../groups/groups.repo.ts'
import { joinKnownMembership, REMOVED_FROM_GROUP } from './join-pending-membership.ts'
import * as memberships from './memberships.repo.ts'
import * as people from './people.repo.ts'
import { peladaNamed } from '@bidfut/domain/rules/words'

const INVALID_INVITE = 'Convite inválido ou expirado. Peça um novo link ao organizador.'
const ALREADY_MEMBER = 'Você já faz parte desta pelada.'

export type JoinByInviteService = ReturnType<typeof createJoinByInviteService>

/**
 * /entrar-na-pelada/{convite}: someone who already has an account joins a group through its
 * invite link, by tapping 'Entrar na pelada' while signed in (ADR 026). A person the group
 * removed comes back only when the group adds them again.
 */
export function createJoinByInviteService(deps: { db: Db; changes: Changes }) {
  const { db, changes } = deps

  return {
    async join(ctx: AccountCtx, convite: string): Promise<InvitationAccepted> {
      const group = await findGroupByInviteToken(db, convite)
      const account = await people.findAccountById(db, ctx.playerId)
      if (!group || !account) throw new NotFoundError(INVALID_INVITE)
      try {
        const companyPlayerId = await changes.transaction(async (tx, touched) => {
          touched.group(group.id)
          const mine = await memberships.findAccountMembership(tx, group.id, account.id)
          if (mine)
            throw mine.deletedAt
              ? new ForbiddenError(REMOVED_FROM_GROUP)
              : new ConflictError(ALREADY_MEMBER)
          const known = await joinKnownMembership(tx, touched, group.id, account)
          if (known !== null) return known
          const now = new Date()
          const { id } = await memberships.insertMembership(tx, {
            companyId: group.id,
            ...memberships.accountCopy(account),
            nickname: firstName(account.fullName),
            joinedAt: now,
            role: 'member',
            typePlayer: 'sporadic',
          })
          return id
        })
        return {
          success: true,
          message: `Agora você faz parte da ${peladaNamed(group.name)}!`,
          companyPlayerId,
        }
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(ALREADY_MEMBER)
        throw err
      }
    },
  }
}

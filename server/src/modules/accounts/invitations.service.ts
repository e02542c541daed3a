import type { InvitationAccepted, InvitationsResponse } from '@bidfut/domain/contracts/memberships'
import type { MessageResponse } from '@bidfut/domain/contracts/profile'
import type { Db } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import type { AccountCtx } from '../../lib/context.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { ConflictError, NotFoundError } from '../../lib/errors.ts'
import * as repo from './invitations.repo.ts'
import * as memberships from './memberships.repo.ts'
import * as people from './people.repo.ts'
import { peladaNamed } from '@bidfut/domain/rules/words'

const NOT_FOUND = 'Convite não encontrado.'
const ALREADY_MEMBER = 'Você já faz parte desta pelada.'

export type InvitationsService = ReturnType<typeof createInvitationsService>

/** The signed-in person's own invitations: only they list, accept or decline them. */
export function createInvitationsService(deps: { db: Db; changes: Changes }) {
  const { db, changes } = deps

  return {
    async listMine(ctx: AccountCtx): Promise<InvitationsResponse> {
      const rows = await repo.listOpenInvitations(db, ctx.playerId)
      return {
        success: true,
        invitations: rows.map((row) => ({
          id: row.id,
          groupName: row.groupName,
          invitedAt: row.createdAt.toISOString(),
        })),
      }
    },

    async accept(ctx: AccountCtx, invitationId: number): Promise<InvitationAccepted> {
      try {
        return await changes.transaction(async (tx, touched) => {
          const answered = await repo.answerInvitation(tx, ctx.playerId, invitationId)
          const membership =
            answered &&
            (await memberships.findPendingMembership(
              tx,
              answered.companyId,
              answered.companyPlayerId,
            ))
          const account = await people.findAccountById(tx, ctx.playerId)
          if (!membership || !account) throw new NotFoundError(NOT_FOUND)
          // The open BID may list this pending member, under the name the account now brings.
          await touched.openBids(membership.companyId)
          if (await memberships.isAlreadyMember(tx, membership.companyId, account.id)) {
            throw new ConflictError(ALREADY_MEMBER)
          }
          await memberships.joinMembership(tx, membership, account)
          return {
            success: true as const,
            message: `Agora você faz parte da ${peladaNamed(membership.groupName)}!`,
            companyPlayerId: membership.id,
          }
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(ALREADY_MEMBER)
        throw err
      }
    },

    async decline(ctx: AccountCtx, invitationId: number): Promise<MessageResponse> {
      const answered = await changes.transaction(async (tx, touched) => {
        const answered = await repo.answerInvitation(tx, ctx.playerId, invitationId)
        // The inviting group's register shows the invitation.
        if (answered) touched.group(answered.companyId)
        return answered
      })
      if (!answered) throw new NotFoundError(NOT_FOUND)
      return { success: true, message: 'Convite recusado.' }
    },
  }
}

import { randomBytes } from 'node:crypto'
import type { InviteLinkResponse } from '@bidfut/domain/contracts/players'
import type { Db } from '../../db/client.ts'
import type { Ctx } from '../../lib/context.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import { recordActivity } from '../activity/activity.ts'
import * as repo from './invites.repo.ts'

/**
 * The group's invite link (ADR 049): /entrar-na-pelada/{convite} opens signed out with
 * 'Você é um destes?' and the short join; /registro?convite= still takes the full form.
 */
export function inviteUrlOf(publicUrl: string, token: string): string {
  return `${publicUrl}/entrar-na-pelada/${token}`
}

export type InviteLinkService = ReturnType<typeof createInviteLinkService>

/**
 * The group's reusable invite link. Stored readable (ADR 003) so organisers can
 * copy it again; renewing it makes the old link stop working. A group gets its token when it is
 * created: showing the link only reads (ADR 024), and a group older than that has none until an
 * organiser creates one.
 */
export function createInviteLinkService(deps: { db: Db; publicUrl: string }) {
  const { db, publicUrl } = deps
  const newToken = () => randomBytes(24).toString('base64url')
  const urlOf = (token: string) => inviteUrlOf(publicUrl, token)

  return {
    async get(ctx: Ctx): Promise<InviteLinkResponse> {
      requireOrganiser(ctx)
      const group = await repo.findInviteToken(db, ctx.companyId)
      if (!group) throw new NotFoundError('Grupo não encontrado.')
      return { success: true, url: group.inviteToken ? urlOf(group.inviteToken) : null }
    },

    async renew(ctx: Ctx): Promise<InviteLinkResponse> {
      requireOrganiser(ctx)
      const token = newToken()
      await db.transaction(async (tx) => {
        await repo.replaceInviteToken(tx, ctx.companyId, token)
        await recordActivity(tx, ctx, { kind: 'register.invite_link_renewed' })
      })
      return { success: true, url: urlOf(token) }
    },
  }
}

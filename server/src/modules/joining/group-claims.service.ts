import type { GroupClaimsResponse, PlayerLinkResponse } from '@bidfut/domain/contracts/joining'
import type { MessageResponse } from '@bidfut/domain/contracts/profile'
import type { Db, Tx } from '../../db/client.ts'
import type { Changes, Touched } from '../../lib/changes.ts'
import type { Ctx } from '../../lib/context.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import { recordActivity } from '../activity/activity.ts'
import { confirmClaim, refuseClaim, undoClaim } from './claim-decisions.ts'
import * as claims from './claims.repo.ts'
import { bumpPlayerLink, findClaimable } from './joining.repo.ts'
import type { PlayerLinks } from './player-links.ts'

const CLAIM_NOT_FOUND = 'Pedido não encontrado.'
const PLAYER_NOT_PENDING =
  'Este jogador já entrou na pelada com a própria conta: o link do jogador não vale mais.'

export type GroupClaimsService = ReturnType<typeof createGroupClaimsService>

/**
 * The organisers' side of players who find their own name (ADR 049), in /jogadores: the claims
 * waiting ('Confirmar' / 'Recusar'), undoing a confirmed one, and each pending player's own link.
 * Every call is scoped to the caller's group; a claim of another group is not found.
 */
export function createGroupClaimsService(deps: {
  db: Db
  changes: Changes
  playerLinks: PlayerLinks
}) {
  const { db, changes, playerLinks } = deps

  async function decide(
    ctx: Ctx,
    id: number,
    act: (tx: Tx, touched: Touched, claim: claims.Claim) => Promise<void>,
    kind: 'register.claim_confirmed' | 'register.claim_refused' | 'register.claim_undone',
  ) {
    requireOrganiser(ctx)
    await changes.transaction(async (tx, touched) => {
      const claim = await claims.lockGroupClaim(tx, ctx.companyId, id)
      if (!claim) throw new NotFoundError(CLAIM_NOT_FOUND)
      await act(tx, touched, claim)
      await recordActivity(tx, ctx, { kind, subjectCompanyPlayerId: claim.companyPlayerId })
    })
  }

  return {
    async list(ctx: Ctx): Promise<GroupClaimsResponse> {
      requireOrganiser(ctx)
      const rows = await claims.listGroupClaims(db, ctx.companyId)
      return {
        success: true,
        claims: rows.map(({ claim, nickname }) => ({
          id: claim.id,
          companyPlayerId: claim.companyPlayerId,
          nickname,
          claimantName: claim.claimantName,
          via: claim.via,
          status: claim.status as 'pending' | 'confirmed',
          createdAt: claim.createdAt.toISOString(),
        })),
      }
    },

    async confirm(ctx: Ctx, id: number): Promise<MessageResponse> {
      await decide(
        ctx,
        id,
        (tx, touched, claim) => confirmClaim(tx, touched, claim, ctx.companyPlayerId),
        'register.claim_confirmed',
      )
      return { success: true, message: 'Entrada confirmada! O jogador já pode usar o Bidfut.' }
    },

    async refuse(ctx: Ctx, id: number): Promise<MessageResponse> {
      await decide(
        ctx,
        id,
        (tx, _touched, claim) => refuseClaim(tx, claim, ctx.companyPlayerId),
        'register.claim_refused',
      )
      return { success: true, message: 'Pedido recusado.' }
    },

    async undo(ctx: Ctx, id: number): Promise<MessageResponse> {
      await decide(
        ctx,
        id,
        (tx, touched, claim) => undoClaim(tx, touched, claim, ctx.companyPlayerId),
        'register.claim_undone',
      )
      return {
        success: true,
        message: 'Entrada desfeita. O cadastro voltou a ser só da pelada.',
      }
    },

    /** The player's own link, rebuilt from the row: showing it writes nothing (ADR 024). */
    async playerLink(ctx: Ctx, companyPlayerId: number): Promise<PlayerLinkResponse> {
      requireOrganiser(ctx)
      const member = await findClaimable(db, companyPlayerId, ctx.companyId)
      if (!member) throw new NotFoundError(PLAYER_NOT_PENDING)
      return {
        success: true,
        url: playerLinks.urlOf(member),
        message: `Quem abrir este link entra na pelada como ${member.nickname}, sem esperar confirmação.`,
      }
    },

    /** 'Novo link': the player's old link stops working. */
    async renewPlayerLink(ctx: Ctx, companyPlayerId: number): Promise<PlayerLinkResponse> {
      requireOrganiser(ctx)
      const url = await db.transaction(async (tx) => {
        const generation = await bumpPlayerLink(tx, ctx.companyId, companyPlayerId)
        if (generation === undefined) throw new NotFoundError(PLAYER_NOT_PENDING)
        await recordActivity(tx, ctx, {
          kind: 'register.player_link_renewed',
          subjectCompanyPlayerId: companyPlayerId,
        })
        return playerLinks.urlOf({ id: companyPlayerId, playerLinkGeneration: generation })
      })
      return {
        success: true,
        url,
        message: 'Novo link do jogador gerado! O anterior deixou de valer.',
      }
    },
  }
}

import type {
  AccountClaimResult,
  ClaimEmailCheck,
  ClaimSession,
  ClaimStatusResponse,
  JoinIntent,
  JoinOutcome,
} from '@bidfut/domain/contracts/joining'
import type { MessageResponse } from '@bidfut/domain/contracts/profile'
import type { Db } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import type { AccountCtx } from '../../lib/context.ts'
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts'
import { hashToken } from '../../lib/tokens.ts'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import { recordActivity } from '../activity/activity.ts'
import { findAccountById } from '../accounts/people.repo.ts'
import { trustDevice, type PasswordClient } from '../accounts/trusted-devices.ts'
import { confirmClaim } from './claim-decisions.ts'
import * as claims from './claims.repo.ts'
import { countJoinEmails, joinGroup, resolveJoinTarget } from './join-group.ts'
import type { JoiningService } from './joining.service.ts'
import type { PlayerLinks } from './player-links.ts'
import { peladaNamed } from '@bidfut/domain/rules/words'

const UNKNOWN_CLAIM = 'Pedido não encontrado. Abra de novo o link de convite do grupo.'
const STILL_WAITING = 'Seu pedido ainda aguarda a confirmação do organizador.'
const ALREADY_IN =
  'Você já entrou com este pedido. Entre com a sua chave de acesso, um link por email ou o Google.'
const NOT_CONFIRMED = 'O organizador não confirmou este pedido.'

export type ClaimStatusService = ReturnType<typeof createClaimStatusService>

/**
 * A claim after it was made (ADR 049): the claimant's browser asks how it stands and enters once
 * it is confirmed; the membership's own address confirms it by a tap; a signed-in person claims
 * with the account they have. Reading never changes anything; only taps do (ADR 024).
 */
export function createClaimStatusService(deps: {
  db: Db
  changes: Changes
  publicUrl: string
  playerLinks: PlayerLinks
  joining: Pick<JoiningService, 'outcomeOf'>
  emailOutbox: WorkerTrigger
  pushOutbox: WorkerTrigger
}) {
  const { db, changes, publicUrl, playerLinks, joining } = deps

  return {
    async status(token: string): Promise<ClaimStatusResponse> {
      const found = await claims.findClaimByToken(db, hashToken(token))
      if (!found) throw new NotFoundError(UNKNOWN_CLAIM)
      return {
        success: true,
        status: found.claim.status,
        nickname: found.nickname,
        groupName: found.groupName,
        canSignIn: found.claim.claimTokenUsedAt === null,
      }
    },

    /** The tap on 'Entrar na pelada' (confirmed) or 'Entrar como novo jogador' (refused). */
    async session(
      input: ClaimSession,
      client: PasswordClient,
    ): Promise<{ response: JoinOutcome; deviceToken: string }> {
      const found = await claims.findClaimByToken(db, hashToken(input.token))
      if (!found) throw new NotFoundError(UNKNOWN_CLAIM)
      const { claim } = found
      const asNew = claim.status === 'refused' || claim.status === 'undone'
      if (claim.status === 'pending') throw new ConflictError(STILL_WAITING)
      if (asNew && !input.asNewPlayer) throw new ConflictError(NOT_CONFIRMED)
      return changes.transaction(async (tx, touched) => {
        if (!(await claims.spendClaimToken(tx, claim.id))) throw new BadRequestError(ALREADY_IN)
        const account = await findAccountById(tx, claim.playerId)
        if (!account) throw new NotFoundError(UNKNOWN_CLAIM)
        const result = asNew
          ? await joinGroup(
              tx,
              touched,
              account,
              account.fullName,
              { group: { id: claim.companyId, name: found.groupName } },
              publicUrl,
            )
          : {
              kind: 'member' as const,
              companyId: claim.companyId,
              companyPlayerId: claim.companyPlayerId,
            }
        const response = await joining.outcomeOf(tx, account, result)
        return { response, deviceToken: await trustDevice(tx, account.id, client) }
      })
    },

    async emailCheck(token: string): Promise<ClaimEmailCheck> {
      const found = await claims.findClaimByEmailToken(db, hashToken(token))
      if (!found) {
        return {
          success: true,
          state: 'unknown',
          nickname: null,
          groupName: null,
          claimantName: null,
        }
      }
      return {
        success: true,
        state: found.claim.status === 'pending' ? 'valid' : 'decided',
        nickname: found.nickname,
        groupName: found.groupName,
        claimantName: found.claim.claimantName,
      }
    },

    /** The tap on 'Sou eu' in the page the email opens: the address proves the claim. */
    async emailConfirm(token: string): Promise<MessageResponse> {
      const found = await claims.findClaimByEmailToken(db, hashToken(token))
      if (!found) throw new BadRequestError('Link inválido.')
      const { claim } = found
      await changes.transaction(async (tx, touched) => {
        await confirmClaim(tx, touched, claim, null)
        // The claimant acts: they are the membership now.
        const actor = {
          companyId: claim.companyId,
          companyPlayerId: claim.companyPlayerId,
          playerId: claim.playerId,
          role: 'member' as const,
        }
        await recordActivity(tx, actor, {
          kind: 'register.claim_confirmed',
          subjectCompanyPlayerId: claim.companyPlayerId,
          details: { byEmail: true },
        })
      })
      return {
        success: true,
        message: `Pronto! Você entrou na ${peladaNamed(found.groupName)} como ${found.nickname}.`,
      }
    },

    /** A signed-in person claims a name (or joins as new) with the account they have. */
    async accountClaim(ctx: AccountCtx, intent: JoinIntent): Promise<AccountClaimResult> {
      const target = await resolveJoinTarget(db, intent, playerLinks)
      const account = await findAccountById(db, ctx.playerId)
      if (!account) throw new NotFoundError('Conta não encontrada.')
      const result = await changes.transaction(async (tx, touched) => {
        await countJoinEmails(tx, target)
        return joinGroup(tx, touched, account, account.fullName, target, publicUrl)
      })
      deps.emailOutbox.trigger()
      deps.pushOutbox.trigger()
      return result.kind === 'member'
        ? {
            success: true,
            message: `Agora você faz parte da ${peladaNamed(target.group.name)}!`,
            companyPlayerId: result.companyPlayerId,
            claimToken: null,
          }
        : {
            success: true,
            message: `Pronto! Agora o organizador confirma que você é ${result.nickname}.`,
            companyPlayerId: null,
            claimToken: result.claimToken,
          }
    },
  }
}

import type { ActivationLinkResponse } from '@bidfut/domain/contracts/players'
import { toWireBirthDate } from '@bidfut/domain/contracts/person-fields'
import type {
  ActivationData,
  ActivationRequest,
  MessageResponse,
} from '@bidfut/domain/contracts/profile'
import type { EmailOutboxWorker } from '../../jobs/email-outbox-worker.ts'
import type { Db, Tx } from '../../db/client.ts'
import type { Ctx } from '../../lib/context.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password.ts'
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts'
import { enqueueEmail } from '../mail/outbox.repo.ts'
import { activationEmail } from '../mail/templates.ts'
import * as people from '../players/people.repo.ts'
import { normalisedPhone } from '../players/player-changes.ts'
import * as playersRepo from '../players/players.repo.ts'
import * as tokens from './account-tokens.repo.ts'
import { findActivationTarget } from './activation.repo.ts'

const ACTIVATION_TTL_MS = 7 * 24 * 60 * 60 * 1000
const INVALID_TOKEN = 'Token inválido'
const EMAIL_TAKEN = 'Este email já está cadastrado.'

export type ActivationService = ReturnType<typeof createActivationService>

/** Activation links: organisers issue them, the person opens one to set their data and password. */
export function createActivationService(deps: {
  db: Db
  publicUrl: string
  emailOutbox: Pick<EmailOutboxWorker, 'trigger'>
}) {
  const { db, publicUrl, emailOutbox } = deps

  async function pendingMember(ctx: Ctx, playerId: number) {
    const member = await playersRepo.findMember(db, ctx.companyId, { playerId })
    if (!member) throw new NotFoundError('Jogador não encontrado.')
    if (member.activatedAt) throw new ConflictError('Esta conta já foi ativada.')
    return member
  }

  /** The membership an activation token opens; a token that no longer fits it is refused. */
  async function targetOf(
    conn: Db | Tx,
    token: { playerId: number; companyPlayerId: number | null } | undefined,
  ) {
    const target =
      token?.companyPlayerId && (await findActivationTarget(conn, token.companyPlayerId))
    if (!token || !target || target.playerId !== token.playerId || target.activatedAt) {
      throw new BadRequestError(INVALID_TOKEN)
    }
    return target
  }

  /** A fresh single-use link; older unused links of the person stop working. */
  async function issueLink(member: NonNullable<playersRepo.MemberRow>, withEmailTo?: string) {
    const { token, hash } = newOpaqueToken()
    const url = `${publicUrl}/activate-user/${token}`
    await db.transaction(async (tx) => {
      const { id } = await tokens.replaceAccountToken(tx, {
        kind: 'activation',
        tokenHash: hash,
        playerId: member.playerId,
        companyPlayerId: member.id,
        ttlMs: ACTIVATION_TTL_MS,
      })
      if (withEmailTo) {
        const content = activationEmail({
          fullName: member.fullName,
          groupName: member.groupName,
          url,
        })
        await enqueueEmail(tx, { dedupeKey: `activation:${id}`, to: withEmailTo, ...content })
      }
    })
    return url
  }

  return {
    async generateLink(ctx: Ctx, playerId: number): Promise<ActivationLinkResponse> {
      const url = await issueLink(await pendingMember(ctx, playerId))
      return { success: true, message: 'Link gerado com sucesso!', url }
    },

    async sendActivationEmail(ctx: Ctx, playerId: number): Promise<MessageResponse> {
      const member = await pendingMember(ctx, playerId)
      if (!member.email) {
        throw new BadRequestError('Este jogador não tem email cadastrado. Use "Gerar Link".')
      }
      await issueLink(member, member.email)
      emailOutbox.trigger()
      return { success: true, message: `Email de ativação enviado para ${member.email}.` }
    },

    async validate(token: string): Promise<ActivationData> {
      const target = await targetOf(
        db,
        await tokens.findUsableToken(db, hashToken(token), 'activation'),
      )
      return {
        success: true,
        message: 'Token válido.',
        playerId: target.playerId,
        companyPlayerId: target.companyPlayerId,
        fullName: target.fullName,
        email: target.email,
        birthDate: toWireBirthDate(target.birthDate),
        phone: target.phone,
        favoriteTeam: target.favoriteTeam,
        nickname: target.nickname,
        playerPosition: target.playerPosition,
        photoUrl: target.photoUrl,
      }
    },

    async activate(input: ActivationRequest): Promise<MessageResponse> {
      const passwordHash = await hashPassword(input.newPassword)
      try {
        await db.transaction(async (tx) => {
          // Consuming first, in the same transaction: a second use finds no row, and a
          // failure below (email taken) rolls the use back so the link still works.
          const target = await targetOf(
            tx,
            await tokens.consumeToken(tx, hashToken(input.token), 'activation'),
          )
          if (await people.isEmailTakenByOther(tx, input.email, target.playerId)) {
            throw new ConflictError(EMAIL_TAKEN)
          }
          await people.updatePerson(tx, target.playerId, {
            fullName: input.fullName,
            email: input.email,
            birthDate: input.birthDate,
            phone: normalisedPhone(input.phone),
            favoriteTeam: input.favoriteTeam,
            passwordHash,
            activatedAt: new Date(),
          })
          await playersRepo.updateMembership(tx, target.companyId, target.companyPlayerId, {
            playerPosition: input.playerPosition,
            ...(input.nickname ? { nickname: input.nickname } : {}),
          })
          await tokens.expireUnusedTokens(tx, target.playerId, 'activation')
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(EMAIL_TAKEN)
        throw err
      }
      return { success: true, message: 'Conta ativada com sucesso!' }
    },
  }
}

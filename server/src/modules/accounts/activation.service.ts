import { createHmac, randomUUID } from 'node:crypto'
import type { ActivationLinkResponse } from '@bidfut/domain/contracts/players'
import { toWireBirthDate } from '@bidfut/domain/contracts/person-fields'
import {
  ACCOUNT_EXISTS_MESSAGE,
  type JoinWithAccountInput,
} from '@bidfut/domain/contracts/memberships'
import type {
  ActivationData,
  ActivationRequest,
  MessageResponse,
} from '@bidfut/domain/contracts/profile'
import { normalisedPhone } from '@bidfut/domain/rules/phone'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import type { Db, Tx } from '../../db/client.ts'
import type { Ctx } from '../../lib/context.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts'
import { touchOpenBid } from '../bids/bids.repo.ts'
import type { OpenBidHeads } from '../bids/open-bid-heads.ts'
import { enqueueEmail } from '../mail/outbox.repo.ts'
import { activationEmail } from '../mail/templates.ts'
import * as tokens from './account-tokens.repo.ts'
import { findActivationTarget } from './activation.repo.ts'
import { withdrawInvitations } from './invitations.repo.ts'
import * as memberships from './memberships.repo.ts'
import { provePassword } from './password-check.ts'
import * as people from './people.repo.ts'
import { trustDevice, type PasswordClient } from './trusted-devices.ts'

const ACTIVATION_TTL_MS = 7 * 24 * 60 * 60 * 1000
const INVALID_TOKEN = 'Token inválido'
const ALREADY_MEMBER = 'Você já faz parte desta pelada. Entre com a sua conta.'

export type ActivationService = ReturnType<typeof createActivationService>
type Member = NonNullable<memberships.MemberRow>

/**
 * Activation links: organisers issue them for one pending membership of their group; the person
 * opens one to create their account, or to join the membership to the account they already have.
 */
export function createActivationService(deps: {
  db: Db
  publicUrl: string
  emailOutbox: WorkerTrigger
  heads: Pick<OpenBidHeads, 'forget'>
  /** The server key activation tokens are derived from. */
  linkSecret: string
}) {
  const { db, publicUrl, emailOutbox, heads, linkSecret } = deps

  async function pendingMember(ctx: Ctx, companyPlayerId: number) {
    requireOrganiser(ctx)
    const member = await memberships.findMember(db, ctx.companyId, companyPlayerId)
    if (!member) throw new NotFoundError('Jogador não encontrado.')
    if (member.joinedAt) throw new ConflictError('Esta conta já foi ativada.')
    return member
  }

  /** The pending membership a token opens; a token that no longer fits it is refused. */
  async function targetOf(conn: Db | Tx, token: { companyPlayerId: number | null } | undefined) {
    const target =
      token?.companyPlayerId && (await findActivationTarget(conn, token.companyPlayerId))
    if (!target) throw new BadRequestError(INVALID_TOKEN)
    return target
  }

  /**
   * An activation token is derived from its row id with a server key, so the link that works now
   * can be shown again while only its hash is stored (ADR 003: only the group invite is readable).
   */
  const tokenOf = (tokenId: number) =>
    createHmac('sha256', linkSecret).update(`activation-link:${tokenId}`).digest('base64url')
  const urlOf = (token: string) => `${publicUrl}/activate-user/${token}`

  /** The membership's working link if it can be shown again (older links were random). */
  async function currentLink(tx: Tx, member: Member) {
    const current = await tokens.findCurrentToken(tx, { companyPlayerId: member.id }, 'activation')
    if (!current) return { current }
    const token = tokenOf(current.id)
    const shown = hashToken(token) === current.tokenHash ? token : undefined
    return { current, shown }
  }

  /** A fresh single-use link for this membership; its older unused links stop working. */
  async function issueLink(tx: Tx, member: Member) {
    const { id, expiresAt } = await tokens.replaceAccountToken(
      tx,
      { companyPlayerId: member.id },
      // A random placeholder until the row id the token is derived from is known.
      { kind: 'activation', tokenHash: newOpaqueToken().hash, ttlMs: ACTIVATION_TTL_MS },
    )
    const token = tokenOf(id)
    await tokens.setTokenHash(tx, id, hashToken(token))
    return { id, token, expiresAt }
  }

  /**
   * The working link, or a new one when there is none or it cannot be shown again. Under the
   * membership's row lock: two organisers tapping 'Gerar Link' at once get the same link, instead
   * of the second one killing the link the first has just shared.
   */
  async function linkFor(ctx: Ctx, member: Member, renew: boolean) {
    return db.transaction(async (tx) => {
      await memberships.lockMembership(tx, ctx.companyId, member.id)
      const { current, shown } = await currentLink(tx, member)
      if (current && shown && !renew) {
        return {
          id: current.id,
          token: shown,
          expiresAt: current.expiresAt,
          replacedPrevious: false,
        }
      }
      return { ...(await issueLink(tx, member)), replacedPrevious: current !== undefined }
    })
  }

  /** Uses the link and leaves the membership with no other way in. */
  async function consumeLink(tx: Tx, token: string) {
    const target = await targetOf(tx, await tokens.consumeToken(tx, hashToken(token), 'activation'))
    await tokens.expireUnusedTokens(tx, { companyPlayerId: target.companyPlayerId }, 'activation')
    await withdrawInvitations(tx, target.companyId, target.companyPlayerId)
    return target
  }

  return {
    async generateLink(
      ctx: Ctx,
      input: { playerId: number; renew?: boolean },
    ): Promise<ActivationLinkResponse> {
      const member = await pendingMember(ctx, input.playerId)
      const link = await linkFor(ctx, member, input.renew ?? false)
      return {
        success: true,
        message: 'Link gerado com sucesso!',
        url: urlOf(link.token),
        expiresAt: link.expiresAt.toISOString(),
        replacedPrevious: link.replacedPrevious,
      }
    },

    /** Emails the link that works now (a new one only if there is none), so no shared link dies. */
    async sendActivationEmail(ctx: Ctx, playerId: number): Promise<MessageResponse> {
      const member = await pendingMember(ctx, playerId)
      const to = member.email
      if (!to) {
        throw new BadRequestError('Este jogador não tem email cadastrado. Use "Gerar Link".')
      }
      const link = await linkFor(ctx, member, false)
      const content = activationEmail({
        fullName: member.fullName,
        groupName: member.groupName,
        url: urlOf(link.token),
      })
      // The same link may be emailed more than once: each sending is its own email.
      await enqueueEmail(db, { dedupeKey: `activation:${link.id}:${randomUUID()}`, to, ...content })
      emailOutbox.trigger()
      return { success: true, message: `Email de ativação enviado para ${to}.` }
    },

    async validate(token: string): Promise<ActivationData> {
      const target = await targetOf(
        db,
        await tokens.findUsableToken(db, hashToken(token), 'activation'),
      )
      return {
        success: true,
        message: 'Token válido.',
        playerId: target.companyPlayerId,
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

    /** Creates the person's account, joins the membership to it and trusts this browser. */
    async activate(input: ActivationRequest, client: PasswordClient) {
      const passwordHash = await hashPassword(input.newPassword)
      let joinedGroup: number | undefined
      let deviceToken: string
      try {
        deviceToken = await db.transaction(async (tx) => {
          // Consumed first, in the same transaction: a second use finds no row, and a failure
          // below (email has an account) rolls the use back so the link still works.
          const target = await consumeLink(tx, input.token)
          // The open BID may list this pending member, under the name the person now gives.
          joinedGroup = target.companyId
          await touchOpenBid(tx, target.companyId)
          if (await people.findAccountByEmail(tx, input.email)) {
            throw new ConflictError(ACCOUNT_EXISTS_MESSAGE, { email: ACCOUNT_EXISTS_MESSAGE })
          }
          const account = await people.insertAccount(tx, {
            fullName: input.fullName,
            email: input.email,
            birthDate: input.birthDate,
            phone: normalisedPhone(input.phone),
            favoriteTeam: input.favoriteTeam,
            photoUrl: target.photoUrl,
            passwordHash,
            activatedAt: new Date(),
          })
          await memberships.joinMembership(
            tx,
            { companyId: target.companyId, id: target.companyPlayerId },
            account,
            {
              playerPosition: input.playerPosition,
              ...(input.nickname ? { nickname: input.nickname } : {}),
            },
          )
          return trustDevice(tx, account.id, client)
        })
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw new ConflictError(ACCOUNT_EXISTS_MESSAGE, { email: ACCOUNT_EXISTS_MESSAGE })
        }
        throw err
      } finally {
        if (joinedGroup !== undefined) heads.forget(joinedGroup)
      }
      const response: MessageResponse = { success: true, message: 'Conta ativada com sucesso!' }
      return { response, deviceToken }
    },

    /**
     * The link's person already has an account: the password proves it, and the membership joins
     * it. Counted with failed logins, so a link cannot be used to guess passwords.
     */
    async joinWithAccount(input: JoinWithAccountInput, client: PasswordClient) {
      // A dead link says so before any password is checked.
      await targetOf(db, await tokens.findUsableToken(db, hashToken(input.token), 'activation'))
      const account = await provePassword(db, input, client, (email) =>
        people.findAccountByEmail(db, email),
      )
      let joinedGroup: number | undefined
      const groupName = await db
        .transaction(async (tx) => {
          const target = await consumeLink(tx, input.token)
          // The open BID may list this pending member, under the name the person now gives.
          joinedGroup = target.companyId
          await touchOpenBid(tx, target.companyId)
          if (await memberships.isAlreadyMember(tx, target.companyId, account.id)) {
            throw new ConflictError(ALREADY_MEMBER)
          }
          await memberships.joinMembership(
            tx,
            { companyId: target.companyId, id: target.companyPlayerId },
            account,
          )
          return target.groupName
        })
        .catch((err: unknown) => {
          // Joined the same group through another link at the same moment.
          if (isUniqueViolation(err)) throw new ConflictError(ALREADY_MEMBER)
          throw err
        })
        .finally(() => {
          if (joinedGroup !== undefined) heads.forget(joinedGroup)
        })
      const response: MessageResponse = {
        success: true,
        message: `Pronto! Agora você faz parte da pelada ${groupName}. Entre com a sua conta.`,
      }
      return { response, deviceToken: await trustDevice(db, account.id, client) }
    },
  }
}

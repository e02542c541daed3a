import { randomUUID } from 'node:crypto'
import type { ActivationLinkResponse } from '@bidfut/domain/contracts/players'
import { toWireBirthDate } from '@bidfut/domain/contracts/person-fields'
import type { JoinWithAccountInput } from '@bidfut/domain/contracts/memberships'
import type {
  ActivationData,
  ActivationRequest,
  MessageResponse,
} from '@bidfut/domain/contracts/profile'
import { normalisedPhone } from '@bidfut/domain/rules/phone'
import type { Db, Tx } from '../../db/client.ts'
import type { Changes, Touched } from '../../lib/changes.ts'
import type { Ctx } from '../../lib/context.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import { hashToken } from '../../lib/tokens.ts'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import { countEmailRequest } from '../mail/email-limits.ts'
import { activation } from '../notices/kinds/account.ts'
import { sendNotice } from '../notices/notices.ts'
import { enqueueAccountJob } from './account-jobs.repo.ts'
import * as tokens from './account-tokens.repo.ts'
import { MAX_LINK_ATTEMPTS, type ActivationLinks } from './activation-links.ts'
import { findActivationTarget } from './activation.repo.ts'
import { withdrawInvitations } from './invitations.repo.ts'
import * as memberships from './memberships.repo.ts'
import { provePassword } from './password-check.ts'
import * as people from './people.repo.ts'
import { trustDevice, type PasswordClient } from './trusted-devices.ts'
import { peladaNamed } from '@bidfut/domain/rules/words'

const INVALID_TOKEN = 'Token inválido'
/** A link used up, expired, out of tries or never issued, when someone sends something with it. */
const LINK_INVALID = 'Link inválido ou expirado. Peça um novo link ao organizador.'
const ALREADY_MEMBER = 'Você já faz parte desta pelada. Entre com a sua conta.'

export type ActivationService = ReturnType<typeof createActivationService>
type Member = NonNullable<memberships.MemberRow>

/**
 * Activation links: organisers issue them for one pending membership of their group; the person
 * opens one to ask for their account (confirmed from the email it sends, ADR 026), or to join
 * the membership to the account they already have.
 */
export function createActivationService(deps: {
  db: Db
  changes: Changes
  links: ActivationLinks
  emailOutbox: WorkerTrigger
  accountJobs: WorkerTrigger
}) {
  const { db, changes, links, emailOutbox, accountJobs } = deps

  async function pendingMember(ctx: Ctx, companyPlayerId: number) {
    requireOrganiser(ctx)
    const member = await memberships.findMember(db, ctx.companyId, companyPlayerId)
    if (!member) throw new NotFoundError('Jogador não encontrado.')
    if (member.joinedAt) throw new ConflictError('Esta conta já foi ativada.')
    return member
  }

  /** The link and the pending membership it opens, if both still stand; else `message`. */
  async function openLink(conn: Db | Tx, token: string, message: string) {
    const link = await tokens.findUsableToken(conn, hashToken(token), 'activation')
    const target =
      link?.companyPlayerId &&
      link.attempts < MAX_LINK_ATTEMPTS &&
      (await findActivationTarget(conn, link.companyPlayerId))
    if (!link || !target) throw new BadRequestError(message)
    return { link, target }
  }

  /**
   * Uses the link and leaves the membership with no other way in. Locks come in the order every
   * writer of a membership and its links takes them: open BID, membership row, then links.
   */
  async function consumeLink(
    tx: Tx,
    touched: Touched,
    token: string,
    expected: { companyId: number; companyPlayerId: number },
  ) {
    // The open BID may list this pending member, under the name the person now gives.
    await touched.openBids(expected.companyId)
    await memberships.lockMembership(tx, expected.companyId, expected.companyPlayerId)
    const used = await tokens.consumeToken(tx, hashToken(token), 'activation')
    const target = used?.companyPlayerId && (await findActivationTarget(tx, used.companyPlayerId))
    if (!target || target.companyId !== expected.companyId) {
      throw new BadRequestError(LINK_INVALID)
    }
    await tokens.expireUnusedTokens(tx, { companyPlayerId: target.companyPlayerId }, 'activation')
    await withdrawInvitations(tx, target.companyId, target.companyPlayerId)
    return target
  }

  /**
   * Under the membership's row lock: two organisers tapping 'Gerar Link' at once get the same
   * link, instead of the second one killing the link the first has just shared.
   */
  async function lockedLinkFor(tx: Tx, ctx: Ctx, member: Member, renew: boolean) {
    await memberships.lockMembership(tx, ctx.companyId, member.id)
    return links.linkFor(tx, member.id, renew)
  }

  return {
    async generateLink(
      ctx: Ctx,
      input: { playerId: number; renew?: boolean },
    ): Promise<ActivationLinkResponse> {
      const member = await pendingMember(ctx, input.playerId)
      const link = await db.transaction((tx) =>
        lockedLinkFor(tx, ctx, member, input.renew ?? false),
      )
      return {
        success: true,
        message: 'Link gerado com sucesso!',
        url: links.urlOf(link.token),
        expiresAt: link.expiresAt.toISOString(),
        replacedPrevious: link.replacedPrevious,
      }
    },

    /**
     * Emails the link that works now (a new one only if there is none), so no shared link dies.
     * Counted against the address and the group (ADR 026).
     */
    async sendActivationEmail(ctx: Ctx, playerId: number): Promise<MessageResponse> {
      const member = await pendingMember(ctx, playerId)
      const to = member.email
      if (!to) {
        throw new BadRequestError('Este jogador não tem email cadastrado. Use "Gerar Link".')
      }
      await db.transaction(async (tx) => {
        await countEmailRequest(tx, { address: to, kind: 'membership', companyId: ctx.companyId })
        const link = await lockedLinkFor(tx, ctx, member, false)
        const sent = {
          fullName: member.fullName,
          groupName: member.groupName,
          url: links.urlOf(link.token),
          linkId: link.id,
          // The same link may be emailed more than once: each sending is its own email.
          sending: randomUUID(),
        }
        await sendNotice(tx, activation, sent, [{ email: to, companyId: ctx.companyId }])
      })
      emailOutbox.trigger()
      return { success: true, message: `Email de ativação enviado para ${to}.` }
    },

    async validate(token: string): Promise<ActivationData> {
      const { target } = await openLink(db, token, INVALID_TOKEN)
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

    /**
     * Records the activation and answers the same whether the email has an account or not: the
     * worker emails a 'Confirmar cadastro' link, or tells the account's owner how to join with
     * it. Each form sent uses one of the link's tries.
     */
    async activate(input: ActivationRequest): Promise<MessageResponse> {
      const { link, target } = await openLink(db, input.token, LINK_INVALID)
      const passwordHash = await hashPassword(input.newPassword)
      await db.transaction(async (tx) => {
        await countEmailRequest(tx, {
          address: input.email,
          kind: 'signup',
          companyId: target.companyId,
        })
        if (!(await tokens.useLinkAttempt(tx, link.id, MAX_LINK_ATTEMPTS))) {
          throw new BadRequestError(LINK_INVALID)
        }
        await enqueueAccountJob(tx, {
          kind: 'signup',
          payload: {
            email: input.email,
            passwordHash,
            fullName: input.fullName,
            phone: normalisedPhone(input.phone),
            birthDate: input.birthDate,
            favoriteTeam: input.favoriteTeam,
            nickname: input.nickname,
            playerPosition: input.playerPosition,
            companyId: target.companyId,
            companyPlayerId: target.companyPlayerId,
            activationTokenId: link.id,
          },
        })
      })
      accountJobs.trigger()
      return {
        success: true,
        message: `Enviamos um link para ${input.email} para concluir a ativação.`,
      }
    },

    /**
     * The link's person already has an account: the password proves it, and the membership joins
     * it. Each try uses one of the link's tries, counted before the password is checked, so a
     * link bounds the guessing even under concurrency; failures also count as failed logins.
     * The proof trusts this browser for the account (ADR 025).
     */
    async joinWithAccount(input: JoinWithAccountInput, client: PasswordClient) {
      const { link, target: opened } = await openLink(db, input.token, LINK_INVALID)
      if (!(await tokens.useLinkAttempt(db, link.id, MAX_LINK_ATTEMPTS))) {
        throw new BadRequestError(LINK_INVALID)
      }
      const account = await provePassword(db, input, client, (email) =>
        people.findAccountByEmail(db, email),
      )
      const groupName = await changes
        .transaction(async (tx, touched) => {
          const target = await consumeLink(tx, touched, input.token, opened)
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
      const response: MessageResponse = {
        success: true,
        message: `Pronto! Agora você faz parte da ${peladaNamed(groupName)}. Entre com a sua conta.`,
      }
      return { response, deviceToken: await trustDevice(db, account.id, client) }
    },
  }
}

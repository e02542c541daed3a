import type {
  EmailChangeCheck,
  MessageResponse,
  ProfileUpdate,
} from '@bidfut/domain/contracts/profile'
import type { EmailNoticesSetting, ReminderEmailsSetting } from '@bidfut/domain/contracts/reminders'
import { normalisedPhone } from '@bidfut/domain/rules/phone'
import type { Db } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import type { Ctx, SessionCtx } from '../../lib/context.ts'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts'
import { hashPassword, verifyPassword } from '../../lib/password.ts'
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts'
import { countEmailRequest } from '../mail/email-limits.ts'
import { emailChange, emailChangeWarning } from '../notices/kinds/account.ts'
import { sendNotice } from '../notices/notices.ts'
import {
  findEmailNotices,
  findReminderEmails,
  setEmailNotices,
  setReminderEmails,
} from '../reminders/reminders.repo.ts'
import * as tokens from './account-tokens.repo.ts'
import * as memberships from './memberships.repo.ts'
import * as people from './people.repo.ts'
import { trustOnlyThisDevice, type PasswordClient } from './trusted-devices.ts'

const EMAIL_TAKEN = 'Este email já está cadastrado.'
const WRONG_PASSWORD = 'Senha atual incorreta.'
const PASSWORD_FOR_EMAIL = 'Para alterar o email, informe sua senha atual.'
const PASSWORD_FOR_PASSWORD = 'Para alterar a senha, informe sua senha atual.'
const EMAIL_REQUIRED = 'Email é obrigatório'
const INVALID_LINK = 'Link inválido ou expirado. Peça um novo.'
const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000
const LINK_STATE_MESSAGES: Record<EmailChangeCheck['state'], string> = {
  valid: 'Link válido.',
  used: 'Este link já foi usado.',
  expired: 'Este link expirou.',
  unknown: 'Link inválido.',
}

export type ProfileService = ReturnType<typeof createProfileService>

/**
 * 'Meu Perfil': the signed-in person edits their own account; the groups they joined see the
 * change. A new email takes effect only once confirmed from the new address.
 */
export function createProfileService(deps: {
  db: Db
  changes: Changes
  publicUrl: string
  emailOutbox: WorkerTrigger
}) {
  const { db, changes, publicUrl, emailOutbox } = deps

  return {
    /** The answer, and a new device token when the password changed (this browser stays trusted). */
    async updateProfile(
      ctx: SessionCtx,
      input: ProfileUpdate,
      client: PasswordClient,
    ): Promise<{ response: MessageResponse; deviceToken?: string }> {
      const account = await people.findAccountById(db, ctx.playerId)
      if (!account) throw new NotFoundError('Perfil não encontrado.')
      // An address once given is never taken away, only replaced by a confirmed one.
      if (account.email && !input.email) {
        throw new BadRequestError(EMAIL_REQUIRED, { email: EMAIL_REQUIRED })
      }
      const newEmail = input.email !== null && input.email !== account.email?.toLowerCase()
      const emailChanges = newEmail ? input.email : null
      // An account without a password (ADR 049) proves itself with this session, as it does
      // to add a passkey; one with a password proves the password.
      if ((input.newPassword || emailChanges) && account.passwordHash !== null) {
        if (!input.password) {
          const message = input.newPassword ? PASSWORD_FOR_PASSWORD : PASSWORD_FOR_EMAIL
          throw new BadRequestError(message, { password: message })
        }
        if (!(await verifyPassword(input.password, account.passwordHash))) {
          throw new BadRequestError(WRONG_PASSWORD, { password: WRONG_PASSWORD })
        }
      }
      const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : undefined
      if (emailChanges && (await people.isEmailTakenByOther(db, emailChanges, ctx.playerId))) {
        throw new ConflictError(EMAIL_TAKEN, { email: EMAIL_TAKEN })
      }
      let deviceToken: string | undefined
      await changes.transaction(async (tx, touched) => {
        // The new address may be anyone's: counted like every email a person makes us send.
        if (emailChanges)
          await countEmailRequest(tx, { address: emailChanges, kind: 'email_change' })
        // The Live BID of every group the person joined shows their name; BID locks come first.
        if (input.fullName !== account.fullName) await touched.openBidsOfPerson(ctx.playerId)
        touched.person(ctx.playerId)
        await people.updateProfileEverywhere(tx, ctx.playerId, {
          fullName: input.fullName,
          phone: normalisedPhone(input.phone),
          birthDate: input.birthDate,
          favoriteTeam: input.favoriteTeam,
        })
        if (passwordHash) {
          await people.setPassword(tx, ctx.playerId, passwordHash)
          // Whoever else held a session (a lost phone, a shared computer) is out; this one goes on.
          await people.revokeAccountRefreshTokens(tx, ctx.playerId, { sessionId: ctx.sessionId })
          touched.account(ctx.playerId)
          deviceToken = await trustOnlyThisDevice(tx, ctx.playerId, client)
        }
        if (input.playerPosition !== undefined) {
          await memberships.updateMembership(tx, ctx.companyId, ctx.companyPlayerId, {
            playerPosition: input.playerPosition,
          })
        }
        if (emailChanges) {
          const { token, hash } = newOpaqueToken()
          const { id } = await tokens.replaceAccountToken(
            tx,
            { playerId: ctx.playerId },
            {
              kind: 'email_change',
              tokenHash: hash,
              ttlMs: EMAIL_CHANGE_TTL_MS,
              newEmail: emailChanges,
            },
          )
          const url = `${publicUrl}/confirmar-email/${token}`
          const { fullName } = input
          await sendNotice(tx, emailChange, { fullName, url, tokenId: id }, [
            { email: emailChanges, companyId: null },
          ])
          // An account that joined with a passkey or Google alone may have had no address yet.
          const warning = { fullName, newEmail: emailChanges, tokenId: id }
          await sendNotice(tx, emailChangeWarning, warning, [
            { email: account.email, companyId: null },
          ])
        }
      })
      if (emailChanges) emailOutbox.trigger()
      const message = emailChanges
        ? `Perfil atualizado! Enviamos um link de confirmação para ${emailChanges}.`
        : 'Perfil atualizado!'
      return { response: { success: true, message }, deviceToken }
    },

    /** What the emailed link would change, for the page to show before the person confirms. */
    async checkEmailChange(token: string): Promise<EmailChangeCheck> {
      const found = await tokens.findTokenState(db, hashToken(token), 'email_change')
      const state = !found ? 'unknown' : found.used ? 'used' : found.expired ? 'expired' : 'valid'
      const newEmail = state === 'valid' ? (found?.newEmail ?? null) : null
      return { success: true, state, message: LINK_STATE_MESSAGES[state], newEmail }
    },

    /** The link from the new address: only now does the account (and its groups) use it. */
    async confirmEmailChange(token: string): Promise<MessageResponse> {
      try {
        await changes.transaction(async (tx, touched) => {
          const used = await tokens.consumeToken(tx, hashToken(token), 'email_change')
          if (!used?.playerId || !used.newEmail) throw new BadRequestError(INVALID_LINK)
          if (await people.isEmailTakenByOther(tx, used.newEmail, used.playerId)) {
            throw new ConflictError(EMAIL_TAKEN)
          }
          await people.updateProfileEverywhere(tx, used.playerId, { email: used.newEmail })
          touched.person(used.playerId)
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(EMAIL_TAKEN)
        throw err
      }
      return { success: true, message: 'Email alterado com sucesso!' }
    },

    /** Any member decides for themselves, per pelada: the choice lives on the membership. */
    async getReminderEmails(ctx: Ctx): Promise<ReminderEmailsSetting> {
      const receive = await findReminderEmails(db, ctx.companyId, ctx.companyPlayerId)
      if (receive === undefined) throw new NotFoundError('Perfil não encontrado.')
      return { receiveReminderEmails: receive }
    },

    async setReminderEmails(
      ctx: Ctx,
      input: ReminderEmailsSetting,
    ): Promise<ReminderEmailsSetting> {
      await setReminderEmails(db, ctx.companyId, ctx.companyPlayerId, input.receiveReminderEmails)
      return { receiveReminderEmails: input.receiveReminderEmails }
    },

    /** The same, for the 'BID finalizado' email and the organisers' digest (ADR 061). */
    async getEmailNotices(ctx: Ctx): Promise<EmailNoticesSetting> {
      const choices = await findEmailNotices(db, ctx.companyId, ctx.companyPlayerId)
      if (!choices) throw new NotFoundError('Perfil não encontrado.')
      return choices
    },

    async setEmailNotices(ctx: Ctx, input: EmailNoticesSetting): Promise<EmailNoticesSetting> {
      await setEmailNotices(db, ctx.companyId, ctx.companyPlayerId, input)
      return input
    },
  }
}

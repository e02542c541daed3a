import type {
  MessageResponse,
  ResetLinkCheck,
  ResetPasswordInput,
} from '@bidfut/domain/contracts/profile'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import type { Db } from '../../db/client.ts'
import type { AccessGate } from '../../lib/access-gate.ts'
import { BadRequestError } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password.ts'
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts'
import { enqueueEmail } from '../mail/outbox.repo.ts'
import { passwordResetEmail } from '../mail/templates.ts'
import * as people from './people.repo.ts'
import * as tokens from './account-tokens.repo.ts'
import { trustOnlyThisDevice, type PasswordClient } from './trusted-devices.ts'

const RESET_TTL_MS = 60 * 60 * 1000
// One email per person per minute at most, so the form cannot be used to flood an inbox.
const RESEND_COOLDOWN_MS = 60 * 1000
const INVALID_LINK = 'Link inválido ou expirado. Peça um novo.'
const LINK_STATE_MESSAGES: Record<ResetLinkCheck['state'], string> = {
  valid: 'Link válido.',
  used: 'Este link já foi usado',
  expired: 'Este link expirou',
  unknown: 'Link inválido',
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>

export function createPasswordResetService(deps: {
  db: Db
  publicUrl: string
  emailOutbox: WorkerTrigger
  gate: Pick<AccessGate, 'forgetAccount'>
}) {
  const { db, publicUrl, emailOutbox, gate } = deps

  return {
    /** Always the same answer, so the form never tells whether an email is registered. */
    async forgotPassword(email: string): Promise<MessageResponse> {
      const { token, hash } = newOpaqueToken()
      const person = await people.findAccountByEmail(db, email)
      const lastSent =
        person && (await tokens.latestTokenCreatedAt(db, { playerId: person.id }, 'password_reset'))
      if (person && !(lastSent && Date.now() - lastSent.getTime() < RESEND_COOLDOWN_MS)) {
        const to = person.email
        const url = `${publicUrl}/redefinir-senha/${token}`
        await db.transaction(async (tx) => {
          const { id } = await tokens.replaceAccountToken(
            tx,
            { playerId: person.id },
            { kind: 'password_reset', tokenHash: hash, ttlMs: RESET_TTL_MS },
          )
          const content = passwordResetEmail({ fullName: person.fullName, url })
          await enqueueEmail(tx, { dedupeKey: `password-reset:${id}`, to, ...content })
        })
        emailOutbox.trigger()
      }
      return { success: true, message: 'Email enviado!' }
    },

    /** Tells the page whether the link still works, so it never shows a form that cannot succeed. */
    async checkLink(token: string): Promise<ResetLinkCheck> {
      const found = await tokens.findTokenState(db, hashToken(token), 'password_reset')
      const state = !found ? 'unknown' : found.used ? 'used' : found.expired ? 'expired' : 'valid'
      return { success: true, state, message: LINK_STATE_MESSAGES[state] }
    },

    /**
     * Sets the new password and ends every session of the person. The link proved the inbox is
     * theirs: this browser becomes their only trusted device, the way back in past a lock.
     */
    async resetPassword(input: ResetPasswordInput, client: PasswordClient) {
      const passwordHash = await hashPassword(input.newPassword)
      const { playerId, deviceToken } = await db.transaction(async (tx) => {
        const used = await tokens.consumeToken(tx, hashToken(input.token), 'password_reset')
        if (!used?.playerId) throw new BadRequestError(INVALID_LINK)
        await people.setPassword(tx, used.playerId, passwordHash)
        await tokens.expireUnusedTokens(tx, { playerId: used.playerId }, 'password_reset')
        await people.revokeAccountRefreshTokens(tx, used.playerId)
        const deviceToken = await trustOnlyThisDevice(tx, used.playerId, client)
        return { playerId: used.playerId, deviceToken }
      })
      gate.forgetAccount(playerId)
      const response: MessageResponse = { success: true, message: 'Senha redefinida com sucesso!' }
      return { response, deviceToken }
    },
  }
}

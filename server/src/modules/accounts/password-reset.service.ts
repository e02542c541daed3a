import type {
  MessageResponse,
  ResetLinkCheck,
  ResetPasswordInput,
} from '@bidfut/domain/contracts/profile'
import type { Db } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import { BadRequestError } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password.ts'
import { hashToken } from '../../lib/tokens.ts'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import { countEmailRequest } from '../mail/email-limits.ts'
import { enqueueAccountJob } from './account-jobs.repo.ts'
import * as people from './people.repo.ts'
import * as tokens from './account-tokens.repo.ts'
import { trustOnlyThisDevice, type PasswordClient } from './trusted-devices.ts'

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
  changes: Changes
  accountJobs: WorkerTrigger
}) {
  const { db, changes, accountJobs } = deps

  return {
    /**
     * Always the same answer, limit and work: whether the email has an account is decided by the
     * worker that writes the email (ADR 026), so neither the body nor the timing tells.
     */
    async forgotPassword(email: string): Promise<MessageResponse> {
      await db.transaction(async (tx) => {
        await countEmailRequest(tx, { address: email, kind: 'password_reset' })
        await enqueueAccountJob(tx, { kind: 'password_reset', payload: { email } })
      })
      accountJobs.trigger()
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
      const deviceToken = await changes.transaction(async (tx, touched) => {
        const used = await tokens.consumeToken(tx, hashToken(input.token), 'password_reset')
        if (!used?.playerId) throw new BadRequestError(INVALID_LINK)
        await people.setPassword(tx, used.playerId, passwordHash)
        await tokens.expireUnusedTokens(tx, { playerId: used.playerId }, 'password_reset')
        await people.revokeAccountRefreshTokens(tx, used.playerId)
        touched.account(used.playerId)
        return trustOnlyThisDevice(tx, used.playerId, client)
      })
      const response: MessageResponse = { success: true, message: 'Senha redefinida com sucesso!' }
      return { response, deviceToken }
    },
  }
}

import type { LoginAnswer } from '@bidfut/domain/contracts/accounts'
import type { MessageResponse } from '@bidfut/domain/contracts/profile'
import { SIGN_IN_LINK_SENT, type SignInLinkCheck } from '@bidfut/domain/contracts/sign-in'
import type { Db } from '../../db/client.ts'
import { BadRequestError } from '../../lib/errors.ts'
import { hashToken } from '../../lib/tokens.ts'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import { countEmailRequest } from '../mail/email-limits.ts'
import type { AccountsService } from './accounts.service.ts'
import { enqueueAccountJob } from './account-jobs.repo.ts'
import * as tokens from './account-tokens.repo.ts'
import { findAccountById } from './people.repo.ts'
import { trustDevice, type PasswordClient } from './trusted-devices.ts'

export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000
const INVALID_LINK = 'Link inválido ou expirado. Peça um novo link de acesso.'
const LINK_STATE_MESSAGES: Record<SignInLinkCheck['state'], string> = {
  valid: 'Link válido.',
  used: 'Este link já foi usado.',
  expired: 'Este link expirou.',
  unknown: 'Link inválido.',
}

export type SignInLinkService = ReturnType<typeof createSignInLinkService>

/**
 * 'Receber link de acesso' (ADR 049): a link by email that signs in once, within 15 minutes. The
 * request answers the same for every address, counted by the email limits; the worker writes
 * the email only to an account (ADR 026). Opening /entrar/{token} reads; the tap on 'Entrar' uses
 * it, so a mail scanner that opens the link signs nobody in (ADR 024).
 */
export function createSignInLinkService(deps: {
  db: Db
  accountJobs: WorkerTrigger
  accounts: Pick<AccountsService, 'signInAccount'>
}) {
  const { db, accountJobs, accounts } = deps

  return {
    async request(email: string): Promise<MessageResponse> {
      await db.transaction(async (tx) => {
        await countEmailRequest(tx, { address: email, kind: 'sign_in' })
        await enqueueAccountJob(tx, { kind: 'sign_in_link', payload: { email } })
      })
      accountJobs.trigger()
      return { success: true, message: SIGN_IN_LINK_SENT }
    },

    async check(token: string): Promise<SignInLinkCheck> {
      const found = await tokens.findTokenState(db, hashToken(token), 'sign_in')
      const state = !found ? 'unknown' : found.used ? 'used' : found.expired ? 'expired' : 'valid'
      const account =
        state === 'valid' && found?.playerId ? await findAccountById(db, found.playerId) : null
      return {
        success: true,
        state,
        message: LINK_STATE_MESSAGES[state],
        email: account?.email ?? null,
      }
    },

    /** The tap: the link is spent in the transaction that signs in, so it works once. */
    async use(
      token: string,
      client: PasswordClient,
    ): Promise<{ response: LoginAnswer; deviceToken: string }> {
      return db.transaction(async (tx) => {
        const used = await tokens.consumeToken(tx, hashToken(token), 'sign_in')
        if (!used?.playerId) throw new BadRequestError(INVALID_LINK)
        const response = await accounts.signInAccount(tx, used.playerId, { keepLogged: false })
        return { response, deviceToken: await trustDevice(tx, used.playerId, client) }
      })
    },
  }
}

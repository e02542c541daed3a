import { randomUUID } from 'node:crypto'
import type { AccountSessionResponse, LoginResponse } from '@bidfut/domain/contracts/accounts'
import type { Db, Tx } from '../../db/client.ts'
import type { AccessTokens } from '../../lib/access-token.ts'
import type { SessionCtx } from '../../lib/context.ts'
import { newOpaqueToken } from '../../lib/tokens.ts'
import * as sessions from './account-sessions.repo.ts'
import * as repo from './accounts.repo.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const REFRESH_TTL_MS = { short: DAY_MS, keepLogged: 30 * DAY_MS }
// ADR 042: long enough to download the data, delete the account or accept an invitation.
const ACCOUNT_SESSION_MS = 60 * 60 * 1000
const NO_GROUP_WELCOME =
  'Você não participa de nenhuma pelada agora. Aqui você vê seus convites e os seus dados.'

/**
 * What every sign-in ends with, whatever proved the person (a password, a passkey, a link,
 * Google, a refresh, a switch): the rows and tokens of a new session.
 */
export function createSessionIssuer(tokens: AccessTokens) {
  /**
   * A sign-in with no group to land in (ADR 042): an account-only session, one hour, never
   * renewed, that reaches 'Meus dados' and invitations only.
   */
  async function startAccountSession(
    conn: Db | Tx,
    account: {
      playerId: number
      email: string | null
      fullName: string
      passwordHash: string | null
    },
    message = NO_GROUP_WELCOME,
  ): Promise<AccountSessionResponse> {
    const sessionId = randomUUID()
    const expiresAt = new Date(Date.now() + ACCOUNT_SESSION_MS)
    await sessions.insertAccountSession(conn, {
      id: sessionId,
      playerId: account.playerId,
      expiresAt,
    })
    return {
      success: true,
      scope: 'account',
      message,
      accessToken: await tokens.signAccount({ playerId: account.playerId, sessionId }, expiresAt),
      expiresAt: expiresAt.toISOString(),
      id: account.playerId,
      // A passkey-only account has no email (ADR 049).
      email: account.email ?? '',
      name: account.fullName,
      hasPassword: account.passwordHash !== null,
    }
  }

  /** The session's rows, written in the caller's transaction with the writes it goes with. */
  async function issueSession(
    tx: Tx,
    member: NonNullable<repo.Member>,
    refresh: { familyId: string; keepLogged: boolean },
    message: string,
  ): Promise<LoginResponse> {
    const ctx: SessionCtx = {
      companyId: member.companyId,
      companyPlayerId: member.companyPlayerId,
      playerId: member.playerId,
      role: member.role,
      sessionId: refresh.familyId,
    }
    await repo.touchMembership(tx, member.companyPlayerId)
    const { token, hash } = newOpaqueToken()
    const ttl = refresh.keepLogged ? REFRESH_TTL_MS.keepLogged : REFRESH_TTL_MS.short
    const expiresAt = new Date(Date.now() + ttl)
    await repo.insertRefreshToken(tx, {
      tokenHash: hash,
      familyId: refresh.familyId,
      companyPlayerId: member.companyPlayerId,
      keepLogged: refresh.keepLogged,
      expiresAt,
    })
    return {
      success: true,
      message,
      accessToken: await tokens.sign(ctx),
      refreshToken: token,
      refreshTokenExpiresAt: expiresAt.toISOString(),
      id: member.playerId,
      companyPlayerId: member.companyPlayerId,
      companyId: member.companyId,
      email: member.email ?? '',
      name: member.fullName,
      role: member.role,
      photoUrl: member.photoUrl,
      defaultLocationGame: member.defaultLocationGame,
    }
  }

  return { issueSession, startAccountSession }
}

import { randomUUID } from 'node:crypto'
import type { LoginRequest, LoginResponse, Profile } from '@bidfut/domain/contracts/accounts'
import { toWireBirthDate } from '@bidfut/domain/contracts/person-fields'
import type { Db } from '../../db/client.ts'
import type { AccessTokens } from '../../lib/access-token.ts'
import type { Ctx } from '../../lib/context.ts'
import { NotFoundError, TooManyRequestsError, UnauthorizedError } from '../../lib/errors.ts'
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../lib/password.ts'
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts'
import * as repo from './accounts.repo.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const REFRESH_TTL_MS = { short: DAY_MS, keepLogged: 30 * DAY_MS }
const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000
const MAX_LOGIN_FAILURES = 10
const INVALID_CREDENTIALS = 'Email ou senha inválidos.'
const SESSION_EXPIRED = 'Sessão expirada. Faça login novamente.'

export type AccountsService = ReturnType<typeof createAccountsService>

export function createAccountsService(deps: { db: Db; tokens: AccessTokens }) {
  const { db, tokens } = deps

  async function issueSession(
    member: NonNullable<repo.Member>,
    refresh: { familyId: string; keepLogged: boolean },
    message: string,
  ): Promise<LoginResponse> {
    const ctx: Ctx = {
      companyId: member.companyId,
      companyPlayerId: member.companyPlayerId,
      playerId: member.playerId,
      role: member.role,
    }
    const { token, hash } = newOpaqueToken()
    const ttl = refresh.keepLogged ? REFRESH_TTL_MS.keepLogged : REFRESH_TTL_MS.short
    const expiresAt = new Date(Date.now() + ttl)
    await repo.insertRefreshToken(db, {
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

  return {
    async login(input: Required<LoginRequest>): Promise<LoginResponse> {
      const email = input.email.trim().toLowerCase()
      const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS)
      if ((await repo.countRecentLoginFailures(db, email, since)) >= MAX_LOGIN_FAILURES) {
        throw new TooManyRequestsError(
          'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.',
        )
      }
      const member = await repo.findLoginMemberByEmail(db, email)
      // Always run the KDF so an unknown email answers as slowly as a wrong password.
      const valid = await verifyPassword(
        input.password,
        member?.passwordHash ?? DUMMY_PASSWORD_HASH,
      )
      if (!member || !member.passwordHash || !valid) {
        await repo.insertLoginFailure(db, email)
        throw new UnauthorizedError(INVALID_CREDENTIALS)
      }
      await repo.clearLoginFailures(db, email)
      return issueSession(
        member,
        { familyId: randomUUID(), keepLogged: input.keepLogged },
        'Login realizado com sucesso!',
      )
    },

    async refresh(input: { refreshToken: string; companyPlayerId: number }) {
      const stored = await repo.findRefreshToken(db, hashToken(input.refreshToken))
      if (!stored || stored.companyPlayerId !== input.companyPlayerId) {
        throw new UnauthorizedError(SESSION_EXPIRED)
      }
      if (stored.usedAt || stored.revokedAt || !(await repo.markRefreshTokenUsed(db, stored.id))) {
        // A used token presented again means it leaked: end every session descended from it.
        await repo.revokeRefreshFamily(db, stored.familyId)
        throw new UnauthorizedError(SESSION_EXPIRED)
      }
      if (stored.expiresAt.getTime() <= Date.now()) throw new UnauthorizedError(SESSION_EXPIRED)
      const member = await repo.findMemberById(db, stored.companyPlayerId)
      if (!member) throw new UnauthorizedError(SESSION_EXPIRED)
      return issueSession(
        member,
        { familyId: stored.familyId, keepLogged: stored.keepLogged },
        'Sessão renovada.',
      )
    },

    async logout(ctx: Ctx, refreshToken: string | undefined) {
      const stored = refreshToken ? await repo.findRefreshToken(db, hashToken(refreshToken)) : null
      if (stored && stored.companyPlayerId === ctx.companyPlayerId) {
        await repo.revokeRefreshFamily(db, stored.familyId)
      } else {
        await repo.revokeMemberRefreshTokens(db, ctx.companyPlayerId)
      }
    },

    async getProfile(ctx: Ctx): Promise<Profile> {
      const profile = await repo.findProfile(db, ctx.companyPlayerId, ctx.companyId)
      if (!profile) throw new NotFoundError('Perfil não encontrado.')
      return {
        ...profile,
        email: profile.email ?? '',
        birthDate: toWireBirthDate(profile.birthDate),
      }
    },
  }
}

import { randomUUID } from 'node:crypto'
import type { LoginRequest, LoginResponse, Profile } from '@bidfut/domain/contracts/accounts'
import type { MyGroupsResponse, SwitchGroupRequest } from '@bidfut/domain/contracts/memberships'
import { toWireBirthDate } from '@bidfut/domain/contracts/person-fields'
import type { Db } from '../../db/client.ts'
import type { AccessTokens } from '../../lib/access-token.ts'
import type { Ctx } from '../../lib/context.ts'
import { NotFoundError, UnauthorizedError } from '../../lib/errors.ts'
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts'
import * as repo from './accounts.repo.ts'
import { provePassword } from './password-check.ts'
import { judgeRefresh } from './refresh-verdict.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const REFRESH_TTL_MS = { short: DAY_MS, keepLogged: 30 * DAY_MS }
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
    await repo.touchMembership(db, member.companyPlayerId)
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
      const member = await provePassword(db, input, (email) =>
        repo.findLoginMemberByEmail(db, email),
      )
      return issueSession(
        member,
        { familyId: randomUUID(), keepLogged: input.keepLogged },
        'Login realizado com sucesso!',
      )
    },

    /** A session in a membership the person has just created with their own tap (ADR 026). */
    async startSession(companyPlayerId: number, message: string): Promise<LoginResponse> {
      const member = await repo.findMemberById(db, companyPlayerId)
      if (!member) throw new UnauthorizedError(SESSION_EXPIRED)
      return issueSession(member, { familyId: randomUUID(), keepLogged: false }, message)
    },

    async refresh(input: { refreshToken: string; companyPlayerId: number }) {
      const presented = await db.transaction(async (tx) => {
        const stored = await repo.lockRefreshToken(tx, hashToken(input.refreshToken))
        if (!stored || stored.companyPlayerId !== input.companyPlayerId) return null
        const verdict = judgeRefresh(stored, new Date())
        if (verdict === 'rotate') await repo.markRefreshTokenUsed(tx, stored.id)
        return { ...stored, verdict }
      })
      if (!presented || presented.verdict === 'expired') {
        throw new UnauthorizedError(SESSION_EXPIRED)
      }
      if (presented.verdict === 'replayed') {
        // A used token presented again after the grace means it leaked: end every session
        // descended from it.
        await repo.revokeRefreshFamily(db, presented.familyId)
        throw new UnauthorizedError(SESSION_EXPIRED)
      }
      const member = await repo.findMemberById(db, presented.companyPlayerId)
      if (!member) throw new UnauthorizedError(SESSION_EXPIRED)
      return issueSession(
        member,
        { familyId: presented.familyId, keepLogged: presented.keepLogged },
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
      const profile = await repo.findProfile(db, ctx)
      if (!profile) throw new NotFoundError('Perfil não encontrado.')
      return {
        ...profile,
        birthDate: toWireBirthDate(profile.birthDate),
      }
    },

    async myGroups(ctx: Ctx): Promise<MyGroupsResponse> {
      const memberships = await repo.listAccountMemberships(db, ctx.playerId)
      return {
        success: true,
        groups: memberships.map((m) => ({
          companyPlayerId: m.companyPlayerId,
          companyId: m.companyId,
          groupName: m.groupName,
          role: m.role,
          current: m.companyPlayerId === ctx.companyPlayerId,
        })),
      }
    },

    /** New tokens for another of the caller's own memberships; the current session ends. */
    async switchGroup(ctx: Ctx, input: SwitchGroupRequest): Promise<LoginResponse> {
      const member = await repo.findMemberById(db, input.companyPlayerId)
      if (!member || member.playerId !== ctx.playerId) {
        throw new NotFoundError('Pelada não encontrada.')
      }
      const stored = input.refreshToken
        ? await repo.findRefreshToken(db, hashToken(input.refreshToken))
        : undefined
      const current = stored?.companyPlayerId === ctx.companyPlayerId ? stored : undefined
      if (current) await repo.revokeRefreshFamily(db, current.familyId)
      return issueSession(
        member,
        { familyId: randomUUID(), keepLogged: current?.keepLogged ?? false },
        `Você está na pelada ${member.groupName}.`,
      )
    },
  }
}

import { randomUUID } from 'node:crypto'
import type {
  LoginAnswer,
  LoginRequest,
  LoginResponse,
  Profile,
} from '@bidfut/domain/contracts/accounts'
import type { MyGroupsResponse, SwitchGroupRequest } from '@bidfut/domain/contracts/memberships'
import { toWireBirthDate } from '@bidfut/domain/contracts/person-fields'
import type { Db, Tx } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import type { AccessTokens } from '../../lib/access-token.ts'
import type { AccountCtx, Ctx, SessionCtx } from '../../lib/context.ts'
import { NotFoundError, UnauthorizedError } from '../../lib/errors.ts'
import { hashToken } from '../../lib/tokens.ts'
import * as sessions from './account-sessions.repo.ts'
import * as repo from './accounts.repo.ts'
import { findAccountById } from './people.repo.ts'
import { provePassword } from './password-check.ts'
import { judgeRefresh } from './refresh-verdict.ts'
import { createSessionIssuer } from './session-issuer.ts'
import { trustDevice, type PasswordClient } from './trusted-devices.ts'
import { peladaNamed } from '@bidfut/domain/rules/words'

const SESSION_EXPIRED = 'Sessão expirada. Faça login novamente.'

/** A session's rows end: its refresh family, or the account-only session of that id. */
async function revokeSession(conn: Db | Tx, id: string) {
  await repo.revokeRefreshFamily(conn, id)
  await sessions.revokeAccountSession(conn, id)
}

export type AccountsService = ReturnType<typeof createAccountsService>

export function createAccountsService(deps: { db: Db; tokens: AccessTokens; changes: Changes }) {
  const { db, tokens, changes } = deps

  /** Ends the session everywhere: its refresh tokens now, its access tokens within 2 s. */
  async function endSession(familyId: string) {
    await changes.transaction(async (tx, touched) => {
      await revokeSession(tx, familyId)
      touched.session(familyId)
    })
  }

  const { issueSession, startAccountSession } = createSessionIssuer(tokens)

  return {
    /**
     * Signs in and trusts the browser for the account: the answer and its new device token. An
     * account in no group gets an account-only session (ADR 042) instead of a 401, so a person
     * removed from their only group can still reach their data.
     */
    async login(
      input: Required<LoginRequest>,
      client: PasswordClient,
    ): Promise<{ response: LoginAnswer; deviceToken: string }> {
      const account = await provePassword(db, input, client, (email) =>
        repo.findLoginAccountByEmail(db, email),
      )
      const deviceToken = await trustDevice(db, account.playerId, client)
      const member =
        account.companyPlayerId === null
          ? undefined
          : await repo.findMemberById(db, account.companyPlayerId)
      if (!member) return { response: await startAccountSession(db, account), deviceToken }
      const response = await db.transaction((tx) =>
        issueSession(
          tx,
          member,
          { familyId: randomUUID(), keepLogged: input.keepLogged },
          'Login realizado com sucesso!',
        ),
      )
      return { response, deviceToken }
    },

    /** A session in a membership the person has just created with their own tap (ADR 026). */
    async startSession(
      companyPlayerId: number,
      message: string,
      keepLogged = false,
    ): Promise<LoginResponse> {
      const member = await repo.findMemberById(db, companyPlayerId)
      if (!member) throw new UnauthorizedError(SESSION_EXPIRED)
      return db.transaction((tx) =>
        issueSession(tx, member, { familyId: randomUUID(), keepLogged }, message),
      )
    },

    /**
     * The account proved itself without a password (a passkey, a sign-in link, Google: ADR 049):
     * a session where it played last, in the caller's transaction with the proof's own writes;
     * in no group, the account-only session a password's login gets (ADR 042).
     */
    async signInAccount(
      tx: Tx,
      playerId: number,
      options: { keepLogged: boolean; message?: string; companyPlayerId?: number },
    ): Promise<LoginAnswer> {
      // A join lands in the membership it made; any other sign-in where the person played last.
      const chosen =
        options.companyPlayerId === undefined
          ? undefined
          : await repo.findMemberById(tx, options.companyPlayerId)
      const member =
        chosen?.playerId === playerId ? chosen : await repo.findLoginMemberByAccount(tx, playerId)
      if (!member) {
        const account = await findAccountById(tx, playerId)
        if (!account) throw new UnauthorizedError(SESSION_EXPIRED)
        const waiting = await repo.findWaitingClaim(tx, playerId)
        return startAccountSession(
          tx,
          { playerId, ...account },
          waiting
            ? `Seu pedido para entrar como ${waiting.nickname ?? 'jogador'} na ${peladaNamed(waiting.groupName)} aguarda a confirmação do organizador.`
            : undefined,
        )
      }
      return issueSession(
        tx,
        member,
        { familyId: randomUUID(), keepLogged: options.keepLogged },
        options.message ?? 'Login realizado com sucesso!',
      )
    },

    async refresh(input: { refreshToken: string; companyPlayerId: number }) {
      // The presented token is spent in the transaction that issues its successor: a database
      // lost in between never leaves the person with neither.
      const presented = await db.transaction(async (tx) => {
        const stored = await repo.lockRefreshToken(tx, hashToken(input.refreshToken))
        if (!stored || stored.companyPlayerId !== input.companyPlayerId) return null
        const verdict = judgeRefresh(stored, new Date())
        if (verdict === 'expired' || verdict === 'replayed') {
          return { ...stored, verdict, session: null }
        }
        if (verdict === 'rotate') await repo.markRefreshTokenUsed(tx, stored.id)
        const member = await repo.findMemberById(tx, stored.companyPlayerId)
        const session =
          member &&
          (await issueSession(
            tx,
            member,
            { familyId: stored.familyId, keepLogged: stored.keepLogged },
            'Sessão renovada.',
          ))
        return { ...stored, verdict, session }
      })
      if (presented?.verdict === 'replayed') {
        // A used token presented again after the grace means it leaked: end every session
        // descended from it.
        await endSession(presented.familyId)
        throw new UnauthorizedError(SESSION_EXPIRED)
      }
      if (!presented?.session) throw new UnauthorizedError(SESSION_EXPIRED)
      return presented.session
    },

    /** Ends the caller's session (the one the access token names), not their other devices'. */
    async logout(caller: AccountCtx | SessionCtx, refreshToken: string | undefined) {
      await endSession(caller.sessionId)
      if (!('companyPlayerId' in caller)) return
      // A refresh token of this membership from an older session the client still held.
      const stored = refreshToken ? await repo.findRefreshToken(db, hashToken(refreshToken)) : null
      if (stored && stored.companyPlayerId === caller.companyPlayerId) {
        if (stored.familyId !== caller.sessionId) await endSession(stored.familyId)
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

    /**
     * New tokens for another of the caller's own memberships; the current session ends. An
     * account-only session (ADR 042) enters the group it has just joined this way.
     */
    async switchGroup(
      caller: AccountCtx | SessionCtx,
      input: SwitchGroupRequest,
    ): Promise<LoginResponse> {
      const member = await repo.findMemberById(db, input.companyPlayerId)
      if (!member || member.playerId !== caller.playerId) {
        throw new NotFoundError('Pelada não encontrada.')
      }
      const stored =
        input.refreshToken && 'companyPlayerId' in caller
          ? await repo.findRefreshToken(db, hashToken(input.refreshToken))
          : undefined
      const current =
        'companyPlayerId' in caller && stored?.companyPlayerId === caller.companyPlayerId
          ? stored
          : undefined
      const ended = [caller.sessionId]
      if (current && current.familyId !== caller.sessionId) ended.push(current.familyId)
      // One transaction: a switch that fails half-way keeps the current session.
      const session = await changes.transaction(async (tx, touched) => {
        for (const familyId of ended) {
          await revokeSession(tx, familyId)
          touched.session(familyId)
        }
        return issueSession(
          tx,
          member,
          { familyId: randomUUID(), keepLogged: current?.keepLogged ?? false },
          `Você está na ${peladaNamed(member.groupName)}.`,
        )
      })
      return session
    },
  }
}

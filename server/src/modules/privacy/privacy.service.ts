import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { companies, companyPlayers, groupClosures } from '../../db/schema.ts'
import type { Changes } from '../../lib/changes.ts'
import { clock } from '../../lib/clock.ts'
import type { AccountCtx } from '../../lib/context.ts'
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts'
import { verifyPassword } from '../../lib/password.ts'
import { findAccountCredentials } from '../accounts/account-privacy.repo.ts'
import { lockActiveAdministrators } from '../players/players.repo.ts'
import { zipExport } from './data-export.ts'
import { PERSONAL_DATA, type Person } from './personal-data.ts'

export const WRONG_PASSWORD = 'Senha incorreta. Nada foi excluído.'

export type PrivacyService = ReturnType<typeof createPrivacyService>

/** 'Meus dados': the person's export and the erasure of their account (ADR 040). */
export function createPrivacyService(deps: { db: Db; changes: Changes }) {
  const { db, changes } = deps

  async function personOf(conn: Db | Tx, playerId: number, lock = false) {
    const account = await findAccountCredentials(conn, playerId, lock)
    if (!account) throw new NotFoundError('Conta não encontrada.')
    const memberships = await conn
      .select({ id: companyPlayers.id })
      .from(companyPlayers)
      .where(eq(companyPlayers.playerId, playerId))
    const person: Person = {
      playerId,
      email: account.email.toLowerCase(),
      membershipIds: memberships.map((m) => m.id),
    }
    return { person, passwordHash: account.passwordHash }
  }

  return {
    /** Every table's rows about the caller's account, zipped as JSON and a readable index. */
    async exportData(ctx: AccountCtx) {
      // One snapshot: a repeatable-read transaction, so the sections agree with each other.
      const sections = await db.transaction(
        async (tx) => {
          const { person } = await personOf(tx, ctx.playerId)
          const out: [string, Record<string, unknown>[]][] = []
          for (const [table, entry] of Object.entries(PERSONAL_DATA)) {
            if ('export' in entry) out.push([table, await entry.export(tx, person)])
          }
          return out
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      )
      return zipExport(sections, clock.now())
    },

    /**
     * Erases the caller's account after the password and the typed confirmation: every
     * membership ends and reads 'Ex-jogador #…', sessions and links die, queued emails are
     * cancelled; games and totals stay. Refused, changing nothing, while the caller is the last
     * administrator of a group.
     */
    async deleteAccount(ctx: AccountCtx, input: { password: string }) {
      const { passwordHash } = await personOf(db, ctx.playerId)
      if (!(await verifyPassword(input.password, passwordHash))) {
        throw new BadRequestError(WRONG_PASSWORD, { password: 'Senha incorreta' })
      }
      await changes.transaction(async (tx, touched) => {
        // The account's row locked: two deletions (or a deletion and a join) take turns.
        const { person: locked } = await personOf(tx, ctx.playerId, true)
        await refuseLastAdministrator(tx, locked)
        for (const entry of Object.values(PERSONAL_DATA)) {
          if ('erase' in entry) await entry.erase(tx, locked)
        }
        // Every group they joined now shows 'Ex-jogador #…'; their sessions end, an account-only
        // one too (ADR 042).
        touched.person(ctx.playerId)
        for (const id of locked.membershipIds) touched.membership(id)
        touched.account(ctx.playerId)
      })
      return { success: true as const, message: 'Sua conta foi excluída.' }
    },
  }
}

/** The groups where the person is the only live administrator: they must hand them over first. */
async function refuseLastAdministrator(db: Tx, person: Person) {
  if (person.membershipIds.length === 0) return
  const mine = await db
    .select({ companyId: companyPlayers.companyId, group: companies.name })
    .from(companyPlayers)
    .innerJoin(companies, eq(companies.id, companyPlayers.companyId))
    // A group being closed needs no administrator any more.
    .leftJoin(groupClosures, eq(groupClosures.companyId, companyPlayers.companyId))
    .where(
      and(
        inArray(companyPlayers.id, person.membershipIds),
        eq(companyPlayers.role, 'administrator'),
        isNull(companyPlayers.deletedAt),
        isNull(groupClosures.companyId),
      ),
    )
  const alone: string[] = []
  for (const { companyId, group } of mine) {
    // Locked, as a demotion locks them: two administrators cannot both leave the last seat.
    const admins = await lockActiveAdministrators(db, companyId)
    const others = admins.filter((id) => !person.membershipIds.includes(id))
    if (others.length === 0) alone.push(group)
  }
  if (alone.length > 0) {
    throw new ConflictError(
      `Você é o único administrador de ${alone.join(', ')}. Antes de excluir a sua conta, ` +
        'passe a administração para outra pessoa em Jogadores (perfil de acesso Administrador) ' +
        'ou encerre a pelada em Configurações.',
    )
  }
}

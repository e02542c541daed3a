import { and, inArray, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'

/** Whom an export or an erasure is about: the account, its address and every membership. */
export type Person = { playerId: number; email: string; membershipIds: number[] }

/**
 * What LGPD means for one table (ADR 040): `export` reads the person's rows for 'Baixar meus
 * dados' (never a hash, never anyone else's private field), `erase` empties them for 'Excluir
 * minha conta'. A table that holds nothing about a person says why.
 */
export type PersonalTable =
  | {
      export: (tx: Tx, person: Person) => Promise<Record<string, unknown>[]>
      erase: (tx: Tx, person: Person) => Promise<unknown>
    }
  | { notPersonal: string }

/** The rows of `column` that are one of the person's memberships (none when they have none). */
export function inMemberships(column: Parameters<typeof inArray>[0], p: Person): SQL {
  return p.membershipIds.length > 0
    ? inArray(column, p.membershipIds)
    : and(isNotNull(column), sql`false`)!
}

export const EX_PLAYER = 'Ex-jogador #'

/** The name an erased account's rows read in every group's history. */
export function exPlayerName(id: number): string {
  return `${EX_PLAYER}${id}`
}

/**
 * Empties memberships (an erased account's, or a closed group's): 'Ex-jogador #{id}', no
 * personal copy, no account, ended. Their BID entries, and so every total, stay.
 */
export function anonymiseMemberships(tx: Tx, where: SQL) {
  return tx
    .update(companyPlayers)
    .set({
      playerId: null,
      fullName: sql`${EX_PLAYER} || ${companyPlayers.id}`,
      nickname: null,
      email: null,
      phone: null,
      birthDate: null,
      favoriteTeam: null,
      photoUrl: null,
      reminderEmails: false,
      resultEmails: false,
      digestEmails: false,
      deletedAt: sql`coalesce(${companyPlayers.deletedAt}, now())`,
    })
    .where(where)
}

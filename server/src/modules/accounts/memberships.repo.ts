import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import type { Account } from './people.repo.ts'

type Conn = Db | Tx

/** A pending membership: not removed and not joined by anyone yet. */
export async function findPendingMembership(db: Conn, companyId: number, companyPlayerId: number) {
  const rows = await db
    .select({
      id: companyPlayers.id,
      companyId: companyPlayers.companyId,
      groupName: companies.name,
    })
    .from(companyPlayers)
    .innerJoin(companies, eq(companies.id, companyPlayers.companyId))
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        eq(companyPlayers.id, companyPlayerId),
        isNull(companyPlayers.playerId),
        isNull(companyPlayers.deletedAt),
      ),
    )
    .limit(1)
  return rows[0]
}

/** Whether the account already has a live membership in the group. */
export async function isAlreadyMember(db: Conn, companyId: number, playerId: number) {
  const rows = await db
    .select({ id: companyPlayers.id })
    .from(companyPlayers)
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        eq(companyPlayers.playerId, playerId),
        isNull(companyPlayers.deletedAt),
        isNotNull(companyPlayers.playerId),
      ),
    )
    .limit(1)
  return rows.length > 0
}

/** What a membership copies from its person's account: the group sees their own profile. */
export function accountCopy(account: Account) {
  return {
    playerId: account.id,
    fullName: account.fullName,
    email: account.email,
    phone: account.phone,
    birthDate: account.birthDate,
    favoriteTeam: account.favoriteTeam,
    photoUrl: account.photoUrl,
  }
}

/**
 * The person joins a pending membership: from now on the group sees their own profile, and only
 * they change it. Position and nickname stay the group's.
 */
export async function joinMembership(
  db: Conn,
  membership: { companyId: number; id: number },
  account: Account,
  groupFields: {
    playerPosition?: (typeof companyPlayers.$inferInsert)['playerPosition']
    nickname?: string
  } = {},
) {
  await db
    .update(companyPlayers)
    .set({ ...accountCopy(account), joinedAt: new Date(), ...groupFields })
    .where(
      and(eq(companyPlayers.companyId, membership.companyId), eq(companyPlayers.id, membership.id)),
    )
}

const memberColumns = {
  id: companyPlayers.id,
  fullName: companyPlayers.fullName,
  email: companyPlayers.email,
  birthDate: companyPlayers.birthDate,
  phone: companyPlayers.phone,
  favoriteTeam: companyPlayers.favoriteTeam,
  joinedAt: companyPlayers.joinedAt,
  nickname: companyPlayers.nickname,
  playerPosition: companyPlayers.playerPosition,
  skillLevel: companyPlayers.skillLevel,
  typePlayer: companyPlayers.typePlayer,
  status: companyPlayers.status,
  role: companyPlayers.role,
  groupName: companies.name,
}

export type MemberRow = Awaited<ReturnType<typeof findMember>>

/** A live membership of this group, by its id. */
export async function findMember(db: Conn, companyId: number, companyPlayerId: number) {
  const rows = await db
    .select(memberColumns)
    .from(companyPlayers)
    .innerJoin(companies, eq(companies.id, companyPlayers.companyId))
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        eq(companyPlayers.id, companyPlayerId),
        isNull(companyPlayers.deletedAt),
      ),
    )
    .limit(1)
  return rows[0]
}

export async function insertMembership(db: Conn, values: typeof companyPlayers.$inferInsert) {
  const [row] = await db.insert(companyPlayers).values(values).returning({ id: companyPlayers.id })
  return row!
}

type MembershipChanges = Partial<
  Pick<
    typeof companyPlayers.$inferInsert,
    | 'nickname'
    | 'playerPosition'
    | 'skillLevel'
    | 'typePlayer'
    | 'status'
    | 'role'
    | 'deletedAt'
    | 'addedByName'
    | PersonalField
  >
>

/** What an organiser may type for a player who has not joined yet. */
export type PersonalField = 'fullName' | 'email' | 'birthDate' | 'phone' | 'favoriteTeam'

export async function updateMembership(
  db: Conn,
  companyId: number,
  companyPlayerId: number,
  changes: MembershipChanges,
) {
  await db
    .update(companyPlayers)
    .set(changes)
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, companyPlayerId)))
}

/**
 * A removed membership comes back pending, with only what the organiser typed now: no account
 * (the person accepts a new invitation), no copy of their profile or photo.
 */
export async function reopenMembership(
  db: Conn,
  companyId: number,
  companyPlayerId: number,
  fields: Omit<MembershipChanges, 'deletedAt'>,
) {
  await db
    .update(companyPlayers)
    .set({ ...fields, playerId: null, joinedAt: null, photoUrl: null, deletedAt: null })
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, companyPlayerId)))
}

/** Locks one membership's row until the transaction ends: changes to its links queue on it. */
export async function lockMembership(tx: Tx, companyId: number, companyPlayerId: number) {
  await tx
    .select({ id: companyPlayers.id })
    .from(companyPlayers)
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, companyPlayerId)))
    .for('update')
}

/** The account's membership in the group, removed or not (one per account and group, ever). */
export async function findAccountMembership(db: Conn, companyId: number, playerId: number) {
  const rows = await db
    .select({ id: companyPlayers.id, deletedAt: companyPlayers.deletedAt })
    .from(companyPlayers)
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.playerId, playerId)))
    .limit(1)
  return rows[0]
}

/** The group's membership with this email, removed or not, newest first. */
export async function findMembershipByEmail(db: Conn, companyId: number, email: string) {
  const rows = await db
    .select({
      id: companyPlayers.id,
      deletedAt: companyPlayers.deletedAt,
      joinedAt: companyPlayers.joinedAt,
    })
    .from(companyPlayers)
    .where(
      and(
        eq(companyPlayers.companyId, companyId),
        sql`lower(${companyPlayers.email}) = lower(${email})`,
      ),
    )
    .orderBy(sql`${companyPlayers.deletedAt} desc nulls first`)
    .limit(1)
  return rows[0]
}

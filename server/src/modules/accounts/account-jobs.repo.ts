import { type AttemptFailure, failedAttemptColumns } from '../../db/failed-attempt.ts'
import { and, asc, eq, lt, lte, sql } from 'drizzle-orm'
import type { Position } from '@bidfut/domain/contracts/enums'
import type { Db, Tx } from '../../db/client.ts'
import { accountJobs } from '../../db/schema.ts'

type Conn = Db | Tx

/** A sign-up as typed, its password already hashed; where it leads depends on the fields set. */
export type SignupPayload = {
  email: string
  /** Null for the short join (ADR 049): the account signs in with links, passkeys or Google. */
  passwordHash: string | null
  fullName: string
  phone: string | null
  birthDate: string | null
  favoriteTeam: string | null
  nickname: string | null
  playerPosition: Position | null
  /** /registro without an invite: the group to found. */
  groupName?: string
  /** /registro with an invite, or the activation link's group. */
  companyId?: number
  /** An activation link: the membership it opens and the link itself. */
  companyPlayerId?: number
  activationTokenId?: number
  /** The short join through a group's or a player's link: the membership the person claims. */
  claimCompanyPlayerId?: number
  claimVia?: 'group_link' | 'player_link'
}

export type AccountJob =
  | { kind: 'password_reset'; payload: { email: string } }
  | { kind: 'signup'; payload: SignupPayload }
  | { kind: 'membership'; payload: { companyId: number; companyPlayerId: number; email: string } }
  | { kind: 'sign_in_link'; payload: { email: string } }

export type ClaimedJob = AccountJob & { id: number; attempts: number }

/** Queued in the caller's transaction: the job exists only if the request's own writes commit. */
export async function enqueueAccountJob(db: Conn, job: AccountJob) {
  await db.insert(accountJobs).values({ kind: job.kind, payload: job.payload })
}

/**
 * The next due job, locked until the transaction ends; a job another worker holds is skipped,
 * so concurrent workers take different jobs.
 */
export async function claimNextJob(tx: Tx): Promise<ClaimedJob | undefined> {
  const rows = await tx
    .select({
      id: accountJobs.id,
      kind: accountJobs.kind,
      payload: accountJobs.payload,
      attempts: accountJobs.attempts,
    })
    .from(accountJobs)
    .where(and(eq(accountJobs.status, 'pending'), lte(accountJobs.nextAttemptAt, sql`now()`)))
    .orderBy(asc(accountJobs.nextAttemptAt), asc(accountJobs.id))
    .limit(1)
    .for('update', { skipLocked: true })
  return rows[0] as ClaimedJob | undefined
}

/** Done: the job goes, with the password hash or address it carried. */
export async function deleteJob(tx: Tx, id: number) {
  await tx.delete(accountJobs).where(eq(accountJobs.id, id))
}

export async function markJobAttemptFailed(db: Conn, id: number, failure: AttemptFailure) {
  await db.update(accountJobs).set(failedAttemptColumns(failure)).where(eq(accountJobs.id, id))
}

/** Jobs that gave up, kept a while for a look, then dropped with what they carried. */
export async function deleteFailedJobsBefore(db: Db, before: Date) {
  const rows = await db
    .delete(accountJobs)
    .where(and(eq(accountJobs.status, 'failed'), lt(accountJobs.createdAt, before)))
    .returning({ id: accountJobs.id })
  return rows.length
}

import { eq } from 'drizzle-orm'
import type { Position } from '@bidfut/domain/contracts/enums'
import type { Db, Tx } from '../../db/client.ts'
import { accountJobs } from '../../db/schema.ts'

type Conn = Db | Tx

/** A sign-up as typed, its password already hashed; where it leads depends on the fields set. */
export type SignupPayload = {
  email: string
  passwordHash: string
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
}

export type AccountJob =
  | { kind: 'password_reset'; payload: { email: string } }
  | { kind: 'signup'; payload: SignupPayload }
  | { kind: 'membership'; payload: { companyId: number; companyPlayerId: number; email: string } }

export type ClaimedJob = AccountJob & { id: number; attempts: number }

/** Queued in the caller's transaction: the job exists only if the request's own writes commit. */
export async function enqueueAccountJob(db: Conn, job: AccountJob) {
  await db.insert(accountJobs).values({ kind: job.kind, payload: job.payload })
}

/** A job the worker locked, with what it carries. */
export async function findJob(tx: Tx, id: number): Promise<ClaimedJob> {
  const [row] = await tx
    .select({
      id: accountJobs.id,
      kind: accountJobs.kind,
      payload: accountJobs.payload,
      attempts: accountJobs.attempts,
    })
    .from(accountJobs)
    .where(eq(accountJobs.id, id))
  return row as ClaimedJob
}

/** Done: the job goes, with the password hash or address it carried. */
export async function deleteJob(tx: Tx, id: number) {
  await tx.delete(accountJobs).where(eq(accountJobs.id, id))
}

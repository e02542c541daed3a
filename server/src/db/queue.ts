import { sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db, Tx } from './client.ts'

type Conn = Db | Tx

/**
 * A queue table (email_outbox, push_outbox, account_jobs): whatever it carries, it has the
 * columns every queue shares (`id`, `status` 'pending' | … | 'failed', `attempts`,
 * `next_attempt_at`, `last_error`, `created_at`), and the queries below are the only ones that
 * claim, retry, give up, count or revive its rows (ADR 043). A row with status 'failed' is dead:
 * it used all its attempts and waits for an operator (`npm run cli -- jobs retry`).
 */
export type QueueTable = PgTable

export type AttemptFailure = { attempts: number; retryInSeconds: number | null; error: string }

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows

/**
 * Leases up to `limit` due rows: rows another instance holds are skipped, so concurrent workers
 * take disjoint sets, and each taken row's next attempt moves past the lease before the lock goes,
 * so no other worker takes it while this one works on it. Answers their ids, oldest due first.
 */
export async function leaseDue(
  db: Conn,
  table: QueueTable,
  limit: number,
  leaseSeconds: number,
): Promise<number[]> {
  const rows = rowsOf(
    await db.execute(sql`
      with due as (
        select id, next_attempt_at from ${table}
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked)
      update ${table} q set next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      from due where q.id = due.id
      returning q.id, due.next_attempt_at`),
  )
  return rows
    .sort((a, b) => +new Date(a.next_attempt_at as string) - +new Date(b.next_attempt_at as string))
    .map((row) => Number(row.id))
}

/**
 * The next due row, locked until the caller's transaction ends: for work done in the database in
 * that same transaction, which then deletes or finishes the row (exactly once by the commit).
 */
export async function lockNextDue(tx: Tx, table: QueueTable): Promise<number | undefined> {
  const rows = rowsOf(
    await tx.execute(sql`
      select id from ${table}
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, id
      limit 1
      for update skip locked`),
  )
  return rows[0] ? Number(rows[0].id) : undefined
}

/** A failed attempt: its error kept, and the next try after the backoff, or dead. */
export async function recordFailure(conn: Conn, table: QueueTable, id: number, f: AttemptFailure) {
  // A NUL byte (an error echoing what a peer sent) is text PostgreSQL refuses to store.
  const error = f.error.replaceAll('\u0000', '').slice(0, 1000)
  const next =
    f.retryInSeconds === null
      ? sql`status = 'failed'`
      : sql`next_attempt_at = now() + make_interval(secs => ${f.retryInSeconds})`
  await conn.execute(
    sql`update ${table} set attempts = ${f.attempts}, last_error = ${error}, ${next} where id = ${id}`,
  )
}

export type QueueDepth = { waiting: number; oldestWaitingSeconds: number | null; dead: number }

/** How many rows wait (due or backing off), how long the oldest has waited, and how many died. */
export async function queueDepth(db: Conn, table: QueueTable): Promise<QueueDepth> {
  const [row] = rowsOf(
    await db.execute(sql`
      select
        (select count(*) from ${table} where status = 'pending') as waiting,
        (select extract(epoch from now() - min(created_at)) from ${table}
          where status = 'pending') as oldest,
        (select count(*) from ${table} where status = 'failed') as dead`),
  )
  return {
    waiting: Number(row!.waiting),
    oldestWaitingSeconds: row!.oldest === null ? null : Math.round(Number(row!.oldest)),
    dead: Number(row!.dead),
  }
}

export type DeadRow = { id: number; attempts: number; lastError: string | null; createdAt: Date }

/** Dead rows, newest first; `about` is a column (or expression) that says what each one was. */
export async function listDead(db: Conn, table: QueueTable, about: SQL, limit = 100) {
  const rows = rowsOf(
    await db.execute(sql`
      select id, attempts, last_error, created_at, ${about} as about from ${table}
      where status = 'failed' order by id desc limit ${limit}`),
  )
  return rows.map((row) => ({
    id: Number(row.id),
    attempts: Number(row.attempts),
    lastError: (row.last_error as string | null) ?? null,
    createdAt: new Date(row.created_at as string),
    about: String(row.about ?? ''),
  }))
}

/** Gives a dead row a fresh set of attempts, due now; false when `id` is not a dead row. */
export async function reviveDead(db: Conn, table: QueueTable, id: number): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      update ${table} set status = 'pending', attempts = 0, next_attempt_at = now()
      where id = ${id} and status = 'failed' returning id`),
  )
  return rows.length === 1
}

/** Dead rows older than `before` go, with what they carried. */
export async function deleteDeadBefore(db: Conn, table: QueueTable, before: Date) {
  const rows = rowsOf(
    await db.execute(
      sql`delete from ${table} where status = 'failed' and created_at < ${before.toISOString()}::timestamptz returning id`,
    ),
  )
  return rows.length
}

import type { Db } from '../db/client.ts'
import { listDead, queueDepth, reviveDead } from '../db/queue.ts'
import { QUEUE_TABLES } from './queues.ts'

export type QueueKind = keyof typeof QUEUE_TABLES
export const QUEUE_KINDS = Object.keys(QUEUE_TABLES) as QueueKind[]
export const isQueueKind = (kind: string): kind is QueueKind => kind in QUEUE_TABLES

/** Dead rows of every queue (or one), newest first: what an operator looks at before a retry. */
export async function listDeadJobs(db: Db, only?: QueueKind) {
  const kinds = only ? [only] : QUEUE_KINDS
  const lists = await Promise.all(
    kinds.map(async (kind) => {
      const { table, about } = QUEUE_TABLES[kind]
      return (await listDead(db, table, about)).map((row) => ({ kind, ...row }))
    }),
  )
  return lists.flat()
}

/** A dead row gets its attempts back and is due now; false when it is not a dead row. */
export const retryDeadJob = (db: Db, kind: QueueKind, id: number) =>
  reviveDead(db, QUEUE_TABLES[kind].table, id)

/** Each queue's depth, oldest wait and dead rows, as the database has them now. */
export const queueStats = (db: Db) =>
  Promise.all(
    QUEUE_KINDS.map(async (kind) => ({
      kind,
      ...(await queueDepth(db, QUEUE_TABLES[kind].table)),
    })),
  )

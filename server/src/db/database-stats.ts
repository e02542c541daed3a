import type { PGlite, Transaction } from '@electric-sql/pglite'
import type pg from 'pg'
import { isDatabaseUnreachable, sqlStateOf } from '../lib/db-errors.ts'

/** What /metrics reads of a database (ADR 050): its connections and its failed queries. */
export type DatabaseStats = {
  maxConnections: number
  /** Connections running a query or a transaction. */
  inUse: number
  idle: number
  /** Queries and transactions waiting for a connection. */
  waiting: number
  /** Failed queries (and failed connects) by SQLSTATE class: '23' integrity, '08' connection… */
  queryErrors: ReadonlyMap<string, number>
}

/** The SQLSTATE class of a failure; '08' (connection exception) for a socket's, which has none. */
export function errorClassOf(error: unknown): string {
  const state = sqlStateOf(error)
  if (state) return state.slice(0, 2)
  return isDatabaseUnreachable(error) ? '08' : 'unknown'
}

function errorCounts() {
  const counts = new Map<string, number>()
  const count = (error: unknown) => {
    const errorClass = errorClassOf(error)
    counts.set(errorClass, (counts.get(errorClass) ?? 0) + 1)
  }
  return { counts, count }
}

type AnyFunction = (...args: never[]) => unknown

/** `fn`, counting the failures of the promise it returns (or of the callback it is given). */
function countingFailures<F extends AnyFunction>(fn: F, count: (error: unknown) => void): F {
  const counted = (...args: unknown[]) => {
    const callback = args.at(-1)
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        if (error) count(error)
        return callback(error, ...rest)
      }
      return fn(...(args as Parameters<F>))
    }
    const result = fn(...(args as Parameters<F>))
    if (result instanceof Promise) result.catch(count)
    return result
  }
  return counted as unknown as F
}

/**
 * A PostgreSQL pool's numbers come from the pool; every connection's queries (pool.query runs
 * them on a connection too) and every connect are counted when they fail.
 */
export function watchPool(pool: pg.Pool): () => DatabaseStats {
  const { counts, count } = errorCounts()
  pool.connect = countingFailures(pool.connect.bind(pool), count)
  pool.on('connect', (client) => {
    client.query = countingFailures(client.query.bind(client), count)
  })
  return () => ({
    maxConnections: pool.options.max,
    inUse: pool.totalCount - pool.idleCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    queryErrors: counts,
  })
}

/**
 * PGlite is one connection that runs one query or transaction at a time: those in flight beyond
 * the first wait. Its queries, inside transactions too, are counted when they fail.
 */
export function watchPglite(client: PGlite): () => DatabaseStats {
  const { counts, count } = errorCounts()
  let inFlight = 0
  const tracked = <T>(work: () => Promise<T>) => {
    inFlight += 1
    return work().finally(() => (inFlight -= 1))
  }
  const query = countingFailures(client.query.bind(client), count)
  const exec = countingFailures(client.exec.bind(client), count)
  const transaction = client.transaction.bind(client)
  const countedTx = (tx: Transaction): Transaction =>
    Object.assign(Object.create(tx) as Transaction, {
      query: countingFailures(tx.query.bind(tx), count),
      exec: countingFailures(tx.exec.bind(tx), count),
    })
  client.query = ((...args: Parameters<PGlite['query']>) =>
    tracked(() => query(...args))) as PGlite['query']
  client.exec = ((...args: Parameters<PGlite['exec']>) =>
    tracked(() => exec(...args))) as PGlite['exec']
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    tracked(() => transaction((tx) => callback(countedTx(tx))))) as PGlite['transaction']
  return () => ({
    maxConnections: 1,
    inUse: Math.min(inFlight, 1),
    idle: inFlight === 0 ? 1 : 0,
    waiting: Math.max(inFlight - 1, 0),
    queryErrors: counts,
  })
}

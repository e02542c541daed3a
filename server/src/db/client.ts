import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { watchPglite, watchPool, type DatabaseStats } from './database-stats.ts'
import { readAsDrizzleDoes } from './pglite-parsers.ts'
import * as schema from './schema/index.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate: () => Promise<void>
  close: () => Promise<void>
  /** Its connections now and its failed queries since it opened (/metrics, ADR 050). */
  stats: () => DatabaseStats
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations')

export type DatabaseOptions =
  { databaseUrl: string; connectTimeoutMs?: number } | { dataDir: string } | { pglite: PGlite }

/** How long a request waits for a connection (a new one, or a free one) before it answers 503. */
export const CONNECT_TIMEOUT_MS = 5000

/** PostgreSQL when a URL is given, else the embedded PGlite persisted under DATA_DIR/db. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    // Idle connections stay open: the group that checks in together on Thursday afternoon would
    // otherwise pay a new connection's password handshake each, queued behind the BID lock.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      idleTimeoutMillis: 0,
      connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      // Probes from 10 s of silence: a connection to a host that vanished without a reset is
      // found dead in minutes (the kernel's probe count), not the default two hours.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    })
    // An idle client dropped by the server (restart, failover) must not crash the process.
    pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message))
    pool.on('connect', releaseWhenLost)
    const stats = watchPool(pool)
    const db = drizzlePg({ client: pool, schema })
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
      stats,
    }
  }
  let client: PGlite
  if ('pglite' in options) {
    client = options.pglite
  } else {
    const dir = path.join(options.dataDir, 'db')
    mkdirSync(dir, { recursive: true })
    client = await PGlite.create(dir)
  }
  readAsDrizzleDoes(client)
  const stats = watchPglite(client)
  const db = drizzlePglite({ client, schema })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    stats,
  }
}

/**
 * A connection lost while a request holds it goes back to the pool at once, as broken, so the
 * pool opens a new one. Drizzle's transaction() never releases a client whose BEGIN failed
 * (drizzle-orm#6241): without this, each such loss would shrink the pool for good. The listener
 * also keeps the 'error' of a checked-out client from crashing the process.
 */
function releaseWhenLost(client: pg.PoolClient) {
  client.on('error', (err) => {
    try {
      // Throws when the client is idle (already released); the pool then drops it by itself.
      client.release(err)
    } catch {
      // Nothing to hand back.
    }
    // Whoever holds it releases it again when they are done: that is a no-op now.
    client.release = () => undefined
  })
}

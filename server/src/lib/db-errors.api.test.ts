import net from 'node:net'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../test/test-database.ts'
import { openDatabase } from '../db/client.ts'
import { isDatabaseUnreachable, isInputDataError, isUniqueViolation } from './db-errors.ts'

// The real drivers' errors (pg and PGlite, through Drizzle): input the database refuses is
// told apart from a fault, so the error handler answers 400 instead of 500.
const database = await openTestDatabase()
afterAll(() => database.close())

function failureOf(query: ReturnType<typeof sql>): Promise<unknown> {
  return failureOfPromise(database.db.execute(query))
}

describe('database errors caused by input', () => {
  it.each([
    ['a NUL character in text', sql`select ${'a\u0000b'}::text`],
    ['a \\u0000 escape in JSON', sql`select ${'{"a":"\\u0000"}'}::jsonb ->> 'a'`],
    ['an integer out of range', sql`select ${'2147483648'}::integer`],
    ['text that is not a number', sql`select ${'dez'}::integer`],
    ['an impossible date', sql`select ${'2031-02-30'}::date`],
  ])('are input errors: %s', async (_, query) => {
    const error = await failureOf(query)
    expect(isInputDataError(error)).toBe(true)
    expect(isUniqueViolation(error)).toBe(false)
  })

  it('leave other failures alone', async () => {
    // A plain table: this file's database is its own, and a pool may not reuse one connection.
    await database.db.execute(sql`create table unique_probe (k int primary key)`)
    await database.db.execute(sql`insert into unique_probe values (1)`)
    const duplicate = await failureOf(sql`insert into unique_probe values (1)`)
    expect(isUniqueViolation(duplicate)).toBe(true)
    expect(isInputDataError(duplicate)).toBe(false)
    expect(isInputDataError(await failureOf(sql`select * from no_such_table`))).toBe(false)
    expect(isInputDataError(new Error('boom'))).toBe(false)
  })
})

/** A TCP server on a free local port: one that never answers, or (closed) one nobody is on. */
async function localServer(
  onConnection = (socket: net.Socket): void => {
    socket.resume()
  },
) {
  const server = net.createServer(onConnection)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return { url: `postgres://bidfut:senha@127.0.0.1:${port}/bidfut`, close }
}

async function failureOn(url: string, connectTimeoutMs: number) {
  const unreachable = await openDatabase({ databaseUrl: url, connectTimeoutMs })
  try {
    return [
      await failureOfPromise(unreachable.db.execute(sql`select 1`)),
      await failureOfPromise(unreachable.db.transaction((tx) => tx.execute(sql`select 1`))),
    ]
  } finally {
    await unreachable.close()
  }
}

async function failureOfPromise(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('the query was expected to fail')
}

describe('a database that cannot be reached', () => {
  it('is told apart from a query the database refused', async () => {
    expect(isDatabaseUnreachable(await failureOf(sql`select * from no_such_table`))).toBe(false)
    expect(isDatabaseUnreachable(await failureOf(sql`select ${'dez'}::integer`))).toBe(false)
    expect(isDatabaseUnreachable(new Error('boom'))).toBe(false)
  })

  it('refusing connections (PostgreSQL stopped)', async () => {
    const nobody = await localServer()
    await nobody.close()
    for (const error of await failureOn(nobody.url, 1000)) {
      expect(isDatabaseUnreachable(error)).toBe(true)
    }
  })

  it('silent (a host that accepts and never answers): the connect timeout ends the wait', async () => {
    const silent = await localServer()
    const started = performance.now()
    for (const error of await failureOn(silent.url, 300)) {
      expect(isDatabaseUnreachable(error)).toBe(true)
    }
    expect(performance.now() - started).toBeLessThan(2000)
    await silent.close()
  })

  it('hanging up on the client (a restart, a failover)', async () => {
    const rude = await localServer((socket) => socket.destroy())
    for (const error of await failureOn(rude.url, 1000)) {
      expect(isDatabaseUnreachable(error)).toBe(true)
    }
    await rude.close()
  })

  // A PGlite made from nothing runs every migration first: 18 s in a CI-like run.
  it('closed (PGlite)', { timeout: 90_000 }, async () => {
    const closed = await openDatabase({ pglite: new PGlite() })
    await closed.close()
    const error = await failureOfPromise(closed.db.execute(sql`select 1`))
    expect(isDatabaseUnreachable(error)).toBe(true)
  })
})

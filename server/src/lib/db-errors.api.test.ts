import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../test/test-database.ts'
import { isInputDataError, isUniqueViolation } from './db-errors.ts'

// The real drivers' errors (pg and PGlite, through Drizzle): input the database refuses is
// told apart from a fault, so the error handler answers 400 instead of 500.
const database = await openTestDatabase()
afterAll(() => database.close())

async function failureOf(query: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await database.db.execute(query)
  } catch (error) {
    return error
  }
  throw new Error('the query was expected to fail')
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

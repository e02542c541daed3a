import { sql } from 'drizzle-orm'
import { onTestFinished } from 'vitest'
import { openDatabase, type Database, type Db } from '../src/db/client.ts'
import { withDatabaseName } from './postgres-url.ts'

/** A second server instance's database beside `db`'s: its own pool, closed after the test. */
export async function secondInstance(db: Db): Promise<Database> {
  const result = (await db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[]
  }
  const database = await openDatabase({
    databaseUrl: withDatabaseName(process.env.TEST_DATABASE_URL!, result.rows[0]!.name),
  })
  onTestFinished(() => database.close())
  return database
}

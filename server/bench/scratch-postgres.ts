import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** Runs `work` against a new, empty PostgreSQL database that is dropped afterwards. */
export async function withScratchPostgres<T>(
  url: string,
  work: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `bidfut_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  try {
    const target = new URL(url)
    target.pathname = `/${name}`
    return await work(target.toString())
  } finally {
    await dropWhenIdle(admin, name)
    await admin.end()
  }
}

// pg's pool.end() resolves before its sockets have closed; forcing the drop at once would kill
// those backends and crash the process with an unhandled pool error.
async function dropWhenIdle(admin: pg.Client, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
}

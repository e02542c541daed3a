import { and, eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createGroup, createMember } from '../../test/factories.ts'
import { withDatabaseName } from '../../test/postgres-url.ts'
import { createTestApp } from '../../test/test-app.ts'
import { openDatabase, type Db } from '../db/client.ts'
import { accountJobs, accountTokens, emailOutbox, signupRequests } from '../db/schema.ts'
import { createAccountJobHandlers } from '../modules/accounts/account-job-handlers.ts'
import { enqueueAccountJob } from '../modules/accounts/account-jobs.repo.ts'
import { createActivationLinks } from '../modules/accounts/activation-links.ts'
import { accountJob } from './jobs.ts'
import { createJobRuntime } from './runtime.ts'

const { db, config } = await createTestApp({ PUBLIC_URL: 'https://bidfut.example' })

/** Another server instance's database: its own connection pool, closed after the test. */
async function anotherInstance(): Promise<Db> {
  const result = (await db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[]
  }
  const database = await openDatabase({
    databaseUrl: withDatabaseName(process.env.TEST_DATABASE_URL!, result.rows[0]!.name),
  })
  onTestFinished(() => database.close())
  return database.db
}

const workerOn = (instance: Db) =>
  createJobRuntime({
    account: accountJob({
      db: instance,
      handlers: createAccountJobHandlers({
        publicUrl: config.publicUrl,
        links: createActivationLinks({ publicUrl: config.publicUrl, linkSecret: config.jwtSecret }),
      }),
    }),
  })

describe('account jobs on several instances', () => {
  it('run every job exactly once', async () => {
    const group = await createGroup(db, 'Pelada das Filas')
    const known = []
    for (let i = 0; i < 20; i++) known.push(await createMember(db, group.id))
    const pending = []
    for (let i = 0; i < 10; i++)
      pending.push(await createMember(db, group.id, { activated: false }))
    for (const person of known) {
      await enqueueAccountJob(db, { kind: 'password_reset', payload: { email: person.email } })
    }
    for (let i = 0; i < 10; i++) {
      await enqueueAccountJob(db, {
        kind: 'signup',
        payload: {
          email: `novo${i}@filas.com`,
          passwordHash: 'scrypt$x',
          fullName: `Novo ${i}`,
          phone: null,
          birthDate: null,
          favoriteTeam: null,
          nickname: null,
          playerPosition: 'striker',
          groupName: `Pelada Nova ${i}`,
        },
      })
    }
    for (const person of pending) {
      await enqueueAccountJob(db, {
        kind: 'membership',
        payload: { companyId: group.id, companyPlayerId: person.member.id, email: person.email },
      })
    }

    const workers = [
      workerOn(db),
      workerOn(await anotherInstance()),
      workerOn(await anotherInstance()),
    ]
    const runs = await Promise.all(
      workers.flatMap((worker) => [worker.run('account'), worker.run('account')]),
    )

    expect(runs.reduce((n, run) => n + run.done, 0)).toBe(40)
    expect(runs.reduce((n, run) => n + run.failed, 0)).toBe(0)
    expect(await db.select().from(accountJobs)).toEqual([])
    // One reset link per account: a job run twice would have made two.
    const resets = await db
      .select({ playerId: accountTokens.playerId })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.kind, 'password_reset'),
          inArray(
            accountTokens.playerId,
            known.map((person) => person.account!.id),
          ),
        ),
      )
    expect(resets).toHaveLength(20)
    expect(new Set(resets.map((row) => row.playerId)).size).toBe(20)
    expect(await db.select().from(signupRequests)).toHaveLength(10)
    const activations = await db
      .select()
      .from(accountTokens)
      .where(
        inArray(
          accountTokens.companyPlayerId,
          pending.map((person) => person.member.id),
        ),
      )
    expect(activations).toHaveLength(10)
    expect(await db.select().from(emailOutbox)).toHaveLength(40)
  })
})

import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { emailOutbox } from '../db/schema.ts'
import { enqueueEmail } from '../modules/mail/outbox.repo.ts'
import { listDeadJobs, queueStats, retryDeadJob } from './dead-jobs.ts'
import { runJobsCommand } from './jobs-cli.ts'
import { EMAIL_ATTEMPTS, emailJob } from './jobs.ts'
import { createJobRuntime } from './runtime.ts'

const { db } = await createTestApp()

describe('dead jobs', () => {
  it('are listed with their last error, counted, and a retry sends them', async () => {
    await enqueueEmail(db, {
      dedupeKey: 'morta:1',
      to: 'morta@exemplo.com',
      subject: 'S',
      text: 'T',
    })
    const refusing = { send: vi.fn(async () => Promise.reject(new Error('550 mailbox full'))) }
    const jobs = createJobRuntime({ email: emailJob({ db, mailer: refusing }) }, { db })
    // The last attempt: an error then leaves the row dead, not pending for ever.
    await db
      .update(emailOutbox)
      .set({ attempts: EMAIL_ATTEMPTS - 1 })
      .where(eq(emailOutbox.dedupeKey, 'morta:1'))
    expect(await jobs.run('email')).toEqual({ sent: 0, gone: 0, failed: 1 })

    const [dead] = await listDeadJobs(db, 'email')
    expect(dead).toMatchObject({
      kind: 'email',
      attempts: EMAIL_ATTEMPTS,
      lastError: '550 mailbox full',
      about: 'morta@exemplo.com · S',
    })
    expect(await listDeadJobs(db, 'push')).toEqual([])
    expect((await jobs.stats())[0]).toMatchObject({
      kind: 'email',
      runs: 1,
      failures: 1,
      waiting: 0,
      dead: 1,
    })

    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    expect(await runJobsCommand(db, ['dead'], 'uso')).toBe(0)
    expect(log.mock.calls.flat().join('\n')).toContain(`email #${dead!.id}`)
    log.mockRestore()

    expect(await retryDeadJob(db, 'email', dead!.id)).toBe(true)
    expect(await retryDeadJob(db, 'email', dead!.id)).toBe(false)
    expect(await queueStats(db)).toContainEqual(
      expect.objectContaining({ kind: 'email', waiting: 1, dead: 0 }),
    )
    const sent: string[] = []
    const working = { send: async (m: { to: string }) => void sent.push(m.to) }
    await createJobRuntime({ email: emailJob({ db, mailer: working }) }).run('email')
    expect(sent).toEqual(['morta@exemplo.com'])
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, 'morta:1'))
    expect(row).toMatchObject({ status: 'sent', attempts: 0 })
  })

  it('an attempt that outlives its timeout counts as failed and is tried again later', async () => {
    await enqueueEmail(db, {
      dedupeKey: 'lenta:1',
      to: 'lenta@exemplo.com',
      subject: 'S',
      text: 'T',
    })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const hanging = { send: () => new Promise<void>(() => {}) }
    const pass = createJobRuntime({ email: emailJob({ db, mailer: hanging }) }).run('email')
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(61_000)
      expect(await Promise.race([pass, 'running'])).not.toBe('running')
    })
    vi.useRealTimers()
    expect(await pass).toEqual({ sent: 0, gone: 0, failed: 1 })
    const [row] = await db
      .select({
        status: emailOutbox.status,
        error: emailOutbox.lastError,
        later: sql<boolean>`${emailOutbox.nextAttemptAt} > now()`,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, 'lenta:1'))
    expect(row).toEqual({ status: 'pending', error: 'timed out after 60000 ms', later: true })
  })
})

import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import { emailJob } from '../../jobs/jobs.ts'
import { createJobRuntime } from '../../jobs/runtime.ts'
import { enqueueEmail } from './outbox.repo.ts'

const { db } = await createTestApp()

describe('workers draining together', () => {
  it('never sends a row twice when several workers drain at once', async () => {
    const sent: string[] = []
    const countingMailer = {
      describe: () => 'contador',
      async send(message: { to: string }) {
        await new Promise((resolve) => setTimeout(resolve, 5))
        sent.push(message.to)
      },
    }
    for (let i = 0; i < 30; i++) {
      await enqueueEmail(db, {
        dedupeKey: `corrida:${i}`,
        to: `c${i}@exemplo.com`,
        subject: 'S',
        text: 'T',
      })
    }
    const workers = [1, 2, 3].map(() =>
      createJobRuntime({ email: emailJob({ db, mailer: countingMailer, batch: 4 }) }),
    )
    await Promise.all(workers.map((w) => w.run('email')))
    const racing = sent.filter((to) => /^c\d+@/.test(to))
    expect(racing).toHaveLength(30)
    expect(new Set(racing).size).toBe(30)
  })
})

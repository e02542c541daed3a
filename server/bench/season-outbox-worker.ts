/**
 * One server instance's email outbox worker for bench:scale, in its own process so the bench can
 * kill it mid-batch: drains the outbox of DATABASE_URL to SMTP_URL until nothing is due, then
 * exits. `tsx bench/season-outbox-worker.ts`.
 */
import { openDatabase } from '../src/db/client.ts'
import { emailJob } from '../src/jobs/jobs.ts'
import { createJobRuntime } from '../src/jobs/runtime.ts'
import { createMailer } from '../src/modules/mail/mailer.ts'

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL! })
const mailer = createMailer({
  smtpUrl: process.env.SMTP_URL!,
  mailFrom: 'Bidfut <nao-responda@bench.test>',
  dataDir: '/tmp',
})
const jobs = createJobRuntime({ email: emailJob({ db: database.db, mailer, batch: 50 }) })
const result = await jobs.run('email')
console.log(JSON.stringify(result))
mailer.close()
await database.close()

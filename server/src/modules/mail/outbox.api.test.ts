import { createServer, type AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup, createMember } from '../../../test/factories.ts'
import { decodeQuotedPrintable, savedEmails, startFakeSmtp } from '../../../test/fake-smtp.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { emailOutbox } from '../../db/schema.ts'
import { EMAIL_ATTEMPTS, emailJob } from '../../jobs/jobs.ts'
import { createJobRuntime } from '../../jobs/runtime.ts'
import { createMailer, SMTP_POOL_SIZE } from './mailer.ts'
import { enqueueEmail } from './outbox.repo.ts'

const { url: smtpUrl, received, connections } = await startFakeSmtp()

const { app, db, config } = await createTestApp({
  SMTP_URL: smtpUrl,
  MAIL_FROM: 'Bidfut <nao-responda@bidfut.test>',
  PUBLIC_URL: 'https://bidfut.example',
})
const group = await createGroup(db)
const editor = await signedInMember(app, db, group.id, { role: 'editor' })

async function outboxRow(dedupeKey: string) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, dedupeKey))
  return row!
}

async function closedPort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('the email outbox over real SMTP', () => {
  it("sends the 'Enviar Email' activation link and marks it sent", async () => {
    const pending = await createMember(db, group.id, { activated: false, fullName: 'Zé' })
    const res = await app.inject({
      method: 'POST',
      url: '/v1/accounts/send-activation-email',
      headers: editor.headers,
      payload: { playerId: pending.member.id },
    })
    expect(res.statusCode).toBe(200)
    await app.jobs.run('email')
    await expect.poll(() => received.filter((m) => m.to.includes(pending.email)).length).toBe(1)

    const message = received.find((m) => m.to.includes(pending.email))!
    expect(message.from).toBe('nao-responda@bidfut.test')
    // The outbox row names the message: a copy sent again after a crash has the same Message-ID.
    const [sentRow] = await db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, pending.email))
    expect(message.raw).toContain(`Message-ID: <outbox-${sentRow!.id}@bidfut.test>`)
    const text = decodeQuotedPrintable(message.raw)
    expect(text).toMatch(/https:\/\/bidfut\.example\/activate-user\/[\w-]{43}/)
    expect(text).toContain('Content-Type: text/html')
    const [row] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, pending.email))
    await expect.poll(async () => (await outboxRow(row!.dedupeKey)).status).toBe('sent')
  })

  it('sends a batch over a few pooled connections, each email once', async () => {
    await app.jobs.run('email')
    const before = connections.opened
    for (let i = 0; i < 30; i++) {
      await enqueueEmail(db, {
        dedupeKey: `pool:${i}`,
        to: `pool${i}@exemplo.com`,
        subject: 'Lote',
        text: 'Olá',
      })
    }
    expect(await app.jobs.run('email')).toEqual({ sent: 30, gone: 0, failed: 0 })
    const arrived = received.flatMap((m) => m.to).filter((to) => to.startsWith('pool'))
    expect(arrived.sort()).toEqual(
      Array.from({ length: 30 }, (_, i) => `pool${i}@exemplo.com`).sort(),
    )
    expect(connections.opened - before).toBeLessThanOrEqual(SMTP_POOL_SIZE)
  })

  it('queues one email per dedupe key', async () => {
    const email = { dedupeKey: 'teste:dedupe', to: 'a@exemplo.com', subject: 'Oi', text: 'Olá' }
    await enqueueEmail(db, email)
    await enqueueEmail(db, { ...email, subject: 'Outro' })
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, 'teste:dedupe'))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.subject).toBe('Oi')
    await app.jobs.run('email')
  })
})

describe('a failing SMTP server', () => {
  it('keeps the email, counts the attempt and backs off exponentially until it gives up', async () => {
    const mailer = createMailer({ ...config, smtpUrl: `smtp://127.0.0.1:${await closedPort()}` })
    const worker = createJobRuntime({ email: emailJob({ db, mailer }) })
    await enqueueEmail(db, {
      dedupeKey: 'falha:1',
      to: 'falha@exemplo.com',
      subject: 'S',
      text: 'T',
    })

    expect(await worker.run('email')).toMatchObject({ sent: 0, failed: 1 })
    let row = await outboxRow('falha:1')
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    expect(row.lastError).toBeTruthy()
    const firstDelay = row.nextAttemptAt.getTime() - Date.now()
    expect(firstDelay).toBeGreaterThan(50_000)
    expect(firstDelay).toBeLessThanOrEqual(60_000)

    // Not due yet: a drain now leaves it alone.
    expect(await worker.run('email')).toEqual({ sent: 0, gone: 0, failed: 0 })

    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.dedupeKey, 'falha:1'))
    await worker.run('email')
    row = await outboxRow('falha:1')
    expect(row.attempts).toBe(2)
    const secondDelay = row.nextAttemptAt.getTime() - Date.now()
    expect(secondDelay).toBeGreaterThan(110_000)
    expect(secondDelay).toBeLessThanOrEqual(120_000)

    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()`, attempts: EMAIL_ATTEMPTS - 1 })
      .where(eq(emailOutbox.dedupeKey, 'falha:1'))
    await worker.run('email')
    row = await outboxRow('falha:1')
    expect(row).toMatchObject({ status: 'failed', attempts: EMAIL_ATTEMPTS })
    mailer.close()
  })
})

describe('without SMTP_URL', () => {
  it('writes each email as an .eml file under DATA_DIR/outbox', async () => {
    const logged: object[] = []
    const mailer = createMailer(
      { mailFrom: config.mailFrom, dataDir: config.dataDir },
      { info: (obj) => logged.push(obj) },
    )
    const worker = createJobRuntime({ email: emailJob({ db, mailer }) })
    await enqueueEmail(db, {
      dedupeKey: 'eml:1',
      to: 'arquivo@exemplo.com',
      subject: 'Redefinição de senha',
      text: 'Olá! Link: https://bidfut.example/redefinir-senha/abc',
      html: '<p>Olá!</p>',
    })
    await worker.run('email')
    const files = savedEmails(config.dataDir)
    expect(files).toHaveLength(1)
    const { file, raw } = files[0]!
    expect(raw).toContain('To: arquivo@exemplo.com')
    expect(raw).toContain('MIME-Version: 1.0')
    expect(decodeQuotedPrintable(raw)).toContain('https://bidfut.example/redefinir-senha/abc')
    expect(logged).toEqual([{ file, to: 'arquivo@exemplo.com' }])
    expect((await outboxRow('eml:1')).status).toBe('sent')
  })
})

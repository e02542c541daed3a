import { readdirSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, describe, expect, it } from 'vitest'
import { createGroup, createMember } from '../../../test/factories.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { bidDays, bidPlayers, companyPlayers } from '../../db/schema.ts'
import { createEmailOutboxWorker } from '../../jobs/email-outbox-worker.ts'
import { createMailer } from '../mail/mailer.ts'
import {
  fakeWeather,
  forecastWith,
  GAME,
  PUBLIC_URL,
  REMINDER_DUE,
  schedulerFor,
} from './reminders.test-kit.ts'

type Received = { to: string[]; raw: string }
const received: Received[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      })
      callback()
    })
  },
})
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
const smtpPort = (smtp.server.address() as AddressInfo).port
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))

const { app, db, config } = await createTestApp({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'Bidfut <nao-responda@bidfut.test>',
  PUBLIC_URL,
})

/** Undoes quoted-printable soft breaks and escapes, enough to read links and accents. */
function decodeQuotedPrintable(raw: string) {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => `%${hex}`)
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'))
}

/** One unfolded header's value from a raw message. */
function header(raw: string, name: string) {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]
}

async function remindedMember(groupName: string) {
  const group = await createGroup(db, groupName)
  const { member } = await createMember(db, group.id, { fullName: 'Zé <Artilheiro>' })
  const [bid] = await db
    .insert(bidDays)
    .values({ companyId: group.id, number: 3, dayOfMatch: GAME, location: 'Campo do Zé' })
    .returning()
  await db.insert(bidPlayers).values({
    companyId: group.id,
    bidDayId: bid!.id,
    companyPlayerId: member.id,
    typePlayer: member.typePlayer,
  })
  await schedulerFor(db, fakeWeather(forecastWith(40))).scheduler.runOnce(REMINDER_DUE)
  return member
}

describe('a reminder over real SMTP', () => {
  it('arrives with a text and an HTML part and the one-click unsubscribe headers', async () => {
    const member = await remindedMember('Pelada do SMTP')
    await app.emailOutbox.drainOutbox()
    await expect.poll(() => received.filter((m) => m.to.includes(member.email!)).length).toBe(1)

    const { raw } = received.find((m) => m.to.includes(member.email!))!
    expect(raw).toMatch(/Content-Type: multipart\/alternative/)
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/)
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/)
    const unsubscribe = header(raw, 'List-Unsubscribe')
    expect(unsubscribe).toMatch(new RegExp(`^<${PUBLIC_URL}/v1/reminders/[\\w-]{43}/unsubscribe>$`))
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    const text = decodeQuotedPrintable(raw)
    expect(text).toContain('Vou jogar: https://bidfut.example/lembrete/')
    expect(text).toContain('Olá, Zé!')

    // A mail app's one-click POST to that header's URL stops the reminders.
    const url = new URL(unsubscribe!.slice(1, -1))
    const res = await app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(res.statusCode).toBe(200)
    const [row] = await db.select().from(companyPlayers).where(eq(companyPlayers.id, member.id))
    expect(row!.reminderEmails).toBe(false)
  })
})

describe('a reminder without SMTP_URL', () => {
  it('is an .eml file with the same headers', async () => {
    const member = await remindedMember('Pelada do Arquivo')
    const mailer = createMailer({ mailFrom: config.mailFrom, dataDir: config.dataDir })
    await createEmailOutboxWorker({ db, mailer }).drainOutbox()
    const dir = path.join(config.dataDir, 'outbox')
    const files = readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8'))
    const raw = files.find((f) => f.includes(`To: ${member.email}`))!
    expect(header(raw, 'List-Unsubscribe')).toMatch(/^<https:\/\/bidfut\.example\/v1\/reminders\//)
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(header(raw, 'Subject')).toBeTruthy()
  })
})

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup, createMember } from '../../../test/factories.ts'
import { decodeQuotedPrintable, savedEmails, startFakeSmtp } from '../../../test/fake-smtp.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { bidDays, bidPlayers, companyPlayers } from '../../db/schema.ts'
import { emailJob } from '../../jobs/jobs.ts'
import { createJobRuntime } from '../../jobs/runtime.ts'
import { createMailer } from '../mail/mailer.ts'
import {
  fakeWeather,
  forecastWith,
  GAME,
  PUBLIC_URL,
  REMINDER_DUE,
  schedulerFor,
} from './reminders.test-kit.ts'

const { url: smtpUrl, received } = await startFakeSmtp()

const { app, db, config } = await createTestApp({
  SMTP_URL: smtpUrl,
  MAIL_FROM: 'Bidfut <nao-responda@bidfut.test>',
  PUBLIC_URL,
})

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
    await app.jobs.run('email')
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
    await createJobRuntime({ email: emailJob({ db, mailer }) }).run('email')
    const { raw } = savedEmails(config.dataDir).find((f) => f.raw.includes(`To: ${member.email}`))!
    expect(header(raw, 'List-Unsubscribe')).toMatch(/^<https:\/\/bidfut\.example\/v1\/reminders\//)
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(header(raw, 'Subject')).toBeTruthy()
  })
})

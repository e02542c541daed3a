import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { like, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { secondInstance } from '../../../test/second-instance.ts'
import { buildApp } from '../../app.ts'
import { emailOutbox } from '../../db/schema/messages.ts'
import { whatsappOutbox } from '../../db/schema/whatsapp.ts'
import { createWhatsAppTestApp } from '../whatsapp/whatsapp.test-kit.ts'

// A skipped date's notice (ADR 061) on several instances (PostgreSQL): queued once per member
// whichever instances take the skip, held five minutes, then sent once whichever instances' ticks
// drain it, across a restart; taken back within the hold, it tells nobody.
const kit = await createWhatsAppTestApp()
const { db, fake, config } = kit
afterAll(() => fake.close())

/** Another server instance on the same database: its own pool, the same configuration. */
const instance = async () => buildApp({ config, database: await secondInstance(db) })

let dates = 0
/** A group playing on Thursdays, six members with an email, three of them on WhatsApp. */
async function scheduledGroup() {
  const team = await kit.createTeam(`Pelada Pulada ${(dates += 1)}`)
  await kit.thursdaysAgenda(team.administrator.token)
  const emails: string[] = []
  const phones: string[] = []
  for (let i = 0; i < 6; i++) {
    const email = `pulado${i}.${team.group.id}@teste.com`
    const { token } = await kit.addMember(team.group.id, { fullName: `Pulado ${i}`, email })
    if (i < 3) phones.push((await kit.optIn(token)).e164)
    else emails.push(email)
  }
  const roles = Object.values(team.byRole).map((role) => role.member.email!)
  return { team, emails, phones, addresses: [...roles, ...emails] }
}

const skipRequest = (localDate: string, token: string) => ({
  method: 'POST' as const,
  url: '/v1/groups/schedule/skips',
  headers: { authorization: `Bearer ${token}` },
  payload: { localDate, reason: 'feriado' },
})
const unskipRequest = (localDate: string, token: string) => ({
  method: 'DELETE' as const,
  url: `/v1/groups/schedule/skips/${localDate}`,
  headers: { authorization: `Bearer ${token}` },
})

/** The hold is over: five minutes pass for the skip's rows (the queues read the database's now()). */
const holdPassed = (key: string) =>
  Promise.all(
    [emailOutbox, whatsappOutbox].map((table) =>
      db
        .update(table)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(like(table.dedupeKey, `${key}%`)),
    ),
  )

/** Who the instances mailed (no SMTP in tests: one .eml file each) among `addresses`. */
async function mailedTo(addresses: string[]) {
  const dir = path.join(config.dataDir, 'outbox')
  const files = await readdir(dir).catch(() => [] as string[])
  const mails = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')))
  return mails
    .map((mail) => /^To: (.+)$/m.exec(mail)?.[1]?.trim() ?? '')
    .filter((to) => addresses.includes(to))
    .sort()
}

/** Each instance's email and WhatsApp ticks, all at once. */
const ticks = (apps: FastifyInstance[]) =>
  Promise.all(apps.flatMap((app) => [app.jobs.run('email'), app.jobs.run('whatsapp')]))

describe('a skipped date on two instances', () => {
  it('tells each member once: skipped on both at once, drained by both at once, across a restart', async () => {
    const { team, phones, addresses } = await scheduledGroup()
    const localDate = '2030-11-28'
    const token = team.manager.token
    let other = await instance()
    const [a, b] = await Promise.all([
      kit.app.inject(skipRequest(localDate, token)),
      other.inject(skipRequest(localDate, token)),
    ])
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200])
    const key = `date-skipped:${team.group.id}:${localDate}:`
    const queued = await db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `${key}%`))
    // The four roles' members and the three by email; those on WhatsApp get it there instead.
    expect(queued.map((row) => row.toAddress).sort()).toEqual([...addresses].sort())
    const messages = await db
      .select()
      .from(whatsappOutbox)
      .where(like(whatsappOutbox.dedupeKey, `${key}%`))
    expect(messages.map((m) => m.phone).sort()).toEqual([...phones].sort())

    // Held: ticks now send nothing. Then one instance restarts, and the hold passes.
    await ticks([kit.app, other])
    expect(fake.sent.filter((m) => phones.includes(`+${m.to}`))).toEqual([])
    await other.close()
    other = await instance()
    try {
      await holdPassed(key)
      await ticks([kit.app, other])
      await ticks([kit.app, other])
    } finally {
      await other.close()
    }
    expect(fake.violations).toEqual([])
    const told = fake.sent.filter((m) => phones.includes(`+${m.to}`))
    expect(told.map((m) => `+${m.to}`).sort()).toEqual([...phones].sort())
    expect(told.every((m) => m.template === 'bidfut_sem_jogo')).toBe(true)
    expect(await mailedTo(addresses)).toEqual([...addresses].sort())
  })

  it('taken back on the other instance within the hold, while both tick, tells nobody', async () => {
    const { team, phones, addresses } = await scheduledGroup()
    const localDate = '2030-12-05'
    const token = team.manager.token
    const other = await instance()
    try {
      expect((await kit.app.inject(skipRequest(localDate, token))).statusCode).toBe(200)
      const [unskip] = await Promise.all([
        other.inject(unskipRequest(localDate, token)),
        ticks([kit.app, other]),
      ])
      expect(unskip.statusCode, unskip.body).toBe(200)
      const key = `date-skipped:${team.group.id}:${localDate}:`
      await holdPassed(key)
      await ticks([kit.app, other])
    } finally {
      await other.close()
    }
    expect(fake.sent.filter((m) => phones.includes(`+${m.to}`))).toEqual([])
    expect(await mailedTo(addresses)).toEqual([])
    const left = await db
      .select()
      .from(whatsappOutbox)
      .where(like(whatsappOutbox.dedupeKey, `date-%:${team.group.id}:%`))
    expect(left).toEqual([])
  })
})

import { asc, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bearer, createGroup, createMember } from '../../../test/factories.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { charges } from '../../db/schema/finance.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { emailOutbox } from '../../db/schema/messages.ts'
import { digestWeeks } from '../../db/schema/season.ts'
import { createAccessTokens } from '../../lib/access-token.ts'
import { schedulerFor } from '../reminders/reminders.test-kit.ts'

const { app, db, config } = await createTestApp()
const { scheduler } = schedulerFor(db)
const tokens = createAccessTokens(config.jwtSecret, 60)

/** The next Monday after today at `hhmm` UTC (São Paulo is UTC−3): the digest's morning. */
function nextMonday(hh: number, mm: number) {
  const day = new Date()
  day.setUTCHours(hh, mm, 0, 0)
  do day.setUTCDate(day.getUTCDate() + 1)
  while (day.getUTCDay() !== 1)
  return day
}
const MONDAY_0905 = nextMonday(12, 5)
const MONDAY_0855 = new Date(MONDAY_0905.getTime() - 10 * 60_000)
const NEXT_MONDAY = new Date(MONDAY_0905.getTime() + 7 * 24 * 3_600_000)
const WEEK = MONDAY_0905.toISOString().slice(0, 10)
/** A local wall-clock date-time `days` after that Monday. */
const local = (days: number, time: string) =>
  `${new Date(MONDAY_0905.getTime() + days * 24 * 3_600_000).toISOString().slice(0, 10)}T${time}:00`

const digests = () =>
  db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, 'digest:%'))
    .orderBy(asc(emailOutbox.id))

describe("the organisers' weekly digest (ADR 061)", () => {
  it("tells the week's game, who owes, the furões and who joined, once a week, to who wants it", async () => {
    const group = await createGroup(db, 'Pelada do Resumo')
    const admin = await createMember(db, group.id, { role: 'administrator', fullName: 'Rafa Lima' })
    const manager = await createMember(db, group.id, { role: 'manager', fullName: 'Gil Souza' })
    const manager2 = await createMember(db, group.id, { role: 'manager', fullName: 'Lia Reis' })
    await createMember(db, group.id, { role: 'editor', fullName: 'Edu Editor' })
    const players = []
    for (const fullName of ['Zé Bola', 'Tião Gol', 'Caio Lento', 'Duda Espera']) {
      players.push((await createMember(db, group.id, { fullName })).member)
    }
    // Lia turned the digest off herself, in /perfil.
    const liaToken = await tokens.sign({
      companyId: group.id,
      companyPlayerId: manager2.member.id,
      playerId: manager2.member.playerId!,
      role: 'manager',
      sessionId: 'test-session',
    })
    const off = await app.inject({
      method: 'PUT',
      url: '/v1/profile/email-notices',
      headers: bearer(liaToken),
      payload: { resultEmails: true, digestEmails: false },
    })
    expect(off.statusCode, off.body).toBe(200)

    // Last week's game, where Caio did not come; this week's open BID and its answers.
    const [played] = await db
      .insert(bidDays)
      .values({
        companyId: group.id,
        number: 1,
        dayOfMatch: local(-4, '20:00'),
        status: 'finished',
      })
      .returning()
    await db.insert(bidPlayers).values({
      companyId: group.id,
      bidDayId: played!.id,
      companyPlayerId: players[2]!.id,
      typePlayer: 'monthly',
      status: 'absent',
      missed: 'no_show',
    })
    const [open] = await db
      .insert(bidDays)
      .values({ companyId: group.id, number: 2, dayOfMatch: local(3, '20:00'), slots: 14 })
      .returning()
    const statuses = ['confirmed', 'confirmed', 'waiting', 'waitlisted'] as const
    await db.insert(bidPlayers).values(
      players.map((p, i) => ({
        companyId: group.id,
        bidDayId: open!.id,
        companyPlayerId: p.id,
        typePlayer: 'monthly' as const,
        status: statuses[i]!,
      })),
    )
    await db.insert(charges).values([
      {
        companyId: group.id,
        companyPlayerId: players[0]!.id,
        kind: 'monthly',
        description: 'Mensalidade',
        amountCents: 8000,
        paidCents: 3000,
        dueDate: '2026-01-10',
      },
      {
        companyId: group.id,
        companyPlayerId: players[1]!.id,
        kind: 'monthly',
        description: 'Mensalidade',
        amountCents: 8000,
        dueDate: '2026-01-10',
        status: 'paid',
      },
    ])
    // Everyone but Duda has been in the group for months; the names are as typed (no nicknames).
    await db
      .update(companyPlayers)
      .set({
        nickname: null,
        joinedAt: new Date('2026-01-01T00:00:00Z'),
        createdAt: new Date('2026-01-01T00:00:00Z'),
      })
      .where(eq(companyPlayers.companyId, group.id))
    await db
      .update(companyPlayers)
      .set({ joinedAt: new Date(MONDAY_0905.getTime() - 2 * 24 * 3_600_000) })
      .where(eq(companyPlayers.id, players[3]!.id))

    expect(await scheduler.runOnce(MONDAY_0855)).toMatchObject({ digests: 0 })
    expect(await digests()).toEqual([])
    expect(await scheduler.runOnce(MONDAY_0905)).toMatchObject({ digests: 2 })
    expect(await scheduler.runOnce(MONDAY_0905)).toMatchObject({ digests: 0 })

    const rows = await digests()
    expect(rows.map((r) => r.toAddress).sort()).toEqual(
      [admin.member.email, manager.member.email].sort(),
    )
    expect(rows.map((r) => r.dedupeKey)).toContain(`digest:${group.id}:${WEEK}:${admin.member.id}`)
    const mail = rows[0]!
    expect(mail.subject).toBe('Resumo da semana — Pelada do Resumo')
    const text = mail.textBody
    expect(text).toContain(
      `- BID #2 — ${text.match(/BID #2 — ([^:]+:\d\d)/)![1]}: 2 de 14 confirmados, 1 pendente, 1 na lista de espera`,
    )
    expect(text).toContain(
      'Quem deve:\n- Zé Bola: R$ 50,00 (1 cobrança vencida)\n- Total em aberto: R$ 50,00',
    )
    expect(text).toContain('Furões no último jogo:\n- Caio Lento: 1 falta')
    expect(text).toContain('Novos na pelada:\n- Duda Espera')
    expect(text).toContain('Desligue "Resumo semanal por email" no seu perfil')
    expect(
      await db.select().from(digestWeeks).where(eq(digestWeeks.companyId, group.id)),
    ).toHaveLength(1)

    // The week after: a new digest, the same people.
    expect(await scheduler.runOnce(NEXT_MONDAY)).toMatchObject({ digests: 2 })
    expect(await digests()).toHaveLength(4)
  })
})

import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { SP } from '../bids/bids.test-kit.ts'
import { createRemindersTestApp } from '../reminders/reminders.test-kit.ts'
import { activityLog } from '../../db/schema/activity.ts'
import { charges, checkInExemptions } from '../../db/schema/finance.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { localToday } from './charge-maker.ts'

// 'Quem deve não confirma' (ADR 056): every rule through the API, on PGlite.
const kit = await createRemindersTestApp()
const { db, call, putStatus, answer } = kit

const SETTINGS = {
  pixKeyType: 'cpf',
  pixKey: '529.982.247-25',
  receiverName: 'Tesouraria da Pelada',
  receiverCity: 'São Paulo',
  monthlyFeeCents: null,
  gameFeeCents: null,
  dueDay: 10,
  courtCostCents: null,
}
const REASON =
  'Você tem R$ 39,90 em atraso há mais de 5 dias com a pelada. Pague o Pix para confirmar presença.'
const BLOCKED = `Check-in bloqueado: ${REASON}`

/** The group's day `days` ago: the tests' dates follow the clock, whatever today is. */
function daysAgo(days: number) {
  const today = new Date(`${localToday(new Date(), SP)}T00:00:00Z`)
  return new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10)
}

async function saveSettings(token: string, blockOverdueDays: number | null) {
  const res = await call('PUT', '/finance/settings', token, { ...SETTINGS, blockOverdueDays })
  expect(res.statusCode).toBe(200)
  return res
}

async function chargeFor(member: { companyId: number; id: number }, overdueDays: number) {
  const [row] = await db
    .insert(charges)
    .values({
      companyId: member.companyId,
      companyPlayerId: member.id,
      kind: 'one_off',
      description: 'Churrasco',
      amountCents: 3990,
      dueDate: daysAgo(overdueDays),
    })
    .returning()
  return row!
}

/** A group whose rule is 5 days, with an open BID and a member owing for 10 days. */
async function owingTeam(name: string) {
  const team = await kit.createTeamWithOpenBid(name)
  await saveSettings(team.administrator.token, 5)
  const charge = await chargeFor(team.member.member, 10)
  const checkIn = (who = team.member) =>
    putStatus(team.bidDayId, who.member.id, who.token, 'confirmed')
  return { ...team, charge, checkIn }
}

describe('blockOverdueDays in the finance settings', () => {
  it('is saved and answered, null when left out', async () => {
    const team = await kit.createTeam('Pelada do Ajuste')
    const saved = await saveSettings(team.administrator.token, 7)
    expect(saved.json().settings.blockOverdueDays).toBe(7)
    const omitted = await call('PUT', '/finance/settings', team.administrator.token, SETTINGS)
    expect(omitted.json().settings.blockOverdueDays).toBeNull()
  })

  it('refuses what is not 0 to 90 whole days with one pt-BR message', async () => {
    const team = await kit.createTeam('Pelada dos Dias')
    for (const bad of [-1, 91, 2.5, '5']) {
      const res = await call('PUT', '/finance/settings', team.administrator.token, {
        ...SETTINGS,
        blockOverdueDays: bad,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().errors).toEqual({
        blockOverdueDays:
          'Dias de atraso: use um número de 0 a 90, ou deixe em branco para não bloquear',
      })
    }
  })
})

describe("'Quem deve não confirma' at the check-in", () => {
  it('refuses a member owing for more than the days, saying how much, and lets them say no', async () => {
    const team = await owingTeam('Pelada Bloqueada')
    const res = await team.checkIn()
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(BLOCKED)
    expect(await kit.entryOf(team.bidDayId, team.member.member.id)).toMatchObject({
      status: 'waiting',
    })
    const absent = await putStatus(
      team.bidDayId,
      team.member.member.id,
      team.member.token,
      'absent',
    )
    expect(absent.statusCode).toBe(200)
    // 'Minhas cobranças' says why, with the Pix code right there.
    const mine = (await call('GET', '/finance/my-charges', team.member.token)).json()
    expect(mine.checkInBlock).toMatchObject({ message: REASON, totalCents: 3990 })
    expect(mine.checkInBlock.charges).toEqual([
      expect.objectContaining({ id: team.charge.id, amountCents: 3990, pixDynamic: false }),
    ])
    expect(mine.checkInBlock.charges[0].pixCode).toMatch(/^000201.*BIDFUT\d+/)
  })

  it('counts only what is overdue by more than the days', async () => {
    const team = await kit.createTeamWithOpenBid('Pelada do Limite')
    await saveSettings(team.administrator.token, 5)
    await chargeFor(team.member.member, 5)
    const res = await putStatus(
      team.bidDayId,
      team.member.member.id,
      team.member.token,
      'confirmed',
    )
    expect(res.statusCode).toBe(200)
  })

  it('blocks nobody while the setting is off', async () => {
    const team = await kit.createTeamWithOpenBid('Pelada Livre')
    await saveSettings(team.administrator.token, null)
    await chargeFor(team.member.member, 60)
    const res = await putStatus(
      team.bidDayId,
      team.member.member.id,
      team.member.token,
      'confirmed',
    )
    expect(res.statusCode).toBe(200)
    const mine = (await call('GET', '/finance/my-charges', team.member.token)).json()
    expect(mine.checkInBlock).toBeNull()
  })

  it('applies as soon as an organiser turns it on, though the group was seen with it off', async () => {
    const team = await kit.createTeamWithOpenBid('Pelada que Liga')
    await saveSettings(team.administrator.token, null)
    await chargeFor(team.member.member, 10)
    const checkIn = () =>
      putStatus(team.bidDayId, team.member.member.id, team.member.token, 'confirmed')
    expect((await checkIn()).statusCode).toBe(200)
    await putStatus(team.bidDayId, team.member.member.id, team.member.token, 'absent')
    await saveSettings(team.administrator.token, 5)
    expect((await checkIn()).statusCode).toBe(409)
  })

  it('never blocks a goalkeeper or a guest', async () => {
    const team = await owingTeam('Pelada dos Goleiros')
    const goalkeeper = await kit.addMember(team.group.id, { typePlayer: 'goalkeeper' })
    const guest = await kit.addMember(team.group.id, { typePlayer: 'sporadic' })
    // A guest as the register files one: added by name, never joined, no email.
    await db
      .update(companyPlayers)
      .set({ addedByName: true, joinedAt: null, email: null })
      .where(eq(companyPlayers.id, guest.member.id))
    for (const who of [goalkeeper, guest]) {
      await chargeFor(who.member, 30)
      expect((await team.checkIn(who)).statusCode).toBe(200)
    }
  })

  it('lets an organiser confirm a player who owes', async () => {
    const team = await owingTeam('Pelada da Organização')
    const res = await putStatus(
      team.bidDayId,
      team.member.member.id,
      team.administrator.token,
      'confirmed',
    )
    expect(res.statusCode).toBe(200)
  })

  it('unblocks at once when the charge is paid, or waived', async () => {
    const team = await owingTeam('Pelada Paga')
    expect((await team.checkIn()).statusCode).toBe(409)
    const confirmed = await call(
      'POST',
      `/finance/charges/${team.charge.id}/confirm`,
      team.manager.token,
      { method: 'pix' },
    )
    expect(confirmed.statusCode).toBe(200)
    expect((await team.checkIn()).statusCode).toBe(200)

    const other = await owingTeam('Pelada Isenta')
    await call('POST', `/finance/charges/${other.charge.id}/waive`, other.manager.token, {
      reason: 'Machucado',
    })
    expect((await other.checkIn()).statusCode).toBe(200)
  })

  it('is lifted for one person by an organiser, logged, and put back', async () => {
    const team = await owingTeam('Pelada da Exceção')
    const url = `/finance/check-in-exemptions/${team.member.member.id}`
    const detail = () => call('GET', `/finance/charges/${team.charge.id}`, team.manager.token)
    expect((await detail()).json().checkIn).toEqual({ blocked: true, exempt: false })

    const freed = await call('PUT', url, team.manager.token, { exempt: true })
    expect(freed.statusCode).toBe(200)
    expect(freed.json()).toEqual({ companyPlayerId: team.member.member.id, exempt: true })
    expect((await detail()).json().checkIn).toEqual({ blocked: false, exempt: true })
    expect((await team.checkIn()).statusCode).toBe(200)
    const mine = (await call('GET', '/finance/my-charges', team.member.token)).json()
    expect(mine.checkInBlock).toBeNull()

    expect((await call('PUT', url, team.manager.token, { exempt: false })).statusCode).toBe(200)
    await putStatus(team.bidDayId, team.member.member.id, team.member.token, 'absent')
    expect((await team.checkIn()).statusCode).toBe(409)
    const entries = await db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.companyId, team.group.id),
          eq(activityLog.kind, 'finance.check_in_exempted'),
        ),
      )
    expect(entries.map((entry) => entry.details)).toEqual([{ exempt: true }, { exempt: false }])
    expect(entries.every((entry) => entry.subjectCompanyPlayerId === team.member.member.id)).toBe(
      true,
    )
  })

  it('is exempted only by administrators and managers, and only in their own group', async () => {
    const team = await owingTeam('Pelada das Permissões')
    const other = await owingTeam('Outra Pelada')
    const url = (id: number) => `/finance/check-in-exemptions/${id}`
    for (const who of [team.editor, team.member]) {
      const res = await call('PUT', url(team.member.member.id), who.token, { exempt: true })
      expect(res.statusCode).toBe(403)
    }
    const foreign = await call('PUT', url(other.member.member.id), team.administrator.token, {
      exempt: true,
    })
    expect(foreign.statusCode).toBe(404)
    expect(await db.select().from(checkInExemptions)).toEqual([])
    // The other group's player is still blocked there; its charge's details still say so.
    expect((await other.checkIn()).statusCode).toBe(409)
    const detail = await call('GET', `/finance/charges/${other.charge.id}`, team.manager.token)
    expect(detail.statusCode).toBe(404)
    const bad = await call('PUT', url(team.member.member.id), team.manager.token, { exempt: 'sim' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual({ exempt: 'Informe se o jogador fica liberado do bloqueio' })
  })

  it("refuses a reminder link's 'Vou jogar' too, and its page says why until it is paid", async () => {
    const team = await kit.reminded('Pelada do Lembrete')
    await saveSettings(team.administrator.token, 5)
    const charge = await chargeFor(team.member.member, 10)
    const page = async () =>
      (await kit.app.inject({ method: 'GET', url: `/v1/reminders/${team.token}` })).json()
    expect((await page()).checkInBlock).toMatchObject({ message: REASON, totalCents: 3990 })
    const refused = await answer(team.token, 'vou')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(BLOCKED)
    expect((await team.entry())?.status).toBe('waiting')

    await call('POST', `/finance/charges/${charge.id}/confirm`, team.manager.token, {
      method: 'cash',
    })
    expect((await page()).checkInBlock).toBeNull()
    expect((await answer(team.token, 'vou')).statusCode).toBe(200)
    expect((await team.entry())?.status).toBe('confirmed')
  })
})

import { and, eq, like } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CheckInInfo } from '@bidfut/domain/contracts/bids'
import { toLocalDateTime } from '@bidfut/domain/rules/local-time'
import { activityLog } from '../../db/schema/activity.ts'
import { bidPlayers } from '../../db/schema/bids.ts'
import { emailOutbox } from '../../db/schema/messages.ts'
import { createBidsTestApp, inDays, SP } from './bids.test-kit.ts'

// The furões' rule and the mensalistas confirmed when a BID opens (ADR 060). One group per
// describe, set up once: 7 regulars (4 with emails), 6 places a BID, the window 24 h.
const kit = await createBidsTestApp()
const { call, db, entryOf } = kit

type Team = Awaited<ReturnType<typeof kit.createTeam>>
type Person = Awaited<ReturnType<typeof kit.addMember>>

const localIn = (days: number) => toLocalDateTime(new Date(Date.now() + days * 86_400_000), SP)

/** A group of 7 regulars and a window; its finished BIDs #1 (3 days ago), #2 (10), #3 (40). */
async function furoesTeam(name: string) {
  const team = await kit.createTeam(name)
  const person = (fullName: string) =>
    kit.addMember(team.group.id, {
      fullName,
      email: `${fullName.toLowerCase()}.${team.group.id}@teste.com`,
    })
  const zeca = await person('Zeca')
  const tiao = await person('Tiao')
  const bia = await person('Bia')
  const avulso = await kit.addMember(team.group.id, { fullName: 'Avulso', typePlayer: 'sporadic' })
  const window = await call('PUT', '/groups/schedule', team.administrator.token, {
    enabled: false,
    monthlyWindowHours: 24,
  })
  expect(window.statusCode, window.body).toBe(200)
  const played: Awaited<ReturnType<typeof kit.insertBid>>[] = []
  for (const [number, days] of [
    [1, -3],
    [2, -10],
    [3, -40],
  ] as const) {
    played.push(
      await kit.insertBid(team.group.id, { dayOfMatch: localIn(days), number, status: 'finished' }),
    )
  }
  const missed = async (who: Person, bid: number, how: 'no_show' | 'late') => {
    await kit.putInBid(played[bid - 1]!.id, who.member, 'absent')
    await db
      .update(bidPlayers)
      .set({ missed: how })
      .where(
        and(
          eq(bidPlayers.bidDayId, played[bid - 1]!.id),
          eq(bidPlayers.companyPlayerId, who.member.id),
        ),
      )
  }
  // Zeca: two furões in 4 weeks. Tião: one, and one 40 days ago. Bia: one and a late 'Não vou'.
  await missed(zeca, 1, 'no_show')
  await missed(zeca, 2, 'no_show')
  await missed(tiao, 2, 'no_show')
  await missed(tiao, 3, 'no_show')
  await missed(bia, 1, 'no_show')
  await missed(bia, 2, 'late')
  return { team, zeca, tiao, bia, avulso, played }
}

async function settings(team: Team, change: object) {
  const res = await kit.changeSettings(team.administrator.token, change)
  expect(res.statusCode, res.body).toBe(200)
}

async function openBid(team: Team) {
  const res = await call('POST', '/bids/create-bid', team.administrator.token, {
    dayOfMatch: inDays(3),
    slots: 6,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { bidDayId: number; number: number }
}

async function cancelBid(team: Team, bidDayId: number) {
  const res = await call('DELETE', `/bids/delete-bid/${bidDayId}`, team.administrator.token)
  expect(res.statusCode, res.body).toBe(200)
}

async function checkInInfo(person: Person) {
  const res = await call('GET', '/bids/get-information-check-in-bid', person.token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as CheckInInfo
}

const emailsLike = (pattern: string) =>
  db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, pattern))

async function activityTexts(team: Team) {
  const res = await call('GET', '/activity', team.administrator.token)
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { entries: { text: string }[] }).entries.map((entry) => entry.text)
}

const registerOf = (team: Team) => kit.registerCards(team.administrator.token)

describe("the furões' rule", () => {
  let world: Awaited<ReturnType<typeof furoesTeam>>
  beforeAll(async () => {
    world = await furoesTeam('Pelada dos Furões')
  })

  it('off (the default), changes nothing: every regular keeps the held place', async () => {
    const { team, zeca } = world
    const { bidDayId } = await openBid(team)
    expect(await entryOf(bidDayId, zeca.member.id)).toMatchObject({
      status: 'waiting',
      guaranteeLost: false,
    })
    expect(await checkInInfo(zeca)).toMatchObject({
      placeHeldForMe: true,
      guaranteeLost: false,
      monthlyWindow: { heldPlaces: 7 },
    })
    expect(await emailsLike(`guarantee-lost:${bidDayId}:%`)).toEqual([])
    await cancelBid(team, bidDayId)
  })

  it('counts only unforgiven no-shows in the last Y weeks, from X of them', async () => {
    const { team, zeca, tiao, bia } = world
    // [absences, weeks] → who loses the guarantee.
    const cases: [number, number, Person[]][] = [
      [3, 4, []],
      [2, 1, []],
      [2, 4, [zeca]],
      [2, 8, [zeca, tiao]],
      [1, 1, [zeca, bia]],
    ]
    for (const [absences, weeks, losing] of cases) {
      await settings(team, { furaoRule: { absences, weeks } })
      const { bidDayId } = await openBid(team)
      for (const who of [zeca, tiao, bia]) {
        const entry = await entryOf(bidDayId, who.member.id)
        expect(entry?.guaranteeLost, `${who.member.fullName}: ${absences} in ${weeks}`).toBe(
          losing.includes(who),
        )
      }
      await cancelBid(team, bidDayId)
    }
  })

  it('takes the guarantee at the opening, tells the player once why, and they ask as an avulso', async () => {
    const { team, zeca, tiao } = world
    await settings(team, { furaoRule: { absences: 2, weeks: 4 } })
    const { bidDayId, number } = await openBid(team)
    const zecaInfo = await checkInInfo(zeca)
    expect(zecaInfo).toMatchObject({
      guaranteeLost: true,
      placeHeldForMe: false,
      monthlyWindow: { heldPlaces: 6 },
    })
    const emails = await emailsLike(`guarantee-lost:${bidDayId}:%`)
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({
      toAddress: `zeca.${team.group.id}@teste.com`,
      subject: `BID #${number}: você perdeu a vaga garantida`,
    })
    expect(emails[0]!.textBody).toContain(
      'Você perdeu a vaga garantida deste BID: 2 faltas sem avisar nas últimas 4 semanas (BID #1 e #2).',
    )
    expect(await activityTexts(team)).toContain(
      `O Bidfut tirou a vaga garantida de ${zeca.member.nickname} no BID #${number}: 2 faltas sem avisar nas últimas 4 semanas (BID #1 e #2)`,
    )
    // The organisers see it on /bid-atual; the others' entries say nothing new.
    const live = (await call('GET', '/bids/current-bid', team.administrator.token)).json() as {
      monthly: { companyPlayerId: number; guaranteeLost?: boolean; regular: boolean }[]
    }
    const row = (id: number) => live.monthly.find((p) => p.companyPlayerId === id)!
    expect(row(zeca.member.id)).toMatchObject({ guaranteeLost: true, regular: false })
    expect(row(tiao.member.id)).not.toHaveProperty('guaranteeLost')
    // Six places, six held for the other regulars: Zeca waits in line, Tião takes his place.
    const asks = await kit.putStatus(bidDayId, zeca.member.id, zeca.token, 'confirmed')
    expect(asks.json()).toMatchObject({ status: 'waitlisted' })
    const regular = await kit.putStatus(bidDayId, tiao.member.id, tiao.token, 'confirmed')
    expect(regular.json()).toMatchObject({ status: 'confirmed' })
    await cancelBid(team, bidDayId)
  })

  it("an organiser forgives one furão: it no longer counts, the record shows it, and it's logged", async () => {
    const { team, zeca, played } = world
    await settings(team, { furaoRule: { absences: 2, weeks: 4 } })
    const { bidDayId } = await openBid(team)
    expect((await entryOf(bidDayId, zeca.member.id))?.guaranteeLost).toBe(true)
    const before = (await registerOf(team))(zeca.member.id)
    expect(before).toMatchObject({
      absences: { count: 2 },
      furaoRule: { bidNumbers: [1, 2], absences: 2, weeks: 4 },
      forgivable: { bidDayId: played[0]!.id, bidNumber: 1 },
    })

    const forgive = { companyPlayerId: zeca.member.id, bidDayId: played[0]!.id }
    // A member may not; another group's organiser finds nothing; bad input is a 400.
    const member = await call(
      'POST',
      '/company-players/forgive-absence',
      team.member.token,
      forgive,
    )
    expect(member.statusCode).toBe(403)
    const other = await kit.createTeam('Outra Pelada')
    const stranger = await call(
      'POST',
      '/company-players/forgive-absence',
      other.administrator.token,
      forgive,
    )
    expect(stranger.statusCode).toBe(404)
    const bad = await call('POST', '/company-players/forgive-absence', team.editor.token, {
      companyPlayerId: 'Zeca',
    })
    expect(bad.statusCode).toBe(400)
    expect((await entryOf(bidDayId, zeca.member.id))?.guaranteeLost).toBe(true)

    const res = await call('POST', '/company-players/forgive-absence', team.editor.token, forgive)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ message: 'Falta do BID #1 perdoada: ela não conta mais.' })
    const again = await call('POST', '/company-players/forgive-absence', team.editor.token, forgive)
    expect(again.statusCode).toBe(404)
    expect(again.json()).toMatchObject({
      message: 'Falta não encontrada: ela já foi perdoada ou não é deste grupo.',
    })

    // Under the rule now (1 of 2): the open BID holds Zeca's place again.
    expect((await entryOf(bidDayId, zeca.member.id))?.guaranteeLost).toBe(false)
    expect(await checkInInfo(zeca)).toMatchObject({ guaranteeLost: false, placeHeldForMe: true })
    const after = (await registerOf(team))(zeca.member.id)
    expect(after).toMatchObject({
      absences: { count: 1, forgiven: 1 },
      furaoRule: { bidNumbers: [2] },
      forgivable: { bidNumber: 2 },
    })
    const own = await call('GET', '/statistics/company-player-stats', zeca.token)
    expect(own.json()).toMatchObject({ absences: { count: 1, forgiven: 1 } })
    expect(await activityTexts(team)).toContain(
      `${team.editor.member.nickname} perdoou a falta de ${zeca.member.nickname} no BID #1`,
    )
    await cancelBid(team, bidDayId)
    // The next opening counts the same way: one furão left, the guarantee kept.
    const next = await openBid(team)
    expect((await entryOf(next.bidDayId, zeca.member.id))?.guaranteeLost).toBe(false)
    await cancelBid(team, next.bidDayId)
  })

  it('refuses a rule out of bounds with a clear message', async () => {
    const { team } = world
    for (const furaoRule of [
      { absences: 0, weeks: 4 },
      { absences: 2, weeks: 27 },
      { absences: 1.5, weeks: 4 },
      { absences: 2 },
    ]) {
      const res = await kit.changeSettings(team.administrator.token, { furaoRule })
      expect(res.statusCode, JSON.stringify(furaoRule)).toBe(400)
      expect(res.body).toContain('A regra dos furões deve ter de 1 a 10 faltas em 1 a 26 semanas.')
    }
    const current = (await call('GET', '/groups/settings', team.administrator.token)).json()
    const member = await call('PUT', '/groups/settings', team.member.token, {
      ...(current as object),
      furaoRule: null,
    })
    expect(member.statusCode).toBe(403)
  })
})

describe('autoConfirmMonthly', () => {
  let world: Awaited<ReturnType<typeof furoesTeam>>
  beforeAll(async () => {
    world = await furoesTeam('Pelada Automática')
  })

  it('confirms the regulars within the places when the BID opens, and only those', async () => {
    const { team, zeca, tiao, bia, avulso } = world
    await settings(team, { autoConfirmMonthly: true, furaoRule: { absences: 2, weeks: 4 } })
    const { bidDayId, number } = await openBid(team)
    // Seven regulars, Zeca without the guarantee: the first six in the group confirmed.
    expect(await kit.confirmedCount(bidDayId)).toBe(6)
    expect(await entryOf(bidDayId, zeca.member.id)).toMatchObject({
      status: 'waiting',
      autoConfirmed: false,
      guaranteeLost: true,
    })
    for (const who of [team.administrator, team.member, tiao, bia]) {
      expect(await entryOf(bidDayId, who.member.id)).toMatchObject({
        status: 'confirmed',
        autoConfirmed: true,
      })
    }
    expect(await checkInInfo(tiao)).toMatchObject({
      playerBidStatus: 'confirmed',
      autoConfirmed: true,
    })
    // The BID is full: the avulso and Zeca wait in line.
    await kit.putInBid(bidDayId, avulso.member, 'waiting')
    const asks = await kit.putStatus(bidDayId, avulso.member.id, avulso.token, 'confirmed')
    expect(asks.json()).toMatchObject({ status: 'waitlisted' })
    const emails = await emailsLike(`auto-confirmed:${bidDayId}:%`)
    // Each of the six, once; Zeca was not confirmed, and gets no such email.
    const addresses = emails.map((e) => e.toAddress)
    expect(addresses).toHaveLength(6)
    expect(addresses).toEqual(
      expect.arrayContaining(['bia', 'tiao'].map((name) => `${name}.${team.group.id}@teste.com`)),
    )
    expect(addresses).not.toContain(`zeca.${team.group.id}@teste.com`)
    expect(emails[0]!.subject).toBe(`BID #${number} aberto — você está confirmado`)
    expect(emails[0]!.textBody).toContain('confirmado automaticamente — toque se não for')
    expect(await activityTexts(team)).toContain(
      `O Bidfut confirmou 6 mensalistas automaticamente no BID #${number}`,
    )

    // One tap on the email's 'Não vou': the place goes to the head of the line, Zeca first.
    const email = emails.find((e) => e.toAddress.startsWith('tiao.'))!
    const token = /\/lembrete\/([\w-]{43})\?resposta=nao-vou/.exec(email.textBody)![1]!
    const who = tiao
    const answer = await call('POST', `/reminders/${token}/answer`, undefined, {
      answer: 'nao-vou',
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(await entryOf(bidDayId, who.member.id)).toMatchObject({
      status: 'absent',
      autoConfirmed: false,
    })
    expect(await kit.confirmedCount(bidDayId)).toBe(6)
    expect(await checkInInfo(who)).toMatchObject({ autoConfirmed: false })
    await cancelBid(team, bidDayId)
  })

  it('off, nobody is confirmed at the opening', async () => {
    const { team } = world
    await settings(team, { autoConfirmMonthly: false, furaoRule: null })
    const { bidDayId } = await openBid(team)
    expect(await kit.confirmedCount(bidDayId)).toBe(0)
    expect(await emailsLike(`auto-confirmed:${bidDayId}:%`)).toEqual([])
    const logged = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.bidDayId, bidDayId), eq(activityLog.kind, 'bid.auto_confirmed')))
    expect(logged).toEqual([])
    await cancelBid(team, bidDayId)
  })
})

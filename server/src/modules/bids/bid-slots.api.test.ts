import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { LiveBid } from '@bidfut/domain/contracts/bids'
import { SLOTS_INVALID } from '@bidfut/domain/contracts/group-settings'
import { activityLog } from '../../db/schema/activity.ts'
import { emailOutbox } from '../../db/schema/messages.ts'
import { createBidsTestApp, inDays, statusUrl } from './bids.test-kit.ts'

// Places per BID (ADR 053): the group's default, each BID's own, and what fewer places move.
const kit = await createBidsTestApp()
const { call, db } = kit
const SETUP_HEAVY_MS = 60_000

type Team = Awaited<ReturnType<typeof kit.createTeam>>

async function liveBid(token: string) {
  const res = await call('GET', '/bids/current-bid', token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as LiveBid
}

async function openBid(team: Team, body: object = {}) {
  const res = await call('POST', '/bids/create-bid', team.administrator.token, {
    dayOfMatch: inDays(3),
    ...body,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as LiveBid
}

/** `count` avulsos with email who check in one after the other, in order. */
async function checkIns(team: Team, bidDayId: number, count: number, prefix = 'Avulso') {
  const people = []
  for (let i = 1; i <= count; i++) {
    const person = await kit.addMember(team.group.id, {
      fullName: `${prefix} ${i}`,
      typePlayer: 'sporadic',
      email: `${prefix.toLowerCase()}${i}-${team.group.id}@teste.com`,
    })
    const res = await call('PUT', statusUrl(bidDayId, person.member.id), person.token, {
      status: 'confirmed',
    })
    expect(res.statusCode, res.body).toBe(200)
    people.push(person)
  }
  return people
}

const update = (team: Team, bid: LiveBid, body: object, token = team.administrator.token) =>
  call('PUT', `/bids/update-bid/${bid.bidDayId}`, token, { dayOfMatch: bid.dayOfMatch, ...body })

describe('places per BID', () => {
  it('takes the group’s default, or the BID’s own, and every answer says it', async () => {
    const team = await kit.createTeam('Pelada das Vagas')
    const settings = await call('GET', '/groups/settings', team.administrator.token)
    expect(settings.json()).toMatchObject({ defaultSlots: 24 })
    const saved = await kit.changeSettings(team.manager.token, { defaultSlots: 14 })
    expect(saved.statusCode, saved.body).toBe(200)
    const defaults = await call('GET', '/bids/new-bid-defaults', team.editor.token)
    expect(defaults.json()).toMatchObject({ slots: 14 })

    const created = await openBid(team)
    expect(created).toMatchObject({ slots: 14, totalPlayers: 14, totalAvailable: 14 })
    const info = await call('GET', '/bids/get-information-check-in-bid', team.member.token)
    expect(info.json()).toMatchObject({ slots: 14, totalPlayers: 14 })

    const cancelled = await call(
      'DELETE',
      `/bids/delete-bid/${created.bidDayId}`,
      team.administrator.token,
    )
    expect(cancelled.statusCode).toBe(200)
    expect(await openBid(team, { slots: 22 })).toMatchObject({ slots: 22, totalPlayers: 22 })
  })

  it('refuses places outside 6 to 60 with the pt-BR message, changing nothing', async () => {
    const team = await kit.createTeam('Pelada Sem Limite')
    for (const slots of [5, 61, 7.5, '14', null]) {
      const res = await call('POST', '/bids/create-bid', team.administrator.token, {
        dayOfMatch: inDays(3),
        slots,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().errors).toEqual({ slots: SLOTS_INVALID })
    }
    const res = await kit.changeSettings(team.administrator.token, { defaultSlots: 4 })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ defaultSlots: SLOTS_INVALID })
  })

  it(
    'fills the places a BID has and no more: the next check-in joins the line',
    async () => {
      const team = await kit.createTeam('Pelada Pequena')
      const bid = await openBid(team, { slots: 6 })
      const [, , , , , , seventh] = await checkIns(team, bid.bidDayId, 7)
      const live = await liveBid(team.administrator.token)
      expect(live).toMatchObject({ totalConfirmed: 6, isFull: true, totalWaitlisted: 1 })
      expect(live.waitlist[0]?.companyPlayerId).toBe(seventh!.member.id)
    },
    SETUP_HEAVY_MS,
  )

  it(
    'asks before fewer places move anyone, then moves the last to confirm to the head of the line, each told',
    async () => {
      const team = await kit.createTeam('Pelada Que Encolheu')
      const bid = await openBid(team, { slots: 8 })
      const people = await checkIns(team, bid.bidDayId, 9)

      const before = await liveBid(team.administrator.token)
      const nameOf = (p: (typeof people)[number]) =>
        before.sporadicPlayers.find((e) => e.companyPlayerId === p.member.id)!.name
      const [seventh, eighth, ninth] = [people[6]!, people[7]!, people[8]!]

      const asked = await update(team, bid, { slots: 6 })
      expect(asked.statusCode).toBe(409)
      expect(asked.json()).toMatchObject({
        message: `Com 6 vagas, ${nameOf(seventh)} e ${nameOf(eighth)} vão para o início da lista de espera (os últimos a confirmar). Confirmar?`,
        wouldMove: [
          { companyPlayerId: eighth.member.id, name: nameOf(eighth) },
          { companyPlayerId: seventh.member.id, name: nameOf(seventh) },
        ],
      })
      expect(await liveBid(team.administrator.token)).toMatchObject({ slots: 8, totalConfirmed: 8 })

      const moved = await update(team, bid, { slots: 6, confirmMoves: true })
      expect(moved.statusCode, moved.body).toBe(200)
      const live = await liveBid(team.administrator.token)
      expect(live).toMatchObject({ slots: 6, totalConfirmed: 6, totalWaitlisted: 3 })
      // The one who confirmed earlier of the two is first; who was waiting already comes after.
      expect(live.waitlist.map((p) => p.companyPlayerId)).toEqual(
        [seventh, eighth, ninth].map((p) => p.member.id),
      )

      const told = await db
        .select({
          to: emailOutbox.toAddress,
          subject: emailOutbox.subject,
          text: emailOutbox.textBody,
        })
        .from(emailOutbox)
        .where(like(emailOutbox.dedupeKey, `moved-to-line:${bid.bidDayId}:%`))
      expect(told.map((m) => m.to).sort()).toEqual(
        [people[6]!, people[7]!]
          .map((p) => `avulso${p.member.fullName.slice(7)}-${team.group.id}@teste.com`)
          .sort(),
      )
      expect(told[0]!.subject).toBe(`BID #${bid.number}: menos vagas, você está na lista de espera`)
      expect(told.map((m) => /Lista de espera \((\d)º lugar\)/u.exec(m.text)?.[1]).sort()).toEqual([
        '1',
        '2',
      ])

      const logged = await db
        .select({ kind: activityLog.kind, details: activityLog.details })
        .from(activityLog)
        .where(
          and(
            eq(activityLog.bidDayId, bid.bidDayId),
            eq(activityLog.actorCompanyPlayerId, team.administrator.member.id),
          ),
        )
      expect(logged).toEqual(
        expect.arrayContaining([
          { kind: 'bid.updated', details: { fields: ['slots'], slots: { from: 8, to: 6 } } },
          { kind: 'bid.status', details: { from: 'confirmed', to: 'waitlisted', slots: 6 } },
        ]),
      )

      // More places again: the head of the line takes them, as a freed place does.
      expect((await update(team, bid, { slots: 7 })).statusCode).toBe(200)
      const grown = await liveBid(team.administrator.token)
      expect(grown).toMatchObject({ slots: 7, totalConfirmed: 7, totalWaitlisted: 2 })
      expect(grown.waitlist.map((p) => p.companyPlayerId)).toEqual(
        [eighth, ninth].map((p) => p.member.id),
      )
    },
    SETUP_HEAVY_MS,
  )

  it(
    'tells a player moved by fewer places only that, with the new date when the BID moves too',
    async () => {
      const team = await kit.createTeam('Pelada Mudada')
      const bid = await openBid(team, { slots: 7 })
      const people = await checkIns(team, bid.bidDayId, 7, 'Mudado')
      const res = await update(team, bid, {
        dayOfMatch: inDays(4, '21:30:00'),
        slots: 6,
        confirmMoves: true,
      })
      expect(res.statusCode, res.body).toBe(200)
      const mail = await db
        .select({
          to: emailOutbox.toAddress,
          subject: emailOutbox.subject,
          text: emailOutbox.textBody,
        })
        .from(emailOutbox)
        .where(like(emailOutbox.toAddress, `mudado%-${team.group.id}@teste.com`))
      const last = `mudado7-${team.group.id}@teste.com`
      const toLast = mail.filter((m) => m.to === last)
      expect(toLast.map((m) => m.subject)).toEqual([
        `BID #${bid.number}: menos vagas, você está na lista de espera`,
      ])
      expect(toLast[0]!.text).toContain('21:30')
      const moved = mail.filter((m) => m.to !== last && /nova data/u.test(m.subject))
      expect(moved).toHaveLength(people.length - 1)
    },
    SETUP_HEAVY_MS,
  )

  it('lets only the group’s organisers change the places', async () => {
    const team = await kit.createTeam('Pelada Guardada')
    const other = await kit.createTeam('Outra Pelada')
    const bid = await openBid(team)
    expect((await update(team, bid, { slots: 10 }, team.member.token)).statusCode).toBe(403)
    expect((await update(team, bid, { slots: 10 }, other.administrator.token)).statusCode).toBe(404)
    expect(await liveBid(team.administrator.token)).toMatchObject({ slots: 24 })
  })
})

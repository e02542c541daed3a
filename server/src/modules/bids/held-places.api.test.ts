import { describe, expect, it } from 'vitest'
import type { CheckInInfo } from '@bidfut/domain/contracts/bids'
import { slotAfterLeave } from '@bidfut/domain/rules/held-places'
import { createBidsTestApp, inDays } from './bids.test-kit.ts'

// The mensalistas' window binds everybody (ADR 036, 5.10). Organisers' add and promote count
// the places as a check-in does; an avulso takes a held place only with the organiser's explicit
// yes, which the log records; 'Cancelar status' is told where the place really goes; and turning
// the window on holds places in the BID already open.
const kit = await createBidsTestApp()
// Each test makes a group of 21 regulars and its avulsos one API call at a time.
const SETUP_HEAVY_MS = 60_000
const { app, call } = kit

type Team = Awaited<ReturnType<typeof kit.createTeam>>
type Person = Awaited<ReturnType<typeof kit.addMember>>

/** 21 regulars (the team's 4 and 17 more) and the window set to `hours` before kick-off. */
async function windowTeam(name: string, hours: number | null = 24) {
  const team = await kit.createTeam(name)
  const regulars: Person[] = [team.administrator, team.manager, team.editor, team.member]
  for (let i = 0; i < 17; i++) {
    regulars.push(await kit.addMember(team.group.id, { fullName: `Mensal ${i}` }))
  }
  await setWindow(team, hours)
  return { team, regulars }
}

async function setWindow(team: Team, hours: number | null) {
  const res = await call('PUT', '/groups/schedule', team.administrator.token, {
    enabled: false,
    monthlyWindowHours: hours,
  })
  expect(res.statusCode, res.body).toBe(200)
}

async function openBid(team: Team) {
  const res = await call('POST', '/bids/create-bid', team.administrator.token, {
    dayOfMatch: inDays(3),
  })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { bidDayId: number }).bidDayId
}

async function avulso(team: Team, fullName: string) {
  return kit.addMember(team.group.id, { fullName, typePlayer: 'sporadic' })
}

async function checkInInfo(token: string) {
  const res = await call('GET', '/bids/get-information-check-in-bid', token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as CheckInInfo
}

async function confirmAvulsos(team: Team, bidDayId: number, count: number) {
  const people: Person[] = []
  for (let i = 0; i < count; i++) {
    const person = await avulso(team, `Avulso ${i}`)
    await kit.putInBid(bidDayId, person.member, 'waiting')
    const res = await kit.putStatus(bidDayId, person.member.id, person.token, 'confirmed')
    expect(res.json(), `avulso ${i}`).toMatchObject({ status: 'confirmed' })
    people.push(person)
  }
  return people
}

async function activityTexts(team: Team) {
  const res = await call('GET', '/activity', team.administrator.token)
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { entries: { text: string }[] }).entries.map((entry) => entry.text)
}

describe("'Adicionar Avulso' while places are held", { timeout: SETUP_HEAVY_MS }, () => {
  it('puts the avulso in line unless the organiser says to use a held place, and logs that', async () => {
    const { team, regulars } = await windowTeam('Pelada Reservada')
    const bidDayId = await openBid(team)
    await confirmAvulsos(team, bidDayId, 3)
    const { monthlyWindow } = await checkInInfo(team.member.token)
    expect(monthlyWindow).toMatchObject({ heldPlaces: 21 })

    const asked = await call('POST', '/bids/add-sporadic-player/', team.editor.token, {
      bidDayId,
      companyPlayerId: 0,
      playerName: 'Roberto',
      positionPlayer: null,
      skillLevel: 5,
    })
    expect(asked.statusCode, asked.body).toBe(200)
    expect(asked.json().message).toBe(
      `Vagas reservadas para mensalistas até ${monthlyWindow!.until}. O jogador entrou na lista de espera (1º lugar).`,
    )
    const roberto = asked.json().companyPlayerId as number
    expect(await kit.entryOf(bidDayId, roberto)).toMatchObject({ status: 'waitlisted' })

    const yes = await call('POST', '/bids/add-sporadic-player/', team.editor.token, {
      bidDayId,
      companyPlayerId: 0,
      playerName: 'Carlão',
      positionPlayer: null,
      skillLevel: 5,
      useHeldPlace: true,
    })
    expect(yes.statusCode, yes.body).toBe(200)
    const carlao = yes.json().companyPlayerId as number
    expect(await kit.entryOf(bidDayId, carlao)).toMatchObject({ status: 'confirmed' })
    expect(await activityTexts(team)).toContain(
      `${team.editor.member.nickname} adicionou Carlão como avulso no BID #1, numa vaga reservada para mensalistas`,
    )

    // The organiser's choice has its price: the last mensalista to answer waits in line.
    for (const regular of regulars) {
      await kit.putStatus(bidDayId, regular.member.id, regular.token, 'confirmed')
    }
    expect(await kit.confirmedCount(bidDayId)).toBe(24)
    expect(await kit.entryOf(bidDayId, regulars.at(-1)!.member.id)).toMatchObject({
      status: 'waitlisted',
    })
  })
})

describe("'Promover' while places are held", { timeout: SETUP_HEAVY_MS }, () => {
  it('keeps the avulso first in line unless the organiser says to use a held place', async () => {
    const { team } = await windowTeam('Pelada da Fila')
    const bidDayId = await openBid(team)
    await confirmAvulsos(team, bidDayId, 3)
    const roberto = await avulso(team, 'Roberto')
    await kit.putInBid(bidDayId, roberto.member, 'waiting')
    const queued = await kit.putStatus(bidDayId, roberto.member.id, roberto.token, 'confirmed')
    expect(queued.json()).toMatchObject({ status: 'waitlisted' })
    const { monthlyWindow } = await checkInInfo(team.member.token)

    const path = `/bids/promote-waitlisted/${bidDayId}/${roberto.member.id}`
    const plain = await call('POST', path, team.manager.token)
    expect(plain.statusCode, plain.body).toBe(200)
    expect(plain.json()).toEqual({
      success: true,
      message: `Vagas reservadas para mensalistas até ${monthlyWindow!.until}: o jogador foi para o 1º lugar da lista de espera.`,
      status: 'waitlisted',
      waitlistPosition: 1,
    })
    expect(await kit.entryOf(bidDayId, roberto.member.id)).toMatchObject({ status: 'waitlisted' })

    const yes = await call('POST', path, team.manager.token, { useHeldPlace: true })
    expect(yes.statusCode, yes.body).toBe(200)
    expect(yes.json()).toMatchObject({ status: 'confirmed' })
    expect(await activityTexts(team)).toContain(
      `${team.manager.member.nickname} confirmou ${roberto.member.nickname} da lista de espera no BID #1, numa vaga reservada para mensalistas`,
    )
  })

  it('refuses a held place on a full BID: the cap of 24 binds the organiser too', async () => {
    const { team, regulars } = await windowTeam('Pelada Lotada')
    const bidDayId = await openBid(team)
    await confirmAvulsos(team, bidDayId, 3)
    for (const regular of regulars) {
      await kit.putStatus(bidDayId, regular.member.id, regular.token, 'confirmed')
    }
    const late = await avulso(team, 'Atrasado')
    await kit.putInBid(bidDayId, late.member, 'waiting')
    await kit.putStatus(bidDayId, late.member.id, late.token, 'confirmed')
    const res = await call(
      'POST',
      `/bids/promote-waitlisted/${bidDayId}/${late.member.id}`,
      team.manager.token,
      { useHeldPlace: true },
    )
    expect(res.json()).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 })
    expect(await kit.confirmedCount(bidDayId)).toBe(24)
  })
})

describe("'Cancelar status' says where the place goes", { timeout: SETUP_HEAVY_MS }, () => {
  it('during the window a mensalista’s place goes back to the mensalistas, an avulso’s to the line', async () => {
    const { team, regulars } = await windowTeam('Pelada do Cancelar')
    const bidDayId = await openBid(team)
    const avulsos = await confirmAvulsos(team, bidDayId, 3)
    const mensalista = regulars[4]!
    await kit.putStatus(bidDayId, mensalista.member.id, mensalista.token, 'confirmed')
    const roberto = await avulso(team, 'Roberto')
    await kit.putInBid(bidDayId, roberto.member, 'waiting')
    await kit.putStatus(bidDayId, roberto.member.id, roberto.token, 'confirmed')

    // What the mensalista's screen says before they tap, and what the server then does.
    const seen = await checkInInfo(mensalista.token)
    expect(seen.placeHeldForMe).toBe(true)
    const told = slotAfterLeave('confirmed', 'waiting', seen, { regular: seen.placeHeldForMe })
    expect(told).toEqual({ to: 'mensalistas', until: seen.monthlyWindow!.until })
    await kit.putStatus(bidDayId, mensalista.member.id, mensalista.token, 'waiting')
    expect(await kit.entryOf(bidDayId, roberto.member.id)).toMatchObject({ status: 'waitlisted' })

    // An avulso's place is not held: it goes to Roberto, first in line.
    const avulsoSees = await checkInInfo(avulsos[0]!.token)
    expect(avulsoSees.placeHeldForMe).toBe(false)
    expect(
      slotAfterLeave('confirmed', 'waiting', avulsoSees, { regular: avulsoSees.placeHeldForMe }),
    ).toEqual({ to: 'line', name: avulsoSees.firstWaitlistedName })
    await kit.putStatus(bidDayId, avulsos[0]!.member.id, avulsos[0]!.token, 'waiting')
    expect(await kit.entryOf(bidDayId, roberto.member.id)).toMatchObject({ status: 'confirmed' })
  })
})

describe('switching the window on', { timeout: SETUP_HEAVY_MS }, () => {
  it('holds places in the open BID from that moment, for the players who have not answered', async () => {
    const { team, regulars } = await windowTeam('Pelada Ligada', null)
    const bidDayId = await openBid(team)
    // A tick with the window off marks the BID's places released (ADR 036).
    await app.jobs.run('season')
    expect((await kit.bidRow(bidDayId)).monthlyWindowReleasedAt).not.toBeNull()
    for (const regular of regulars.slice(0, 5)) {
      await kit.putStatus(bidDayId, regular.member.id, regular.token, 'confirmed')
    }
    await confirmAvulsos(team, bidDayId, 2)

    await setWindow(team, 24)
    const { monthlyWindow } = await checkInInfo(team.member.token)
    // The 16 regulars still 'Pendente' are held; the 5 who answered and the avulsos keep theirs.
    expect(monthlyWindow).toMatchObject({ heldPlaces: 16 })
    await confirmAvulsos(team, bidDayId, 1)
    const late = await avulso(team, 'Tarde')
    await kit.putInBid(bidDayId, late.member, 'waiting')
    const res = await kit.putStatus(bidDayId, late.member.id, late.token, 'confirmed')
    expect(res.json()).toMatchObject({ status: 'waitlisted' })
    // Another tick leaves the window as it is.
    await app.jobs.run('season')
    expect((await checkInInfo(team.member.token)).monthlyWindow).toMatchObject({ heldPlaces: 16 })
  })
})

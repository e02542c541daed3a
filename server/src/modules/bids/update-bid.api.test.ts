import { afterEach, describe, expect, it, vi } from 'vitest'
import { clock } from '../../lib/clock.ts'
import {
  createRemindersTestApp,
  GAME,
  REMINDER_DUE,
  schedulerFor,
  utc,
} from '../reminders/reminders.test-kit.ts'
import { inDays, organiserRoles } from './bids.test-kit.ts'
import { errorBody } from '../../../test/error-body.ts'

const kit = await createRemindersTestApp()
const { db, call } = kit

const BID_CLOSED = 'Este BID já foi encerrado.'
const PAST_DAY = 'A data e hora do BID não podem estar no passado.'
const MOVED = '2030-12-05T21:30:00'

afterEach(() => {
  vi.restoreAllMocks()
})

const update = (bidDayId: number, token: string | undefined, payload: object) =>
  call('PUT', `/bids/update-bid/${bidDayId}`, token, payload)

describe('PUT /bids/update-bid/{id}', () => {
  it.each(organiserRoles)('lets the %s move the open BID, shown on the check-in', async (role) => {
    const team = await kit.groupWithBid(`Pelada ${role}`)
    const res = await update(team.bid.id, team.byRole[role].token, {
      dayOfMatch: '2030-12-05T21:30',
      location: '  Arena Nova  ',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'BID atualizado com sucesso.' })

    const info = await call('GET', '/bids/get-information-check-in-bid', team.member.token)
    expect(info.json()).toMatchObject({
      bidDayId: team.bid.id,
      number: 7,
      dayOfMatch: MOVED,
      location: 'Arena Nova',
    })
  })

  it('falls back to the group’s default place when the place is left empty', async () => {
    const team = await kit.groupWithBid('Pelada Padrão')
    const res = await update(team.bid.id, team.manager.token, { dayOfMatch: MOVED, location: '' })
    expect(res.statusCode).toBe(200)
    expect(await kit.bidRow(team.bid.id)).toMatchObject({
      dayOfMatch: MOVED,
      location: 'Quadra do Teste',
    })
  })

  it('refuses a member with 403 and an anonymous caller with 401, changing nothing', async () => {
    const team = await kit.groupWithBid('Pelada Fechada a Membros')
    const before = await kit.bidRow(team.bid.id)
    expect((await update(team.bid.id, team.member.token, { dayOfMatch: MOVED })).statusCode).toBe(
      403,
    )
    expect((await update(team.bid.id, undefined, { dayOfMatch: MOVED })).statusCode).toBe(401)
    expect(await kit.bidRow(team.bid.id)).toEqual(before)
  })

  it('answers 404 for another group’s BID and leaves it as it was', async () => {
    const team = await kit.groupWithBid('Pelada Vizinha')
    const other = await kit.createTeam('Pelada Intrometida')
    const before = await kit.bidRow(team.bid.id)
    const res = await update(team.bid.id, other.administrator.token, { dayOfMatch: MOVED })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual(errorBody({ message: 'BID não encontrado.' }))
    expect(await kit.bidRow(team.bid.id)).toEqual(before)
  })

  it.each(['finished', 'cancelled'] as const)('refuses a %s BID with 409', async (status) => {
    const team = await kit.createTeam(`Pelada ${status}`)
    const bid = await kit.insertBid(team.group.id, { dayOfMatch: GAME, status })
    const res = await update(bid.id, team.administrator.token, { dayOfMatch: MOVED })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual(errorBody({ message: BID_CLOSED }))
    expect((await kit.bidRow(bid.id)).dayOfMatch).toBe(GAME)
  })

  it.each([
    [{}, 'Por favor, preencha a data e hora do BID'],
    [{ dayOfMatch: '' }, 'Por favor, preencha a data e hora do BID'],
    [{ dayOfMatch: 'amanhã às 20h' }, 'Data e hora do BID inválidas.'],
    [{ dayOfMatch: '2031-02-30T20:00:00' }, 'Data e hora do BID inválidas.'],
    [{ dayOfMatch: MOVED, location: 'x'.repeat(201) }, 'Local muito longo (máximo 200 caracteres)'],
  ])('refuses %j with 400 and the create form’s message', async (payload, message) => {
    const team = await kit.groupWithBid('Pelada Validada')
    const res = await update(team.bid.id, team.administrator.token, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, message })
    expect((await kit.bidRow(team.bid.id)).dayOfMatch).toBe(GAME)
  })

  it('refuses unknown fields, such as a number or a status', async () => {
    const team = await kit.groupWithBid('Pelada Estrita')
    const res = await update(team.bid.id, team.administrator.token, {
      dayOfMatch: MOVED,
      status: 'finished',
    })
    expect(res.statusCode).toBe(400)
    expect((await kit.bidRow(team.bid.id)).status).toBe('open')
  })

  it('refuses a date-time in the past, in the group time zone', async () => {
    const team = await kit.groupWithBid('Pelada Passada')
    const res = await update(team.bid.id, team.administrator.token, { dayOfMatch: inDays(-1) })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, message: PAST_DAY })
    expect((await kit.bidRow(team.bid.id)).dayOfMatch).toBe(GAME)
  })

  it('checks the role before the BID: a member learns nothing about a closed BID', async () => {
    const team = await kit.createTeam('Pelada Discreta')
    const bid = await kit.insertBid(team.group.id, { dayOfMatch: GAME, status: 'finished' })
    expect((await update(bid.id, team.member.token, { dayOfMatch: MOVED })).statusCode).toBe(403)
  })
})

describe("the 'nova data' email", () => {
  it('goes to each confirmed player with an email, saying what changed and what it was', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(utc('2030-11-25T15:00:00'))
    const team = await kit.groupWithPlayersInEveryStatus('Pelada Remarcada')
    const res = await update(team.bid.id, team.manager.token, {
      dayOfMatch: MOVED,
      location: 'Arena <Nova>',
    })
    expect(res.statusCode).toBe(200)

    const rows = await kit.queued(`bid-moved:${team.bid.id}:`)
    expect(rows.map((r) => r.toAddress)).toEqual([team.confirmed.email, team.optedOut.email])
    const [first] = rows
    expect(first!.subject).toBe('BID #7: nova data, novo horário e novo local')
    expect(first!.textBody).toBe(
      [
        'Olá, Zé!',
        '',
        'A organização mudou a data, o horário e o local do BID #7 da pelada "Pelada Remarcada". Você continua confirmado.',
        '',
        'Quando: quinta, 05/12 às 21:30',
        'Local: Arena <Nova>',
        'Antes: quinta, 28/11 às 20:00 · Campo',
        '',
        'Como chegar:',
        'Google Maps: https://www.google.com/maps/search/?api=1&query=Arena%20%3CNova%3E',
        'Apple Maps: https://maps.apple.com/?q=Arena%20%3CNova%3E',
        'Waze: https://waze.com/ul?q=Arena%20%3CNova%3E&navigate=yes',
        '',
        'Se não puder mais ir, avise no check-in para liberar a sua vaga.',
        'Abrir o check-in: https://bidfut.example/check-in',
        '',
        'Equipe Bidfut',
      ].join('\n'),
    )
    expect(first!.htmlBody).toContain('href="https://bidfut.example/check-in"')
    expect(first!.htmlBody).toContain('Arena &lt;Nova&gt;')
    expect(first!.htmlBody).toContain('Zé')
    expect(first!.htmlBody).not.toContain('<b>')
  })

  it('names only what changed', async () => {
    const team = await kit.groupWithPlayersInEveryStatus('Pelada do Horário')
    await update(team.bid.id, team.manager.token, {
      dayOfMatch: '2030-11-28T21:00:00',
      location: 'Campo',
    })
    const [first] = await kit.queued(`bid-moved:${team.bid.id}:${team.confirmed.id}:`)
    expect(first!.subject).toBe('BID #7: novo horário')
    expect(first!.textBody).toContain('mudou o horário do BID #7')
  })

  it('is not sent when nothing changed, nor when the change is refused', async () => {
    const team = await kit.groupWithPlayersInEveryStatus('Pelada Igual')
    const version = (await kit.bidRow(team.bid.id)).version
    const same = await update(team.bid.id, team.manager.token, {
      dayOfMatch: GAME,
      location: 'Campo',
    })
    expect(same.statusCode).toBe(200)
    expect((await kit.bidRow(team.bid.id)).version).toBe(version)
    expect((await update(team.bid.id, team.member.token, { dayOfMatch: MOVED })).statusCode).toBe(
      403,
    )
    expect(await kit.queued(`bid-moved:${team.bid.id}:`)).toEqual([])
  })

  it('is sent again for every move, even back to the first date', async () => {
    const team = await kit.groupWithPlayersInEveryStatus('Pelada Indecisa')
    await update(team.bid.id, team.manager.token, { dayOfMatch: MOVED, location: 'Campo' })
    await update(team.bid.id, team.manager.token, { dayOfMatch: GAME, location: 'Campo' })
    const rows = await kit.queued(`bid-moved:${team.bid.id}:${team.confirmed.id}:`)
    expect(rows.map((r) => r.subject)).toEqual([
      'BID #7: nova data e novo horário',
      'BID #7: nova data e novo horário',
    ])
    expect(rows[1]!.textBody).toContain('Quando: quinta, 28/11 às 20:00')
  })
})

describe('reminders after a move', () => {
  it('are planned again for the new date', async () => {
    const team = await kit.groupWithPlayersInEveryStatus('Pelada Adiada')
    const { scheduler } = schedulerFor(db)
    await scheduler.runOnce(REMINDER_DUE)
    const first = await kit.queued(`reminder:${team.bid.id}:${team.confirmed.id}:`)
    expect(first.map((r) => r.subject)).toEqual(['Lembrete: BID #7 na quinta, 28/11 às 20:00'])

    vi.spyOn(clock, 'now').mockReturnValue(REMINDER_DUE)
    await update(team.bid.id, team.manager.token, { dayOfMatch: MOVED, location: 'Campo' })
    // Nothing new is due before the new date's reminder day…
    await scheduler.runOnce(utc('2030-11-27T12:00:00'))
    expect(await kit.queued(`reminder:${team.bid.id}:${team.confirmed.id}:`)).toHaveLength(1)
    // …and then the new date is reminded.
    await scheduler.runOnce(utc('2030-12-03T12:00:00'))
    const again = await kit.queued(`reminder:${team.bid.id}:${team.confirmed.id}:`)
    expect(again.map((r) => [r.dedupeKey, r.subject])).toEqual([
      [first[0]!.dedupeKey, first[0]!.subject],
      [
        `reminder:${team.bid.id}:${team.confirmed.id}:${MOVED}`,
        'Lembrete: BID #7 na quinta, 05/12 às 21:30',
      ],
    ])
  })
})

describe('the Live BID after a move', () => {
  const currentBid = (token: string, etag?: string) =>
    call('GET', '/bids/current-bid', token, undefined, etag ? { 'if-none-match': etag } : {})

  it('changes its ETag and shows the new date and place', async () => {
    const team = await kit.groupWithBid('Pelada Sincronizada')
    const etag = (await currentBid(team.administrator.token)).headers.etag as string
    expect((await currentBid(team.administrator.token, etag)).statusCode).toBe(304)

    await update(team.bid.id, team.editor.token, { dayOfMatch: MOVED, location: 'Arena' })
    const res = await currentBid(team.administrator.token, etag)
    expect(res.statusCode).toBe(200)
    expect(res.headers.etag).not.toBe(etag)
    expect(res.json()).toMatchObject({ dayOfMatch: MOVED, location: 'Arena' })
  })
})

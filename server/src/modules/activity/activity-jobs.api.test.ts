import { eq } from 'drizzle-orm'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { buttonTap } from '../../../test/fake-whatsapp-cloud.ts'
import { bidDays } from '../../db/schema/bids.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { craquePolls, craqueVotes } from '../../db/schema/results.ts'
import { clock } from '../../lib/clock.ts'
import { inDays } from '../bids/bids.test-kit.ts'
import { createWhatsAppTestApp } from '../whatsapp/whatsapp.test-kit.ts'

// The jobs' side of 'who did this?' (ADR 054): every job kind the app declares either
// changes BIDs, and is run below against data where it does, its entries read back in words with
// nicknames, or is named with why it changes none. A new kind in neither list fails by name.
// The WhatsApp channel is on, so its jobs are declared too.
const kit = await createWhatsAppTestApp()
const { app, db, call, fake, optIn } = kit
afterAll(() => fake.close())
afterEach(() => vi.restoreAllMocks())

const CHANGE_NO_BID: Record<string, string> = {
  reminders:
    'queues the reminders and rain alerts; the answer to one is the person’s tap, logged by its route',
  charges: 'makes the charges the Financeiro settings say are due (ADR 038): money, not a BID',
  retention: 'deletes by age what the privacy policy stops keeping, the log’s old entries too',
  'uploads-sweep': 'removes photo files no row shows',
  'group-closing': 'erases a group 30 days after it was closed (ADR 040), its log with it',
  account: 'sign-ups, resets, sign-in links and invitations: accounts and memberships',
  email: 'delivers queued emails',
  push: 'delivers queued pushes',
  whatsapp: 'delivers queued WhatsApp messages (a failed one falls back to email)',
  // Charges paid by the bank (ADR 052): money, each Pix logged as 'finance.pix_received'.
  'pix-cobs': 'asks the group’s PSP for each unpaid charge’s code: no change of the group’s',
  'pix-events': 'reads back what the PSP’s webhook named; a charge paid is logged (pix.api.test)',
  'pix-reconcile':
    'reads the PSP’s list of Pix for what a lost webhook missed, logged the same way',
}

const utc = (iso: string) => new Date(`${iso}Z`)
const pinClock = (instant: Date) => vi.spyOn(clock, 'now').mockReturnValue(instant)

const nickname = (id: number, name: string) =>
  db.update(companyPlayers).set({ nickname: name }).where(eq(companyPlayers.id, id))

/** The group's log as its organisers read it on /configuracoes, oldest first. */
async function logOf(token: string) {
  const res = await call('GET', '/activity', token)
  expect(res.statusCode, res.body).toBe(200)
  return res
    .json<{ entries: { text: string }[] }>()
    .entries.map((e) => e.text)
    .reverse()
}

/** Thursdays at 20:00, opened 6 days before, places held for mensalistas until 48 h before. */
async function scheduledTeam(name: string) {
  const team = await kit.createTeam(name)
  await nickname(team.administrator.member.id, `Chefe ${name}`)
  pinClock(utc('2030-11-22T00:00:00'))
  const agenda = await call('PUT', '/groups/schedule', team.administrator.token, {
    enabled: true,
    monthlyWindowHours: 48,
  })
  expect(agenda.statusCode, agenda.body).toBe(200)
  const res = await call('POST', '/groups/schedules', team.administrator.token, {
    weekdays: [4],
    time: '20:00',
    location: 'Arena Central',
    opensDaysBefore: 6,
  })
  expect(res.statusCode, res.body).toBe(200)
  vi.restoreAllMocks()
  return team
}

/** Each job that changes BIDs: runs against data where it does, and checks the log it leaves. */
const CHANGES_BIDS: Record<string, () => Promise<void>> = {
  // The Agenda finishes last week's BID and opens the next; the mensalistas' window closes on a
  // BID with a line (released and promoted one by one) and on one without (one statement).
  async season() {
    const withLine = await scheduledTeam('Linha')
    const lastWeek = await kit.insertBid(withLine.group.id, { dayOfMatch: '2030-11-21T20:00:00' })
    const withoutLine = await scheduledTeam('Sem Linha')
    // Saturday 22/11 20:00 in São Paulo: Thursday 28/11's BID opens.
    await app.jobs.run('season', utc('2030-11-22T23:00:00'))
    const [, bid] = await db.select().from(bidDays).where(eq(bidDays.companyId, withLine.group.id))
    expect(bid).toMatchObject({ number: 2, status: 'open' })

    // The four regulars have not answered: their places are held. Twenty avulsos took the rest,
    // and Tatu, checking in, lands in the line.
    for (let i = 0; i < 20; i++) {
      const filler = await kit.addMember(withLine.group.id, {
        typePlayer: 'sporadic',
        activated: false,
      })
      await kit.putInBid(bid!.id, filler.member, 'confirmed')
    }
    const tatu = await kit.addMember(withLine.group.id, { typePlayer: 'sporadic' })
    await nickname(tatu.member.id, 'Tatu')
    pinClock(utc('2030-11-23T12:00:00'))
    const checkIn = await kit.putStatus(bid!.id, tatu.member.id, tatu.token, 'confirmed')
    expect(checkIn.json()).toMatchObject({ status: 'waitlisted' })
    vi.restoreAllMocks()

    // Tuesday 26/11 20:00: the window closes.
    await app.jobs.run('season', utc('2030-11-26T23:00:00'))
    expect(await kit.entryOf(bid!.id, tatu.member.id)).toMatchObject({ status: 'confirmed' })
    expect(await logOf(withLine.administrator.token)).toEqual([
      'Chefe Linha definiu a agenda da pelada: ligada, vagas garantidas para mensalistas até 48 horas antes',
      'Chefe Linha pôs na agenda o jogo quinta 20:00 — Arena Central (abre 6 dias antes)',
      `O Bidfut encerrou o BID #${lastWeek.number}: o jogo já tinha passado e a agenda abriu o próximo`,
      'O Bidfut abriu o BID #2 pela agenda',
      'Tatu mudou o próprio status de Pendente para Lista de espera no BID #2',
      'O Bidfut liberou 4 vagas reservadas para mensalistas no BID #2: o prazo terminou',
      'O Bidfut confirmou Tatu da lista de espera no BID #2: abriu uma vaga',
    ])
    expect(await logOf(withoutLine.administrator.token)).toEqual([
      'Chefe Sem Linha definiu a agenda da pelada: ligada, vagas garantidas para mensalistas até 48 horas antes',
      'Chefe Sem Linha pôs na agenda o jogo quinta 20:00 — Arena Central (abre 6 dias antes)',
      'O Bidfut abriu o BID #1 pela agenda',
      'O Bidfut liberou 4 vagas reservadas para mensalistas no BID #1: o prazo terminou',
    ])
  },

  // The craque vote closes at its deadline and counts what it got (ADR 039).
  async 'craque-closing'() {
    const team = await kit.createTeamWithOpenBid('Craque')
    const closesAt = new Date(Date.now() - 60_000)
    await db
      .insert(craquePolls)
      .values({ companyId: team.group.id, bidDayId: team.bidDayId, closesAt })
    for (const voter of [team.member, team.editor]) {
      await db.insert(craqueVotes).values({
        companyId: team.group.id,
        bidDayId: team.bidDayId,
        voterId: voter.member.id,
        candidateId: team.manager.member.id,
      })
    }
    await app.jobs.run('craque-closing')
    expect((await logOf(team.administrator.token)).slice(1)).toEqual([
      `O Bidfut encerrou a votação do craque da partida no BID #${team.number}: 2 votos contados`,
    ])
  },

  // A 'Vou jogar' button on WhatsApp answers for the person the message went to (ADR 051).
  async 'whatsapp-events'() {
    const team = await kit.createTeam('Zap')
    await nickname(team.member.member.id, 'Memê')
    const phone = await optIn(team.member.token)
    const res = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(3),
    })
    const { number } = res.json<{ number: number }>()
    await app.jobs.run('whatsapp')
    const message = kit.sentTo(phone.e164).find((m) => m.template === 'bidfut_bid_aberto')!
    expect((await kit.postWebhook(buttonTap(message, 'Vou jogar'))).statusCode).toBe(200)
    await app.jobs.run('whatsapp-events')
    expect((await logOf(team.administrator.token)).slice(1)).toEqual([
      `Memê mudou o próprio status de Pendente para Confirmado no BID #${number}`,
    ])
  },
}

describe('the jobs in the activity log', () => {
  it('are each named once: run below if they change BIDs, or with why they change none', () => {
    const named = [...Object.keys(CHANGES_BIDS), ...Object.keys(CHANGE_NO_BID)]
    const kinds: string[] = app.jobs.kinds
    expect(
      kinds.filter((kind) => !named.includes(kind)),
      'jobs in neither CHANGES_BIDS nor CHANGE_NO_BID (activity-jobs.api.test.ts)',
    ).toEqual([])
    expect(
      named.filter((kind) => !kinds.includes(kind)),
      'names of jobs that do not exist',
    ).toEqual([])
    expect(new Set(named).size).toBe(named.length)
  })

  it.each(Object.keys(CHANGES_BIDS))(
    '%s logs each BID change it makes, in words with nicknames',
    async (kind) => {
      await CHANGES_BIDS[kind]!()
    },
  )
})

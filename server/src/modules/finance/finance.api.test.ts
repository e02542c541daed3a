import { eq, like } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { crc16Ccitt, readBrCodeFields } from '@bidfut/domain/rules/pix-br-code'
import { withoutRequestId } from '../../../test/error-body.ts'
import { bearer, createGroup, createMember, type MemberOptions } from '../../../test/factories.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { chargeEvents, charges } from '../../db/schema/finance.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { emailOutbox, pushOutbox, pushSubscriptions } from '../../db/schema/messages.ts'
import { createAccessTokens } from '../../lib/access-token.ts'
import { clock } from '../../lib/clock.ts'

const { app, db, config } = await createTestApp()
const tokens = createAccessTokens(config.jwtSecret, 15 * 60)

/** A member with a signed access token: no login, so the file stays under its rate limit. */
async function signedInMember(companyId: number, options: MemberOptions = {}) {
  const created = await createMember(db, companyId, options)
  const { member } = created
  const token = await tokens.sign({
    companyId,
    companyPlayerId: member.id,
    playerId: member.playerId!,
    role: member.role,
    sessionId: 'test-session',
  })
  return { ...created, headers: bearer(token) }
}

// 00:30 on 1 December in São Paulo is still 30 November in UTC-3's eyes one hour earlier.
const DEC_1_LOCAL = new Date('2026-12-01T03:30:00Z')
const NOV_30_LOCAL = new Date('2026-12-01T02:30:00Z')

const SETTINGS = {
  pixKeyType: 'cpf',
  pixKey: '529.982.247-25',
  receiverName: 'Tesouraria da Pelada',
  receiverCity: 'São Paulo',
  monthlyFeeCents: 8000,
  gameFeeCents: 2500,
  dueDay: 10,
  courtCostCents: 30000,
}

type Headers = Record<string, string>
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  app.inject({ method, url: `/v1${url}`, headers, payload })

afterEach(() => {
  vi.restoreAllMocks()
})

async function world(name: string) {
  const group = await createGroup(db, name)
  // Goalkeepers: not charged, so each test's charges are the players' below.
  const admin = await signedInMember(group.id, {
    role: 'administrator',
    fullName: 'Ana Admin',
    typePlayer: 'goalkeeper',
  })
  const manager = await signedInMember(group.id, {
    role: 'manager',
    fullName: 'Gil Gerente',
    typePlayer: 'goalkeeper',
  })
  const editor = await signedInMember(group.id, { role: 'editor', typePlayer: 'goalkeeper' })
  const monthly = await signedInMember(group.id, { fullName: 'Mauro Mensal' })
  const sporadic = await signedInMember(group.id, {
    fullName: 'Alex Avulso',
    typePlayer: 'sporadic',
  })
  return { group, admin, manager, editor, monthly, sporadic }
}

async function chargesOf(companyPlayerId: number) {
  return db.select().from(charges).where(eq(charges.companyPlayerId, companyPlayerId))
}

describe('Financeiro settings', () => {
  it('are for administrators and managers only', async () => {
    const w = await world('Pelada das Permissões')
    for (const who of [w.editor, w.monthly]) {
      expect((await call('GET', '/finance/settings', who.headers)).statusCode).toBe(403)
      expect((await call('PUT', '/finance/settings', who.headers, SETTINGS)).statusCode).toBe(403)
      expect((await call('GET', '/finance/charges', who.headers)).statusCode).toBe(403)
      expect((await call('POST', '/finance/remind', who.headers)).statusCode).toBe(403)
    }
    const none = await call('GET', '/finance/settings', w.manager.headers)
    expect(none.json()).toEqual({ settings: null })
  })

  it('refuse each bad field with a pt-BR message naming it', async () => {
    const w = await world('Pelada dos Erros')
    const refused = async (change: object) => {
      const res = await call('PUT', '/finance/settings', w.admin.headers, {
        ...SETTINGS,
        ...change,
      })
      expect(res.statusCode).toBe(400)
      return res.json().errors as Record<string, string>
    }
    expect(await refused({ pixKey: '529.982.247-24' })).toEqual({
      pixKey: 'CPF inválido: confira os dígitos da chave Pix',
    })
    expect((await refused({ pixKeyType: 'cnpj', pixKey: '11.222.333/0001-80' })).pixKey).toBe(
      'CNPJ inválido: confira os dígitos da chave Pix',
    )
    expect((await refused({ pixKeyType: 'phone', pixKey: '9876-5432' })).pixKey).toMatch(
      /^Celular inválido/,
    )
    expect((await refused({ receiverName: 'Associação Atlética da Pelada' })).receiverName).toBe(
      'Nome do recebedor muito longo (máximo 25 caracteres)',
    )
    expect((await refused({ receiverCity: 'Ribeirão das Neves' })).receiverCity).toBe(
      'Cidade do recebedor muito longa (máximo 15 caracteres)',
    )
    // Nothing a BR Code can carry: refused naming the field, not a '5900' code.
    expect(await refused({ receiverName: '😀😀😀' })).toEqual({
      receiverName:
        'Nome do recebedor precisa ter letras ou números: emojis e símbolos não entram no Pix',
    })
    expect(await refused({ receiverCity: '\u200b\u200b' })).toEqual({
      receiverCity: 'Cidade do recebedor precisa ter letras: emojis e símbolos não entram no Pix',
    })
    expect((await refused({ monthlyFeeCents: 0 })).monthlyFeeCents).toBe(
      'Mensalidade deve ser maior que zero',
    )
    expect((await refused({ gameFeeCents: 1_000_001 })).gameFeeCents).toBe(
      'Valor por jogo deve ser no máximo R$ 10.000,00',
    )
    expect((await refused({ monthlyFeeCents: 80.5 })).monthlyFeeCents).toBe('Mensalidade inválida')
  })

  it("make the month's charges at once, for active monthly members only, with the key stored normalised", async () => {
    vi.spyOn(clock, 'now').mockReturnValue(DEC_1_LOCAL)
    const w = await world('Pelada do Salvar')
    const inactive = await createMember(db, w.group.id, { status: 0 })
    const res = await call('PUT', '/finance/settings', w.manager.headers, SETTINGS)
    expect(res.statusCode).toBe(200)
    expect(res.json().settings.pixKey).toBe('52998224725')

    const [charge] = await chargesOf(w.monthly.member.id)
    expect(charge).toMatchObject({
      kind: 'monthly',
      period: '2026-12',
      amountCents: 8000,
      dueDate: '2026-12-10',
      description: 'Mensalidade de dezembro/2026',
      status: 'open',
    })
    expect(await chargesOf(w.sporadic.member.id)).toEqual([])
    expect(await chargesOf(inactive.member.id)).toEqual([])
  })
})

describe('the charge scheduler', () => {
  it("makes a month's charges from the 1st in the group's time zone, each once", async () => {
    const w = await world('Pelada do Mês')
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2026-11-15T12:00:00Z'))
    await call('PUT', '/finance/settings', w.admin.headers, SETTINGS)
    const [november] = await chargesOf(w.monthly.member.id)
    // Made after the 10th, its due day: due the day it appears, not overdue at once.
    expect(november).toMatchObject({ period: '2026-11', dueDate: '2026-11-15' })

    await app.jobs.run('charges', NOV_30_LOCAL)
    expect((await chargesOf(w.monthly.member.id)).map((c) => c.period)).toEqual(['2026-11'])
    await app.jobs.run('charges', DEC_1_LOCAL)
    await app.jobs.run('charges', DEC_1_LOCAL)
    expect((await chargesOf(w.monthly.member.id)).map((c) => c.period).sort()).toEqual([
      '2026-11',
      '2026-12',
    ])
  })

  it('charges avulsos and guests who played a BID finished after the fees were set, once', async () => {
    const w = await world('Pelada do Jogo')
    const [before] = await db
      .insert(bidDays)
      .values({
        companyId: w.group.id,
        number: 1,
        dayOfMatch: '2020-01-02T20:00:00',
        status: 'finished',
        closedAt: new Date('2020-01-02T23:00:00Z'),
      })
      .returning()
    await call('PUT', '/finance/settings', w.admin.headers, SETTINGS)
    const [game] = await db
      .insert(bidDays)
      .values({
        companyId: w.group.id,
        number: 2,
        dayOfMatch: '2026-11-20T20:00:00',
        status: 'finished',
        closedAt: new Date(Date.now() + 1000),
      })
      .returning()
    const absent = await createMember(db, w.group.id, { typePlayer: 'sporadic' })
    for (const bid of [before!, game!]) {
      for (const [who, status] of [
        [w.sporadic.member, 'confirmed'],
        [w.monthly.member, 'confirmed'],
        [absent.member, 'absent'],
      ] as const) {
        await db.insert(bidPlayers).values({
          companyId: w.group.id,
          bidDayId: bid.id,
          companyPlayerId: who.id,
          typePlayer: who.typePlayer,
          status,
        })
      }
    }
    await app.jobs.run('charges')
    await app.jobs.run('charges')
    const made = await chargesOf(w.sporadic.member.id)
    expect(made).toHaveLength(1)
    expect(made[0]).toMatchObject({
      kind: 'game',
      bidDayId: game!.id,
      amountCents: 2500,
      dueDate: '2026-11-20',
      description: 'Jogo do BID #2 (20/11)',
    })
    expect(await chargesOf(absent.member.id)).toEqual([])
    expect((await chargesOf(w.monthly.member.id)).every((c) => c.kind === 'monthly')).toBe(true)
  })
})

describe('charges', () => {
  async function chargedWorld(name: string) {
    vi.spyOn(clock, 'now').mockReturnValue(DEC_1_LOCAL)
    const w = await world(name)
    await call('PUT', '/finance/settings', w.admin.headers, SETTINGS)
    const [charge] = await chargesOf(w.monthly.member.id)
    return { ...w, chargeId: charge!.id }
  }

  it("show a member only their own, with a BR Code a bank reads, and 'Já paguei' reports it", async () => {
    const w = await chargedWorld('Pelada do Pix')
    const mine = await call('GET', '/finance/my-charges', w.monthly.headers)
    expect(mine.statusCode).toBe(200)
    const [charge] = mine.json().charges
    expect(charge).toMatchObject({ id: w.chargeId, amountCents: 8000, status: 'open' })
    const fields = readBrCodeFields(charge.pixCode)
    expect(fields.get('26')).toBe('0014br.gov.bcb.pix011152998224725')
    expect(fields.get('54')).toBe('80.00')
    expect(fields.get('59')).toBe('Tesouraria da Pelada')
    expect(fields.get('60')).toBe('Sao Paulo')
    expect(fields.get('62')).toBe(
      `05${String(`BIDFUT${w.chargeId}`.length).padStart(2, '0')}BIDFUT${w.chargeId}`,
    )
    expect(crc16Ccitt(charge.pixCode.slice(0, -4))).toBe(charge.pixCode.slice(-4))

    expect((await call('GET', '/finance/my-charges', w.sporadic.headers)).json().charges).toEqual(
      [],
    )
    const othersPaid = await call(
      'POST',
      `/finance/my-charges/${w.chargeId}/paid`,
      w.sporadic.headers,
    )
    expect(othersPaid.statusCode).toBe(404)
    // Another member's charge is the same 404 as a missing one: ids cannot be probed (ADR 038).
    const others = await call('GET', `/finance/charges/${w.chargeId}`, w.sporadic.headers)
    const missing = await call('GET', '/finance/charges/999999', w.sporadic.headers)
    expect([others.statusCode, missing.statusCode]).toEqual([404, 404])
    expect(withoutRequestId(others.body)).toBe(withoutRequestId(missing.body))

    const paid = await call('POST', `/finance/my-charges/${w.chargeId}/paid`, w.monthly.headers)
    expect(paid.json().status).toBe('reported')
    const again = await call('POST', `/finance/my-charges/${w.chargeId}/paid`, w.monthly.headers)
    expect(again.json().status).toBe('reported')
    const detail = await call('GET', `/finance/charges/${w.chargeId}`, w.monthly.headers)
    expect(detail.json().history.map((e: { note: string }) => e.note)).toEqual([
      'Cobrança criada automaticamente',
      'Jogador informou que pagou',
    ])
  })

  it('undo a confirmation by hand, with its reason in the history, and only of a paid charge', async () => {
    const w = await chargedWorld('Pelada do Desfazer')
    const undo = (reason = 'Toque errado: era de outro jogador') =>
      call('POST', `/finance/charges/${w.chargeId}/undo-confirmation`, w.manager.headers, {
        reason,
      })
    const notPaid = await undo()
    expect(notPaid.statusCode).toBe(409)
    expect(notPaid.json().message).toBe(
      'Só dá para desfazer a confirmação de uma cobrança paga, ou paga em parte.',
    )
    await call('POST', `/finance/charges/${w.chargeId}/confirm`, w.manager.headers, {
      method: 'cash',
    })
    expect((await undo('')).statusCode).toBe(400)
    const member = await call(
      'POST',
      `/finance/charges/${w.chargeId}/undo-confirmation`,
      w.monthly.headers,
      { reason: 'Eu' },
    )
    expect(member.statusCode).toBe(403)
    expect((await undo()).json()).toMatchObject({ status: 'open', paidMethod: null, paidAt: null })
    const detail = await call('GET', `/finance/charges/${w.chargeId}`, w.admin.headers)
    expect(
      detail
        .json()
        .history.map((e: { note: string }) => e.note)
        .slice(-2),
    ).toEqual([
      'Pagamento confirmado (Dinheiro)',
      'Confirmação desfeita: Toque errado: era de outro jogador',
    ])
  })

  it('are confirmed once, and a paid or waived charge refuses what no longer fits', async () => {
    const w = await chargedWorld('Pelada da Confirmação')
    const confirm = (method = 'pix') =>
      call('POST', `/finance/charges/${w.chargeId}/confirm`, w.manager.headers, { method })
    expect((await confirm()).json()).toMatchObject({ status: 'paid', paidMethod: 'pix' })
    const twice = await confirm('cash')
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe('Este pagamento já foi confirmado.')
    const reportPaid = await call(
      'POST',
      `/finance/my-charges/${w.chargeId}/paid`,
      w.monthly.headers,
    )
    expect(reportPaid.json().message).toBe('Esta cobrança já está paga.')
    const waivePaid = await call('POST', `/finance/charges/${w.chargeId}/waive`, w.admin.headers, {
      reason: 'Aniversário',
    })
    expect(waivePaid.statusCode).toBe(409)
    const amountPaid = await call('PUT', `/finance/charges/${w.chargeId}/amount`, w.admin.headers, {
      amountCents: 5000,
    })
    expect(amountPaid.statusCode).toBe(409)

    const oneOff = await call('POST', '/finance/charges', w.admin.headers, {
      companyPlayerId: w.sporadic.member.id,
      description: 'Churrasco de fim de ano',
      amountCents: 4500,
      dueDate: '2026-12-20',
    })
    expect(oneOff.json()).toMatchObject({ kind: 'one_off', amountCents: 4500, status: 'open' })
    const id = oneOff.json().id as number
    const tooMuch = await call('PUT', `/finance/charges/${id}/amount`, w.admin.headers, {
      amountCents: 1_000_001,
    })
    expect(tooMuch.json().errors).toEqual({ amountCents: 'Valor deve ser no máximo R$ 10.000,00' })
    const zero = await call('PUT', `/finance/charges/${id}/amount`, w.admin.headers, {
      amountCents: 0,
    })
    expect(zero.json().errors).toEqual({ amountCents: 'Valor deve ser maior que zero' })
    await call('PUT', `/finance/charges/${id}/amount`, w.admin.headers, { amountCents: 5000 })
    const waived = await call('POST', `/finance/charges/${id}/waive`, w.admin.headers, {
      reason: 'Organizou o churrasco',
    })
    expect(waived.json()).toMatchObject({ status: 'waived', waivedReason: 'Organizou o churrasco' })
    const confirmWaived = await call('POST', `/finance/charges/${id}/confirm`, w.admin.headers, {
      method: 'cash',
    })
    expect(confirmWaived.json().message).toBe(
      'Esta cobrança está isenta: não há pagamento a confirmar.',
    )

    const history = (await call('GET', `/finance/charges/${id}`, w.admin.headers)).json().history
    expect(history.map((e: { actorName: string; note: string }) => [e.actorName, e.note])).toEqual([
      [w.admin.member.nickname, 'Cobrança criada: Churrasco de fim de ano, R$ 45,00'],
      [w.admin.member.nickname, 'Valor alterado de R$ 45,00 para R$ 50,00'],
      [w.admin.member.nickname, 'Isento: Organizou o churrasco'],
    ])
    expect(history.every((e: { at: string }) => !Number.isNaN(Date.parse(e.at)))).toBe(true)
  })

  it("stay visible to organisers after the member leaves, and another group's charge is not found", async () => {
    const w = await chargedWorld('Pelada da Saída')
    await db
      .update(companyPlayers)
      .set({ deletedAt: new Date() })
      .where(eq(companyPlayers.id, w.monthly.member.id))
    const overview = (await call('GET', '/finance/charges', w.admin.headers)).json()
    expect(overview.charges.find((c: { id: number }) => c.id === w.chargeId)).toMatchObject({
      memberRemoved: true,
      status: 'open',
    })
    const other = await world('Pelada Vizinha')
    const foreign = await call(
      'POST',
      `/finance/charges/${w.chargeId}/confirm`,
      other.admin.headers,
      {
        method: 'pix',
      },
    )
    expect(foreign.statusCode).toBe(404)
  })

  it("'Cobrar' emails each overdue charge at most once every three days and builds the WhatsApp text", async () => {
    const w = await chargedWorld('Pelada do Cobrar')
    const later = new Date('2026-12-12T15:00:00Z')
    vi.spyOn(clock, 'now').mockReturnValue(later)
    const first = (await call('POST', '/finance/remind', w.admin.headers)).json()
    expect(first).toMatchObject({ emailed: 1, pushedOnly: 0, notReminded: 0 })
    expect(first.whatsappText).toContain(
      `${w.monthly.member.nickname}: R$ 80,00 (Mensalidade de dezembro/2026, venceu 10/12)`,
    )
    expect(first.whatsappText).toContain('0014br.gov.bcb.pix011152998224725')
    expect(first).toMatchObject({ remindedPlayers: 1, recentlyReminded: 0 })
    const again = (await call('POST', '/finance/remind', w.admin.headers)).json()
    expect(again).toMatchObject({ emailed: 0, pushedOnly: 0, notReminded: 1 })
    expect(again).toMatchObject({ remindedPlayers: 0, recentlyReminded: 1 })

    vi.spyOn(clock, 'now').mockReturnValue(new Date(later.getTime() + 3 * 86_400_000))
    expect((await call('POST', '/finance/remind', w.admin.headers)).json().emailed).toBe(1)
    const emails = await db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `charge-reminder:${w.chargeId}:%`))
    expect(emails).toHaveLength(2)
    expect(emails[0]!.toAddress).toBe(w.monthly.email)
    expect(emails[0]!.textBody).toContain(
      'Mensalidade de dezembro/2026: R$ 80,00, vencida em 10/12/2026.',
    )
  })

  it("'Cobrar' lists a charge due today as open, never 'Ninguém' while one is", async () => {
    const w = await chargedWorld('Pelada do Hoje')
    // The day the monthly fee falls due, in São Paulo: owed, not yet late.
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2026-12-10T15:00:00Z'))
    const today = (await call('POST', '/finance/remind', w.admin.headers)).json()
    expect(today).toMatchObject({ emailed: 0, remindedPlayers: 0, notReminded: 0 })
    expect(today.whatsappText).toContain(
      `${w.monthly.member.nickname}: R$ 80,00 (Mensalidade de dezembro/2026, vence hoje)`,
    )
    expect(today.whatsappText).not.toContain('Ninguém')
  })

  it("'Cobrar' also pushes to the member's devices that want 'Cobranças', with or without an email", async () => {
    const w = await chargedWorld('Pelada do Push')
    const device = (playerId: number, n: number, kinds: ('charge' | 'reminder')[]) => ({
      playerId,
      endpoint: `https://fcm.googleapis.com/fcm/send/cobranca-${w.group.id}-${n}`,
      p256dh: 'p256dh',
      auth: 'auth',
      kinds,
    })
    await db
      .insert(pushSubscriptions)
      .values([
        device(w.monthly.member.playerId!, 1, ['charge']),
        device(w.monthly.member.playerId!, 2, ['reminder']),
      ])
    // No email on the membership: the push is the reminder.
    await db
      .update(companyPlayers)
      .set({ email: null })
      .where(eq(companyPlayers.id, w.monthly.member.id))
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2026-12-12T15:00:00Z'))
    const first = (await call('POST', '/finance/remind', w.admin.headers)).json()
    expect(first).toMatchObject({ emailed: 0, pushedOnly: 1, notReminded: 0 })
    const pushes = await db
      .select({ payload: pushOutbox.payload })
      .from(pushOutbox)
      .where(eq(pushOutbox.dedupeKey, `charge-reminder:${w.chargeId}:2026-12-12`))
    expect(pushes).toEqual([
      {
        payload: expect.objectContaining({
          title: 'Pelada do Push: pagamento em aberto',
          body: 'Mensalidade de dezembro/2026: R$ 80,00. Toque para ver o Pix.',
          url: expect.stringMatching(/\/perfil#minhas-cobrancas$/),
        }),
      },
    ])
    const notes = await db
      .select({ note: chargeEvents.note })
      .from(chargeEvents)
      .where(eq(chargeEvents.chargeId, w.chargeId))
    expect(notes.at(-1)).toEqual({ note: 'Lembrete de pagamento enviado por notificação' })
    // Within three days nothing is claimed again, so no second push.
    await call('POST', '/finance/remind', w.admin.headers)
    expect(
      await db
        .select()
        .from(pushOutbox)
        .where(like(pushOutbox.dedupeKey, `charge-reminder:${w.chargeId}:%`)),
    ).toHaveLength(1)
  })

  it('export the month as a spreadsheet that agrees with the summary', async () => {
    const w = await chargedWorld('Pelada da Planilha')
    await db.insert(bidDays).values({
      companyId: w.group.id,
      number: 1,
      dayOfMatch: '2026-12-03T20:00:00',
      status: 'finished',
      closedAt: new Date('2026-12-03T23:00:00Z'),
    })
    await call('POST', `/finance/charges/${w.chargeId}/confirm`, w.admin.headers, {
      method: 'cash',
    })
    await call('POST', '/finance/charges', w.admin.headers, {
      companyPlayerId: w.sporadic.member.id,
      description: '=Churrasco; "especial"',
      amountCents: 4500,
      dueDate: '2026-12-20',
    })
    const overview = (await call('GET', '/finance/charges?month=2026-12', w.admin.headers)).json()
    expect(overview.summary).toEqual({
      receivedCents: 8000,
      outstandingCents: 4500,
      courtCostCents: 30000,
      balanceCents: -22000,
      games: 1,
    })
    const res = await call('GET', '/finance/charges/export?month=2026-12', w.admin.headers)
    expect(res.json().filename).toBe('financeiro-2026-12.csv')
    const body = res.json().csv as string
    expect(
      body.startsWith(
        '\uFEFFJogador;Descrição;Vencimento;Valor (R$);Situação;Forma de pagamento\r\n',
      ),
    ).toBe(true)
    expect(body).toContain(
      `${w.monthly.member.nickname};Mensalidade de dezembro/2026;10/12/2026;80,00;Pago;Dinheiro\r\n`,
    )
    expect(body).toContain(
      'Recebido;80,00\r\nEm aberto;45,00\r\nCusto da quadra;300,00\r\nSaldo;-220,00\r\n',
    )
    // A formula is shown, not run; a separator or quote in a cell is quoted.
    expect(body).toContain(`;"'=Churrasco; ""especial""";20/12/2026;45,00;Em aberto;\r\n`)
    const bad = await call('GET', '/finance/charges/export?month=2026-13', w.admin.headers)
    expect(bad.statusCode).toBe(400)
  })
})

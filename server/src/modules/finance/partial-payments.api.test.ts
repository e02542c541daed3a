import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createBidsTestApp } from '../bids/bids.test-kit.ts'
import { activityLog } from '../../db/schema/activity.ts'
import { charges } from '../../db/schema/finance.ts'

// Partial payments (ADR 056): a part recorded by hand leaves the charge open with what is left.
const kit = await createBidsTestApp()
const { db, call } = kit

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

async function owing(name: string) {
  const team = await kit.createTeam(name)
  const token = team.manager.token
  expect((await call('PUT', '/finance/settings', token, SETTINGS)).statusCode).toBe(200)
  const created = await call('POST', '/finance/charges', token, {
    companyPlayerId: team.member.member.id,
    description: 'Churrasco',
    amountCents: 3990,
    dueDate: '2026-11-10',
  })
  expect(created.statusCode).toBe(200)
  const id = created.json().id as number
  const confirm = (body: object) => call('POST', `/finance/charges/${id}/confirm`, token, body)
  const month = async () =>
    (await call('GET', '/finance/charges?month=2026-11', token)).json().summary
  const mine = async () =>
    (await call('GET', '/finance/my-charges', team.member.token)).json().charges[0]
  return { ...team, id, token, confirm, month, mine }
}

describe('partial payments', () => {
  it('keep the charge open with what is left, on /financeiro and in Minhas cobranças alike', async () => {
    const t = await owing('Pelada do Parcial')
    const part = await t.confirm({ method: 'cash', amountCents: 2000 })
    expect(part.statusCode).toBe(200)
    expect(part.json()).toMatchObject({ status: 'open', amountCents: 3990, paidCents: 2000 })
    expect(await t.month()).toMatchObject({ receivedCents: 2000, outstandingCents: 1990 })
    const mine = await t.mine()
    expect(mine).toMatchObject({ status: 'open', paidCents: 2000 })
    // The Pix asks for what is left.
    expect(mine.pixCode).toMatch(/540519\.90/)
    const detail = (await call('GET', `/finance/charges/${t.id}`, t.token)).json()
    expect(detail.history.at(-1).note).toBe(
      'Pagamento parcial de R$ 20,00 (Dinheiro) — faltam R$ 19,90',
    )
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.companyId, t.group.id),
          eq(activityLog.kind, 'finance.charge_confirmed'),
        ),
      )
    expect(entry!.details).toEqual({
      chargeId: t.id,
      amountCents: 2000,
      method: 'cash',
      leftCents: 1990,
    })

    // The rest pays it.
    const rest = await t.confirm({ method: 'pix', amountCents: 1990 })
    expect(rest.json()).toMatchObject({ status: 'paid', paidMethod: 'pix' })
    expect(await t.month()).toMatchObject({ receivedCents: 3990, outstandingCents: 0 })
  })

  it('refuse more than is left, and an amount below what was paid', async () => {
    const t = await owing('Pelada do Excesso')
    await t.confirm({ method: 'pix', amountCents: 2000 })
    const over = await t.confirm({ method: 'pix', amountCents: 2000 })
    expect(over.statusCode).toBe(400)
    expect(over.json().message).toBe('Valor recebido deve ser no máximo R$ 19,90, o que falta.')
    const lower = await call('PUT', `/finance/charges/${t.id}/amount`, t.token, {
      amountCents: 1500,
    })
    expect(lower.statusCode).toBe(400)
    expect(lower.json().message).toBe('O valor deve ser maior que o já pago (R$ 20,00).')
    const [row] = await db.select().from(charges).where(eq(charges.id, t.id))
    expect(row).toMatchObject({ amountCents: 3990, paidCents: 2000, status: 'open' })
  })

  it('are undone with a reason, alone or with the payment that completed them', async () => {
    const t = await owing('Pelada do Desfazer')
    const undo = () =>
      call('POST', `/finance/charges/${t.id}/undo-confirmation`, t.token, { reason: 'Errei' })
    await t.confirm({ method: 'cash', amountCents: 1000 })
    expect((await undo()).json()).toMatchObject({ status: 'open', paidCents: 0 })
    await t.confirm({ method: 'cash', amountCents: 1000 })
    await t.confirm({ method: 'pix' })
    expect((await undo()).json()).toMatchObject({ status: 'open', paidCents: 0, paidMethod: null })
    expect(await t.month()).toMatchObject({ receivedCents: 0, outstandingCents: 3990 })
    expect((await undo()).statusCode).toBe(409)
  })

  it('are recorded by organisers only, in their own group', async () => {
    const t = await owing('Pelada do Dono')
    const other = await owing('Outra Pelada do Dono')
    const theirs = await call('POST', `/finance/charges/${other.id}/confirm`, t.token, {
      method: 'pix',
      amountCents: 100,
    })
    expect(theirs.statusCode).toBe(404)
    const member = await call('POST', `/finance/charges/${t.id}/confirm`, t.member.token, {
      method: 'pix',
      amountCents: 100,
    })
    expect(member.statusCode).toBe(403)
    const [row] = await db.select().from(charges).where(eq(charges.id, other.id))
    expect(row!.paidCents).toBe(0)
  })
})

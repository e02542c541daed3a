import {
  financeRoles,
  paymentMethodLabels,
  type Charge,
  type NewCharge,
  type PaymentMethod,
} from '@bidfut/domain/contracts/finance'
import { chargeBalance } from '@bidfut/domain/rules/charge-balance'
import { formatCents } from '@bidfut/domain/rules/money'
import type { Db, Tx } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts'
import { requireRole } from '../../lib/permissions.ts'
import { recordActivity, type ActivityFacts } from '../activity/activity.ts'
import { actorOf, CHARGE_NOT_FOUND, chargeNow, chargeOrThrow, WAIVED } from './charge-view.ts'
import * as repo from './finance.repo.ts'
import { isPaidByBank } from './bank-codes.repo.ts'
import { addPartialPayment, clearPartialPayments } from './partial-payments.repo.ts'

const ALREADY_CONFIRMED = 'Este pagamento já foi confirmado.'
const NOT_OPEN_FOR_CHANGE = 'Só dá para mudar o valor de uma cobrança que ainda não foi paga.'
const NOT_OPEN_FOR_WAIVE = 'Só dá para isentar uma cobrança que ainda não foi paga.'
const NOT_CONFIRMED = 'Só dá para desfazer a confirmação de uma cobrança paga, ou paga em parte.'
const PAID_BY_BANK = 'O banco confirmou este Pix: não dá para desfazer.'
const PAYMENT_MOVED = 'Esta cobrança mudou enquanto você registrava: confira o que falta.'

/**
 * The organisers' changes to the cash book (ADR 038): a new charge, a new amount, a waiver and
 * a confirmed payment, each with its line in the charge's history and in the activity log.
 */
export function createChargeChanges(deps: { db: Db }) {
  const { db } = deps

  /**
   * An organiser's change to an unpaid charge, with its line in the history, in one transaction.
   * The update only matches an unpaid charge: a second organiser's change waits for the first's
   * row lock, then finds the status moved on and gets the `refused` message (409).
   */
  async function changeUnpaid(
    ctx: Ctx,
    chargeId: number,
    change: {
      set: Partial<repo.ChargeRow>
      refused: { paid: string; waived: string }
      action: repo.ChargeEventInsert['action']
      note: string
      /** Its activity-log entry (ADR 040), from the charge as changed. */
      activity: (row: repo.ChargeRow) => Pick<ActivityFacts, 'kind' | 'details'>
    },
  ): Promise<Charge> {
    requireRole(ctx, ...financeRoles)
    const actor = await actorOf(db, ctx)
    await db.transaction(async (tx) => {
      const where = { companyId: ctx.companyId, chargeId }
      const row = await repo.updateChargeFrom(tx, where, repo.UNPAID, change.set)
      if (!row) throw await refusal(tx, ctx, chargeId, change.refused)
      await repo.insertEvents(tx, [
        { ...where, ...actor, action: change.action, note: change.note },
      ])
      await recordActivity(tx, ctx, {
        ...change.activity(row),
        subjectCompanyPlayerId: row.companyPlayerId,
      })
    })
    return chargeNow(db, ctx, chargeId)
  }

  /** Why a charge is no longer in a status the change needs, once the update found nothing. */
  async function refusal(
    tx: Tx,
    ctx: Ctx,
    chargeId: number,
    messages: { paid: string; waived: string },
  ) {
    const row = await repo.findCharge(tx, ctx.companyId, chargeId)
    if (!row) return new NotFoundError(CHARGE_NOT_FOUND)
    return new ConflictError(row.charge.status === 'waived' ? messages.waived : messages.paid)
  }

  /**
   * 'Valor recebido' short of what is owed (ADR 056): the part is added, the charge stays open
   * ('Pago R$ 20,00 — faltam R$ 19,90'); a part that would reach the amount meanwhile is refused.
   */
  async function recordPartial(
    ctx: Ctx,
    chargeId: number,
    method: PaymentMethod,
    receivedCents: number,
  ): Promise<Charge> {
    const actor = await actorOf(db, ctx)
    await db.transaction(async (tx) => {
      const where = { companyId: ctx.companyId, chargeId }
      const row = await addPartialPayment(tx, where, receivedCents)
      if (!row) throw await refusal(tx, ctx, chargeId, { paid: PAYMENT_MOVED, waived: WAIVED })
      const { leftCents } = chargeBalance(row)
      await repo.insertEvents(tx, [
        {
          ...where,
          ...actor,
          action: 'confirmed',
          note: `Pagamento parcial de ${formatCents(receivedCents)} (${paymentMethodLabels[method]}) — faltam ${formatCents(leftCents)}`,
        },
      ])
      await recordActivity(tx, ctx, {
        kind: 'finance.charge_confirmed',
        subjectCompanyPlayerId: row.companyPlayerId,
        details: { chargeId, amountCents: receivedCents, method, leftCents },
      })
    })
    return chargeNow(db, ctx, chargeId)
  }

  return {
    async addCharge(ctx: Ctx, input: NewCharge): Promise<Charge> {
      requireRole(ctx, ...financeRoles)
      const member = await repo.findMember(db, ctx.companyId, input.companyPlayerId)
      if (!member || member.deletedAt) {
        throw new BadRequestError('Jogador não encontrado na pelada.', {
          companyPlayerId: 'Escolha um jogador da pelada',
        })
      }
      const actor = await actorOf(db, ctx)
      const charge = await db.transaction(async (tx) => {
        const row = await repo.insertCharge(tx, {
          companyId: ctx.companyId,
          companyPlayerId: input.companyPlayerId,
          kind: 'one_off',
          description: input.description,
          amountCents: input.amountCents,
          dueDate: input.dueDate,
        })
        await repo.insertEvents(tx, [
          {
            companyId: ctx.companyId,
            chargeId: row.id,
            ...actor,
            action: 'created',
            note: `Cobrança criada: ${input.description}, ${formatCents(input.amountCents)}`,
          },
        ])
        await recordActivity(tx, ctx, {
          kind: 'finance.charge_created',
          subjectCompanyPlayerId: input.companyPlayerId,
          details: { chargeId: row.id, amountCents: input.amountCents },
        })
        return row
      })
      return chargeNow(db, ctx, charge.id)
    },

    async changeAmount(ctx: Ctx, chargeId: number, amountCents: number): Promise<Charge> {
      requireRole(ctx, ...financeRoles)
      const before = await chargeOrThrow(db, ctx, chargeId)
      const { paidCents } = before.charge
      if (paidCents > 0 && amountCents <= paidCents) {
        const message = `O valor deve ser maior que o já pago (${formatCents(paidCents)}).`
        throw new BadRequestError(message, { amountCents: message })
      }
      return changeUnpaid(ctx, chargeId, {
        set: { amountCents },
        refused: { paid: NOT_OPEN_FOR_CHANGE, waived: NOT_OPEN_FOR_CHANGE },
        action: 'amount_changed',
        note: `Valor alterado de ${formatCents(before.charge.amountCents)} para ${formatCents(amountCents)}`,
        activity: () => ({
          kind: 'finance.charge_amount',
          details: { chargeId, from: before.charge.amountCents, to: amountCents },
        }),
      })
    },

    async waive(ctx: Ctx, chargeId: number, reason: string): Promise<Charge> {
      return changeUnpaid(ctx, chargeId, {
        set: { status: 'waived', waivedReason: reason },
        refused: { paid: NOT_OPEN_FOR_WAIVE, waived: 'Esta cobrança já está isenta.' },
        action: 'waived',
        note: `Isento: ${reason}`,
        activity: (row) => ({
          kind: 'finance.charge_waived',
          details: { chargeId, amountCents: row.amountCents },
        }),
      })
    },

    /**
     * 'Confirmar pagamento': one tap, Pix or cash. Two organisers at once end with one
     * confirmation; the second gets 'Este pagamento já foi confirmado.'.
     */
    async confirm(
      ctx: Ctx,
      chargeId: number,
      method: PaymentMethod,
      receivedCents?: number,
    ): Promise<Charge> {
      requireRole(ctx, ...financeRoles)
      const before = await chargeOrThrow(db, ctx, chargeId)
      const { leftCents } = chargeBalance(before.charge)
      const unpaid = (repo.UNPAID as readonly string[]).includes(before.charge.status)
      if (unpaid && receivedCents !== undefined && receivedCents < leftCents) {
        return recordPartial(ctx, chargeId, method, receivedCents)
      }
      if (unpaid && receivedCents !== undefined && receivedCents > leftCents) {
        const message = `Valor recebido deve ser no máximo ${formatCents(leftCents)}, o que falta.`
        throw new BadRequestError(message, { amountCents: message })
      }
      return changeUnpaid(ctx, chargeId, {
        set: { status: 'paid', paidMethod: method, paidAt: clock.now() },
        refused: { paid: ALREADY_CONFIRMED, waived: WAIVED },
        action: 'confirmed',
        note: `Pagamento confirmado (${paymentMethodLabels[method]})`,
        activity: (row) => ({
          kind: 'finance.charge_confirmed',
          details: { chargeId, amountCents: row.amountCents, method },
        }),
      })
    },

    /**
     * 'Desfazer confirmação': a payment confirmed by hand (a mis-tap) goes back to open, with the
     * reason in its history; one the bank confirmed (ADR 052) stays.
     */
    async undoConfirmation(ctx: Ctx, chargeId: number, reason: string): Promise<Charge> {
      requireRole(ctx, ...financeRoles)
      const actor = await actorOf(db, ctx)
      await db.transaction(async (tx) => {
        const where = { companyId: ctx.companyId, chargeId }
        if (await isPaidByBank(tx, chargeId)) throw new ConflictError(PAID_BY_BANK)
        // A confirmed payment goes back to open, and so do the parts recorded before it.
        const row =
          (await repo.updateChargeFrom(tx, where, ['paid'], {
            status: 'open',
            paidMethod: null,
            paidAt: null,
            paidCents: 0,
          })) ?? (await clearPartialPayments(tx, where))
        if (!row)
          throw await refusal(tx, ctx, chargeId, { paid: NOT_CONFIRMED, waived: NOT_CONFIRMED })
        await repo.insertEvents(tx, [
          { ...where, ...actor, action: 'unconfirmed', note: `Confirmação desfeita: ${reason}` },
        ])
        await recordActivity(tx, ctx, {
          kind: 'finance.charge_unconfirmed',
          subjectCompanyPlayerId: row.companyPlayerId,
          details: { chargeId, amountCents: row.amountCents },
        })
      })
      return chargeNow(db, ctx, chargeId)
    },
  }
}

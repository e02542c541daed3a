import type { Charge, MyCharges } from '@bidfut/domain/contracts/finance'
import type { Db } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { ConflictError, NotFoundError } from '../../lib/errors.ts'
import { recordActivity } from '../activity/activity.ts'
import {
  actorOf,
  CHARGE_NOT_FOUND,
  chargeNow,
  pixCodesOf,
  todayOf,
  toCharge,
  WAIVED,
} from './charge-view.ts'
import * as repo from './finance.repo.ts'
import type { CheckInBlocks } from './check-in-block.ts'

const isUnpaid = (charge: Charge) => (repo.UNPAID as readonly string[]).includes(charge.status)

const ALREADY_PAID = 'Esta cobrança já está paga.'

/** 'Minhas cobranças' on /perfil: what a member owes, and their 'Já paguei'. */
export function createMyCharges(deps: { db: Db; checkInBlocks: CheckInBlocks }) {
  const { db } = deps

  return {
    /** The member's charges, each unpaid one with its Pix code. */
    async myCharges(ctx: Ctx): Promise<MyCharges> {
      const { today } = await todayOf(db, ctx.companyId)
      const [settings, rows] = await Promise.all([
        repo.findSettings(db, ctx.companyId),
        repo.listMemberCharges(db, ctx.companyId, ctx.companyPlayerId),
      ])
      const charges = rows.map((row) => toCharge(row, today))
      const [codes, checkInBlock] = await Promise.all([
        pixCodesOf(db, settings, charges.filter(isUnpaid)),
        deps.checkInBlocks.block(ctx.companyId, ctx.companyPlayerId),
      ])
      return {
        receiverName: settings?.receiverName ?? null,
        charges: charges.map((charge) => ({
          ...charge,
          ...(codes.get(charge.id) ?? { pixCode: null, pixDynamic: false }),
        })),
        checkInBlock,
      }
    },

    /** 'Já paguei': the member says they paid; an organiser confirms it. */
    async report(ctx: Ctx, chargeId: number): Promise<Charge> {
      const own = { companyId: ctx.companyId, chargeId, companyPlayerId: ctx.companyPlayerId }
      const actor = await actorOf(db, ctx)
      await db.transaction(async (tx) => {
        const row = await repo.updateChargeFrom(tx, own, ['open'], {
          status: 'reported',
          reportedAt: clock.now(),
        })
        if (row) {
          await repo.insertEvents(tx, [
            {
              companyId: ctx.companyId,
              chargeId,
              ...actor,
              action: 'reported',
              note: 'Jogador informou que pagou',
            },
          ])
          await recordActivity(tx, ctx, {
            kind: 'finance.charge_reported',
            subjectCompanyPlayerId: ctx.companyPlayerId,
            details: { chargeId, amountCents: row.amountCents },
          })
          return
        }
        const current = await repo.findCharge(tx, ctx.companyId, chargeId)
        if (!current || current.charge.companyPlayerId !== ctx.companyPlayerId) {
          throw new NotFoundError(CHARGE_NOT_FOUND)
        }
        if (current.charge.status === 'paid') throw new ConflictError(ALREADY_PAID)
        if (current.charge.status === 'waived') throw new ConflictError(WAIVED)
        // Already reported: tapping again changes nothing.
      })
      return chargeNow(db, ctx, chargeId)
    },
  }
}

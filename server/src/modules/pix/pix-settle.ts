import { formatCents } from '@bidfut/domain/rules/money'
import { toLocalDateTime } from '@bidfut/domain/rules/local-time'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { charges } from '../../db/schema/finance.ts'
import { companies } from '../../db/schema/groups.ts'
import { recordSystemActivity } from '../activity/activity.ts'
import { insertEvents, UNPAID } from '../finance/finance.repo.ts'
import { valorToCents, type Cob, type PixApiClient, type PixReceived } from './pix-api-client.ts'
import * as repo from './pix.repo.ts'

type Outcome = 'paid' | 'different_amount' | 'already_settled'

/** 'Pago via Pix — 14/12 20:31', in the group's time zone. */
function paidNote(amountCents: number, outcome: Outcome, at: Date, timeZone: string, e2e: string) {
  const local = toLocalDateTime(at, timeZone)
  const when = `${local.slice(8, 10)}/${local.slice(5, 7)} ${local.slice(11, 16)}`
  if (outcome === 'paid') return `Pago via Pix — ${when} (${e2e})`
  if (outcome === 'different_amount') {
    return `Pago ${formatCents(amountCents)} — valor diferente (${when}, ${e2e})`
  }
  return `Pix de ${formatCents(amountCents)} recebido com a cobrança já resolvida (${when}, ${e2e})`
}

/**
 * One Pix the PSP confirmed, counted once (its endToEndId's primary key) in one transaction with
 * what it does: the charge paid when the amount is the charge's, or flagged with what came.
 */
async function settlePix(tx: Tx, cob: repo.PixCobRow, pix: PixReceived, cobCents: number) {
  const amountCents = valorToCents(pix.valor)
  const paidAt = new Date(pix.horario)
  const claimed = await repo.claimPayment(tx, {
    endToEndId: pix.endToEndId,
    companyId: cob.companyId,
    chargeId: cob.chargeId,
    txid: cob.txid,
    amountCents,
    paidAt,
    outcome: 'already_settled',
  })
  if (!claimed) return false
  const [charge] = await tx
    .select({ charge: charges, timeZone: companies.timeZone })
    .from(charges)
    .innerJoin(companies, eq(companies.id, charges.companyId))
    .where(eq(charges.id, cob.chargeId))
    // An organiser confirming by hand at the same moment waits, or is waited for.
    .for('update', { of: charges })
  if (!charge) return false
  const matches = amountCents === charge.charge.amountCents && cobCents === amountCents
  const unpaid = (UNPAID as readonly string[]).includes(charge.charge.status)
  const outcome: Outcome = !unpaid ? 'already_settled' : matches ? 'paid' : 'different_amount'
  const where = and(eq(charges.id, cob.chargeId), inArray(charges.status, UNPAID))
  if (outcome === 'paid') {
    await tx.update(charges).set({ status: 'paid', paidMethod: 'pix', paidAt }).where(where)
  } else if (outcome === 'different_amount') {
    await tx.update(charges).set({ pixReceivedCents: amountCents }).where(where)
  }
  await repo.setPaymentOutcome(tx, pix.endToEndId, outcome)
  await insertEvents(tx, [
    {
      companyId: cob.companyId,
      chargeId: cob.chargeId,
      actorCompanyPlayerId: null,
      actorName: 'Banco (Pix)',
      action: 'confirmed',
      note: paidNote(amountCents, outcome, paidAt, charge.timeZone, pix.endToEndId),
    },
  ])
  await recordSystemActivity(tx, [
    {
      companyId: cob.companyId,
      kind: 'finance.pix_received',
      subjectCompanyPlayerId: charge.charge.companyPlayerId,
      details: { chargeId: cob.chargeId, amountCents, outcome },
    },
  ])
  return true
}

/**
 * What the PSP says of one of the group's txids, read back from it (never from a webhook's body):
 * each Pix of a CONCLUIDA cob counts once. Answers how many Pix were new; a PSP that is down
 * throws, and the caller tries again later.
 */
export async function settleTxid(db: Db, client: PixApiClient, cob: repo.PixCobRow) {
  const read: Cob | null = await client.readCob(cob.txid)
  if (!read || read.status !== 'CONCLUIDA' || read.txid !== cob.txid) return 0
  const cobCents = valorToCents(read.valor.original)
  let counted = 0
  for (const pix of read.pix ?? []) {
    if (pix.txid !== undefined && pix.txid !== cob.txid) continue
    if (await db.transaction((tx) => settlePix(tx, cob, pix, cobCents))) counted++
  }
  return counted
}

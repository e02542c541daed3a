import type { Charge, FinanceSummary } from '@bidfut/domain/contracts/finance'
import { chargeBalance } from '@bidfut/domain/rules/charge-balance'
import { displayName } from '@bidfut/domain/rules/person-names'
import { buildPixBrCode } from '@bidfut/domain/rules/pix-br-code'
import type { Db, Tx } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { findLiveCobs } from './bank-codes.repo.ts'
import { localToday } from './charge-maker.ts'
import * as repo from './finance.repo.ts'

// A charge as every finance screen shows it, and the lookups each use case starts from.

export const CHARGE_NOT_FOUND = 'Cobrança não encontrada.'
export const WAIVED = 'Esta cobrança está isenta: não há pagamento a confirmar.'

/** One charge's Pix copia-e-cola, its amount and id in it (null when the receiver has none). */
export function chargePixCode(
  settings: repo.FinanceSettingsRow,
  charge: { id: number; amountCents: number },
) {
  return buildPixBrCode({
    key: settings.pixKey,
    name: settings.receiverName,
    city: settings.receiverCity,
    amountCents: charge.amountCents,
    txid: `BIDFUT${charge.id}`,
  })
}

/**
 * The Pix that pays each of these unpaid charges: the bank's own code when the group's PSP made
 * one (ADR 052), else the static one; none when the group has no Pix key.
 */
export async function pixCodesOf(
  db: Db,
  settings: repo.FinanceSettingsRow | undefined,
  unpaid: { id: number; status: string; amountCents: number; paidCents: number }[],
) {
  const cobs = await findLiveCobs(
    db,
    unpaid.map((charge) => charge.id),
    clock.now(),
  )
  const cobOf = new Map(cobs.map((cob) => [cob.chargeId, cob]))
  return new Map(
    unpaid.map((charge) => {
      // A charge paid in part asks for what is left (ADR 056): the bank's cob is for all of it.
      const amountCents = chargeBalance(charge).leftCents
      const cob = cobOf.get(charge.id)
      const dynamic = cob?.amountCents === amountCents ? cob.pixCopiaECola : undefined
      const fallback = settings ? chargePixCode(settings, { id: charge.id, amountCents }) : null
      return [charge.id, { pixCode: dynamic ?? fallback, pixDynamic: dynamic !== undefined }]
    }),
  )
}

export function toCharge(row: repo.ChargeWithMember, today: string): Charge {
  const { charge } = row
  return {
    id: charge.id,
    companyPlayerId: charge.companyPlayerId,
    playerName: displayName(row),
    memberRemoved: row.memberDeletedAt !== null,
    kind: charge.kind,
    description: charge.description,
    amountCents: charge.amountCents,
    paidCents: charge.paidCents,
    dueDate: charge.dueDate,
    status: charge.status,
    overdue: (charge.status === 'open' || charge.status === 'reported') && charge.dueDate < today,
    paidMethod: charge.paidMethod,
    paidAt: charge.paidAt?.toISOString() ?? null,
    paidByBank: row.paidByBank,
    pixReceivedCents: charge.pixReceivedCents,
    waivedReason: charge.waivedReason,
    lastRemindedAt: charge.lastRemindedAt?.toISOString() ?? null,
  }
}

/** The first day of a month and of the next one: the month's range of due dates. */
export function monthRange(month: string) {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`
  return { from: `${month}-01`, to: `${next}-01` }
}

/** The month's totals, each charge counted by `chargeBalance`: a part paid is received (ADR 056). */
export function summarise(monthCharges: Charge[], courtCostCents: number | null, games: number) {
  const sum = (part: 'paidCents' | 'leftCents') =>
    monthCharges.reduce((total, charge) => total + chargeBalance(charge)[part], 0)
  const receivedCents = sum('paidCents')
  const court = (courtCostCents ?? 0) * games
  return {
    receivedCents,
    outstandingCents: sum('leftCents'),
    courtCostCents: court,
    balanceCents: receivedCents - court,
    games,
  } satisfies FinanceSummary
}

/** Who made a change, as the charge's history names them. */
export async function actorOf(db: Db, ctx: Ctx) {
  const member = await repo.findMember(db, ctx.companyId, ctx.companyPlayerId)
  return {
    actorCompanyPlayerId: ctx.companyPlayerId,
    actorName: member ? displayName(member) : '',
  }
}

/** The group's day in its own time zone: what is overdue is measured against it. */
export async function todayOf(db: Db, companyId: number) {
  const group = await repo.findGroupName(db, companyId)
  if (!group) throw new NotFoundError('Grupo não encontrado.')
  return { today: localToday(clock.now(), group.timeZone), group }
}

export async function chargeOrThrow(db: Db | Tx, ctx: Ctx, chargeId: number) {
  const row = await repo.findCharge(db, ctx.companyId, chargeId)
  if (!row) throw new NotFoundError(CHARGE_NOT_FOUND)
  return row
}

/** The charge as it is now, for the answer to a change. */
export async function chargeNow(db: Db, ctx: Ctx, chargeId: number): Promise<Charge> {
  const { today } = await todayOf(db, ctx.companyId)
  return toCharge(await chargeOrThrow(db, ctx, chargeId), today)
}

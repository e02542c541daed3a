import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { bidDays } from '../../db/schema/bids.ts'
import { chargeEvents, charges, financeSettings } from '../../db/schema/finance.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { paidByBank } from './bank-codes.repo.ts'

type Conn = Db | Tx
export type ChargeRow = typeof charges.$inferSelect
export type ChargeEventInsert = typeof chargeEvents.$inferInsert
export type FinanceSettingsRow = typeof financeSettings.$inferSelect

/** A status a payment can still arrive in. */
export const UNPAID = ['open', 'reported'] as const

export async function findSettings(db: Conn, companyId: number) {
  const [row] = await db
    .select()
    .from(financeSettings)
    .where(eq(financeSettings.companyId, companyId))
  return row
}

export async function upsertSettings(
  db: Conn,
  values: Omit<typeof financeSettings.$inferInsert, 'createdAt' | 'updatedAt'>,
) {
  const { companyId: _companyId, ...changes } = values
  const [row] = await db
    .insert(financeSettings)
    .values(values)
    .onConflictDoUpdate({
      target: financeSettings.companyId,
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning()
  return row!
}

/** Every group that charges something, with its time zone: the scheduler's work list. */
export async function listChargingGroups(db: Conn) {
  return db
    .select({ settings: financeSettings, timeZone: companies.timeZone })
    .from(financeSettings)
    .innerJoin(companies, eq(companies.id, financeSettings.companyId))
    .orderBy(asc(financeSettings.companyId))
}

export async function findChargingGroup(db: Conn, companyId: number) {
  const [row] = await db
    .select({ settings: financeSettings, timeZone: companies.timeZone })
    .from(financeSettings)
    .innerJoin(companies, eq(companies.id, financeSettings.companyId))
    .where(eq(financeSettings.companyId, companyId))
  return row
}

/**
 * The month's charge for each active monthly member who has none yet. The partial unique index
 * turns a second insert (another instance, the same tick twice) into nothing: each is made once.
 */
export async function insertMonthlyCharges(
  tx: Tx,
  input: {
    companyId: number
    period: string
    amountCents: number
    dueDate: string
    description: string
  },
) {
  const { rows } = (await tx.execute(sql`
    insert into ${charges} (company_id, company_player_id, kind, period, description, amount_cents, due_date)
    select ${companyPlayers.companyId}, ${companyPlayers.id}, 'monthly', ${input.period},
           ${input.description}, ${input.amountCents}, ${input.dueDate}::date
      from ${companyPlayers}
     where ${companyPlayers.companyId} = ${input.companyId}
       and ${companyPlayers.typePlayer} = 'monthly'
       and ${companyPlayers.status} = 1
       and ${companyPlayers.deletedAt} is null
    on conflict do nothing
    returning id
  `)) as { rows: { id: number }[] }
  return rows.map((row) => row.id)
}

/**
 * A game charge for each avulso or guest confirmed on a BID the group finished since it set up
 * its fees (never its past games); the partial unique index makes each one once.
 */
export async function insertGameCharges(
  tx: Tx,
  input: { companyId: number; amountCents: number; since: Date },
) {
  const { rows } = (await tx.execute(sql`
    insert into charges (company_id, company_player_id, kind, bid_day_id, description, amount_cents, due_date)
    select bp.company_id, bp.company_player_id, 'game', bd.id,
           'Jogo do BID #' || bd.number || ' (' || to_char(bd.day_of_match, 'DD/MM') || ')',
           ${input.amountCents}, bd.day_of_match::date
      from bid_players bp
      join bid_days bd on bd.company_id = bp.company_id and bd.id = bp.bid_day_id
     where bp.company_id = ${input.companyId}
       and bd.status = 'finished'
       and bd.closed_at >= ${input.since.toISOString()}::timestamptz
       and bp.status = 'confirmed'
       and bp.type_player = 'sporadic'
    on conflict do nothing
    returning id
  `)) as { rows: { id: number }[] }
  return rows.map((row) => row.id)
}

export async function insertEvents(db: Conn, events: ChargeEventInsert[]) {
  if (events.length > 0) await db.insert(chargeEvents).values(events)
}

const chargeColumns = {
  charge: charges,
  fullName: companyPlayers.fullName,
  nickname: companyPlayers.nickname,
  email: companyPlayers.email,
  memberDeletedAt: companyPlayers.deletedAt,
  paidByBank,
}

function withMember(db: Conn) {
  return db
    .select(chargeColumns)
    .from(charges)
    .innerJoin(
      companyPlayers,
      and(
        eq(companyPlayers.companyId, charges.companyId),
        eq(companyPlayers.id, charges.companyPlayerId),
      ),
    )
}
export type ChargeWithMember = Awaited<ReturnType<typeof findCharge>> & {}

export async function findCharge(db: Conn, companyId: number, chargeId: number) {
  const [row] = await withMember(db).where(
    and(eq(charges.companyId, companyId), eq(charges.id, chargeId)),
  )
  return row
}

/** The month's charges (by due date) and every earlier one still unpaid. */
export async function listMonthCharges(
  db: Conn,
  companyId: number,
  range: { from: string; to: string },
) {
  return withMember(db)
    .where(
      and(
        eq(charges.companyId, companyId),
        or(
          and(gte(charges.dueDate, range.from), lt(charges.dueDate, range.to)),
          and(lt(charges.dueDate, range.from), inArray(charges.status, UNPAID)),
        ),
      ),
    )
    .orderBy(asc(charges.dueDate), asc(charges.id))
}

export async function listMemberCharges(db: Conn, companyId: number, companyPlayerId: number) {
  return withMember(db)
    .where(and(eq(charges.companyId, companyId), eq(charges.companyPlayerId, companyPlayerId)))
    .orderBy(desc(charges.dueDate), desc(charges.id))
    .limit(50)
}

export async function listHistory(db: Conn, chargeId: number) {
  return db
    .select()
    .from(chargeEvents)
    .where(eq(chargeEvents.chargeId, chargeId))
    .orderBy(asc(chargeEvents.id))
}

/** Finished BIDs of the month: what the court cost is counted over. */
export async function countFinishedBids(
  db: Conn,
  companyId: number,
  range: { from: string; to: string },
) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bidDays)
    .where(
      and(
        eq(bidDays.companyId, companyId),
        eq(bidDays.status, 'finished'),
        gte(bidDays.dayOfMatch, `${range.from}T00:00:00`),
        lt(bidDays.dayOfMatch, `${range.to}T00:00:00`),
      ),
    )
  return row?.count ?? 0
}

export async function listActiveMembers(db: Conn, companyId: number) {
  return db
    .select({
      companyPlayerId: companyPlayers.id,
      fullName: companyPlayers.fullName,
      nickname: companyPlayers.nickname,
    })
    .from(companyPlayers)
    .where(and(eq(companyPlayers.companyId, companyId), isNull(companyPlayers.deletedAt)))
}

export async function findMember(db: Conn, companyId: number, companyPlayerId: number) {
  const [row] = await db
    .select({
      id: companyPlayers.id,
      fullName: companyPlayers.fullName,
      nickname: companyPlayers.nickname,
      deletedAt: companyPlayers.deletedAt,
    })
    .from(companyPlayers)
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, companyPlayerId)))
  return row
}

export async function insertCharge(tx: Tx, values: typeof charges.$inferInsert) {
  const [row] = await tx.insert(charges).values(values).returning()
  return row!
}

/**
 * Changes a charge only while it is in one of `from`: the row lock makes a second organiser's
 * change wait, then find the status moved on and change nothing (undefined).
 */
export async function updateChargeFrom(
  tx: Tx,
  where: { companyId: number; chargeId: number; companyPlayerId?: number },
  from: readonly ChargeRow['status'][],
  set: Partial<typeof charges.$inferInsert>,
) {
  const [row] = await tx
    .update(charges)
    .set(set)
    .where(
      and(
        eq(charges.companyId, where.companyId),
        eq(charges.id, where.chargeId),
        where.companyPlayerId === undefined
          ? undefined
          : eq(charges.companyPlayerId, where.companyPlayerId),
        inArray(charges.status, from),
      ),
    )
    .returning()
  return row
}

/**
 * Claims the overdue charges 'Cobrar' may email now: open, due before today, not emailed in the
 * last three days. The claim is the update itself, so two taps at once email each charge once.
 */
export async function claimChargesToRemind(
  tx: Tx,
  input: { companyId: number; today: string; now: Date; notSince: Date },
) {
  return tx
    .update(charges)
    .set({ lastRemindedAt: input.now })
    .where(
      and(
        eq(charges.companyId, input.companyId),
        eq(charges.status, 'open'),
        lt(charges.dueDate, input.today),
        or(isNull(charges.lastRemindedAt), lte(charges.lastRemindedAt, input.notSince)),
      ),
    )
    .returning()
}

/** The open charges due by `today` (the day's own too): who the group's chat is reminded of. */
export async function listOpenUntil(db: Conn, companyId: number, today: string) {
  return withMember(db)
    .where(
      and(
        eq(charges.companyId, companyId),
        eq(charges.status, 'open'),
        lte(charges.dueDate, today),
      ),
    )
    .orderBy(asc(companyPlayers.fullName), asc(charges.dueDate))
}

export async function findGroupName(db: Conn, companyId: number) {
  const [row] = await db
    .select({ name: companies.name, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId))
  return row
}

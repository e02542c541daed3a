import { MONTH_NAMES } from '@bidfut/domain/rules/month-names'
import { toLocalDateTime } from '@bidfut/domain/rules/local-time'
import type { Db } from '../../db/client.ts'
import * as repo from './finance.repo.ts'

/** Who the history names for what Bidfut does by itself. */
export const SYSTEM_ACTOR = 'Bidfut'

/** The group's date today, 'YYYY-MM-DD', in its time zone. */
export function localToday(now: Date, timeZone: string): string {
  return toLocalDateTime(now, timeZone).slice(0, 10)
}

export function monthlyDescription(period: string): string {
  const [year, month] = period.split('-').map(Number)
  return `Mensalidade de ${MONTH_NAMES[(month ?? 1) - 1]}/${year}`
}

const maxDate = (a: string, b: string) => (a > b ? a : b)

type ChargingGroup = NonNullable<Awaited<ReturnType<typeof repo.findChargingGroup>>>

/**
 * Makes the charges a group owes by now: this month's for each active monthly member (the
 * month in the group's time zone, so it starts on the 1st there) and one per avulso or guest
 * on each BID finished since the fees were set. Safe to run anywhere, any number of times: the
 * unique indexes make each charge once (ADR 038). Resolves to how many it made.
 */
export async function makeDueCharges(db: Db, group: ChargingGroup, now: Date): Promise<number> {
  const { settings, timeZone } = group
  const today = localToday(now, timeZone)
  const period = today.slice(0, 7)
  return db.transaction(async (tx) => {
    const made: number[] = []
    if (settings.monthlyFeeCents !== null) {
      made.push(
        ...(await repo.insertMonthlyCharges(tx, {
          companyId: settings.companyId,
          period,
          amountCents: settings.monthlyFeeCents,
          // Made after its day (the fees set mid-month, a server down on the 1st): due today,
          // never overdue the moment it appears.
          dueDate: maxDate(`${period}-${String(settings.dueDay).padStart(2, '0')}`, today),
          description: monthlyDescription(period),
        })),
      )
    }
    if (settings.gameFeeCents !== null) {
      made.push(
        ...(await repo.insertGameCharges(tx, {
          companyId: settings.companyId,
          amountCents: settings.gameFeeCents,
          since: settings.createdAt,
        })),
      )
    }
    await repo.insertEvents(
      tx,
      made.map((chargeId) => ({
        companyId: settings.companyId,
        chargeId,
        actorCompanyPlayerId: null,
        actorName: SYSTEM_ACTOR,
        action: 'created' as const,
        note: 'Cobrança criada automaticamente',
      })),
    )
    return made.length
  })
}

type Log = { error: (obj: object, msg: string) => void }

/**
 * Every group's charges that fell due by `now` (ADR 038), each group on its own: one group's
 * failure does not hold back the others, and the next pass tries it again. Any number of
 * instances may run it: the charges' unique indexes make each charge once.
 */
export async function makeAllDueCharges(db: Db, now: Date, log?: Log): Promise<number> {
  let made = 0
  for (const group of await repo.listChargingGroups(db)) {
    try {
      made += await makeDueCharges(db, group, now)
    } catch (err) {
      log?.error({ err, companyId: group.settings.companyId }, 'charge creation failed')
    }
  }
  return made
}

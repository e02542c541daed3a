import { fromLocalDateTime } from '@bidfut/domain/rules/local-time'
import type { Db } from '../../db/client.ts'
import type { ChargeRow } from '../finance/finance.repo.ts'
import type { PixAccounts } from './pix-accounts.ts'
import * as repo from './pix.repo.ts'

const DAY_SECONDS = 24 * 60 * 60
/** A code about to expire is renewed now, so a player never copies one that dies in their app. */
const RENEW_AHEAD_MS = 10 * 60 * 1000
const PER_GROUP = 100

/** 26 to 35 letters and digits (API Pix, cob's txid): ours, the charge's and its revision. */
export function txidOf(charge: { companyId: number; id: number }, revision: number): string {
  const digits = (n: number, width: number) => String(n).padStart(width, '0')
  return `BIDFUT${digits(charge.companyId, 8)}C${digits(charge.id, 12)}R${digits(revision, 4)}`
}

/**
 * How long a cob stays payable: an avulso's game charge 24 h; a monthly or one-off charge to the
 * end of its due date in the group's time zone, and 24 h once that is near or past.
 */
export function cobSeconds(charge: ChargeRow, timeZone: string, now: Date): number {
  if (charge.kind === 'game') return DAY_SECONDS
  const [y, m, d] = charge.dueDate.split('-').map(Number) as [number, number, number]
  const nextDay = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
  const end = fromLocalDateTime(`${nextDay}T00:00:00`, timeZone).getTime()
  return Math.max(DAY_SECONDS, Math.round((end - now.getTime()) / 1000))
}

/**
 * Makes the cob of each unpaid charge of the connected groups that has no live one (new, expired,
 * or made for an amount since changed). The txid is the charge's and its revision's, so two
 * instances ask the PSP for the same txid and keep one row; the PSP being down leaves the charge
 * with its static code until a later pass.
 */
export async function makeDueCobs(db: Db, accounts: PixAccounts, now: Date) {
  if (!accounts.available) return { made: 0, failed: 0 }
  let made = 0
  let failed = 0
  const renewBefore = new Date(now.getTime() + RENEW_AHEAD_MS)
  for (const group of await repo.listConnectedGroups(db)) {
    const due = await repo.listChargesNeedingCob(
      db,
      group.connection.companyId,
      renewBefore,
      PER_GROUP,
    )
    if (due.length === 0) continue
    const client = accounts.clientOf(group.connection)
    for (const { charge, revision } of due) {
      const txid = txidOf(charge, revision)
      try {
        const seconds = cobSeconds(charge, group.timeZone, now)
        const cob = await client.createCob(txid, {
          chave: group.pixKey,
          amountCents: charge.amountCents,
          expiresInSeconds: seconds,
          text: charge.description,
        })
        if (!cob.pixCopiaECola) throw new Error('cob without pixCopiaECola')
        await repo.insertCob(db, {
          txid,
          companyId: charge.companyId,
          chargeId: charge.id,
          revision,
          amountCents: charge.amountCents,
          pixCopiaECola: cob.pixCopiaECola,
          expiresAt: new Date(Date.parse(cob.calendario.criacao) + cob.calendario.expiracao * 1000),
        })
        made++
      } catch {
        // Down, or another instance took the txid first: the next pass tries again.
        failed++
        break
      }
    }
  }
  return { made, failed }
}

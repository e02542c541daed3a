import { queryOptions, useQuery } from '@tanstack/react-query'
import { type MyCharges } from '@bidfut/domain/contracts/finance'
import * as finance from '@bidfut/domain/endpoints/finance'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

// GET /finance/my-charges, shared by 'Minhas cobranças' on /perfil and the card on /dashboard.

export const MY_CHARGES_LOAD_ERROR = 'Erro ao carregar suas cobranças'

export async function getMyCharges(signal?: AbortSignal): Promise<MyCharges> {
  return apiCall(finance.myCharges, { signal, emptyMessage: MY_CHARGES_LOAD_ERROR })
}

/** Every member's list: what a refused check-in asks again (ADR 056). */
export const MY_CHARGES_PREFIX = ['finance', 'my-charges'] as const
export const myChargesKey = (companyPlayerId: number | undefined) =>
  [...MY_CHARGES_PREFIX, companyPlayerId] as const

/** While a charge shows the bank's own Pix, asked again this often: 'Pago' within seconds. */
export const BANK_PIX_POLL_MS = 3000

export function myChargesQueryOptions(companyPlayerId: number | undefined) {
  return queryOptions({
    queryKey: myChargesKey(companyPlayerId),
    queryFn: ({ signal }) => getMyCharges(signal),
    enabled: companyPlayerId !== undefined,
  })
}

/**
 * The member's charges; `followBank` (where they pay, /perfil) asks again while one shows the
 * bank's own Pix (ADR 052), so 'Pago' appears without a reload; the dashboard's card does not.
 * `followBlock` (/check-in) does the same only while a charge with the bank's code blocks the
 * check-in (ADR 056).
 */
export function useMyCharges({ followBank = false, followBlock = false } = {}) {
  return useQuery({
    ...myChargesQueryOptions(useSession()?.companyPlayerId),
    refetchInterval: ({ state: { data } }) =>
      (followBank && data?.charges.some((c) => c.pixDynamic && isUnpaid(c))) ||
      (followBlock && data?.checkInBlock?.charges.some((c) => c.pixDynamic))
        ? BANK_PIX_POLL_MS
        : false,
  })
}

/** A charge still to be paid: open, or reported by the member and waiting for the organiser. */
export const isUnpaid = (charge: { status: string }) =>
  charge.status === 'open' || charge.status === 'reported'

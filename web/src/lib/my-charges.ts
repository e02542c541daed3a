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

export const myChargesKey = (companyPlayerId: number | undefined) =>
  ['finance', 'my-charges', companyPlayerId] as const

/** While a charge shows the bank's own Pix, asked again this often: 'Pago' within seconds. */
export const BANK_PIX_POLL_MS = 3000

export function myChargesQueryOptions(companyPlayerId: number | undefined) {
  return queryOptions({
    queryKey: myChargesKey(companyPlayerId),
    queryFn: ({ signal }) => getMyCharges(signal),
    enabled: companyPlayerId !== undefined,
    // The bank marks it paid (ADR 052): the open page follows without a reload.
    refetchInterval: (query) =>
      query.state.data?.charges.some((charge) => charge.pixDynamic && isUnpaid(charge))
        ? BANK_PIX_POLL_MS
        : false,
  })
}

export function useMyCharges() {
  return useQuery(myChargesQueryOptions(useSession()?.companyPlayerId))
}

/** A charge still to be paid: open, or reported by the member and waiting for the organiser. */
export const isUnpaid = (charge: { status: string }) =>
  charge.status === 'open' || charge.status === 'reported'

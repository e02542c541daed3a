import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PspStatus } from '@bidfut/domain/contracts/pix'
import * as pix from '@bidfut/domain/endpoints/pix'
import { apiCall } from '@/lib/api-client'
import { useSession } from '@/lib/session-store'

export const PSP_LOAD_ERROR = 'Erro ao carregar a conta Pix do banco'

/** GET /finance/psp: the group's PSP connection, never its credentials (administrators). */
export async function getPspStatus(signal?: AbortSignal): Promise<PspStatus> {
  return apiCall(pix.pspStatus, { signal, emptyMessage: PSP_LOAD_ERROR })
}

export const pspStatusKey = (companyId: number | undefined) =>
  ['finance', 'psp', companyId] as const

export function usePspStatus() {
  const companyId = useSession()?.companyId
  return useQuery(
    queryOptions({
      queryKey: pspStatusKey(companyId),
      queryFn: ({ signal }) => getPspStatus(signal),
      enabled: companyId !== undefined,
    }),
  )
}

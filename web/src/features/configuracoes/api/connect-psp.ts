import { useMutation } from '@tanstack/react-query'
import type { PspConnect, PspStatus } from '@bidfut/domain/contracts/pix'
import * as pix from '@bidfut/domain/endpoints/pix'
import { apiCall } from '@/lib/api-client'
import { getSession } from '@/lib/session-store'
import { pspStatusKey } from './get-psp-status'

/** PUT /finance/psp: the PSP gives a token and takes the webhook before anything is saved. */
export async function connectPsp(body: PspConnect): Promise<PspStatus> {
  return apiCall(pix.connectPsp, { body })
}

export function useConnectPsp() {
  return useMutation({
    mutationFn: connectPsp,
    onSuccess: (status, _body, _context, { client }) => {
      client.setQueryData(pspStatusKey(getSession()?.companyId), status)
    },
  })
}

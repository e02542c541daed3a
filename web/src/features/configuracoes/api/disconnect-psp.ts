import { useMutation } from '@tanstack/react-query'
import type { PspStatus } from '@bidfut/domain/contracts/pix'
import * as pix from '@bidfut/domain/endpoints/pix'
import { apiCall } from '@/lib/api-client'
import { getSession } from '@/lib/session-store'
import { pspStatusKey } from './get-psp-status'

/** DELETE /finance/psp: the credentials go; charges show the static code again. */
export async function disconnectPsp(): Promise<PspStatus> {
  return apiCall(pix.disconnectPsp, {})
}

export function useDisconnectPsp() {
  return useMutation({
    mutationFn: disconnectPsp,
    onSuccess: async (status, _vars, _context, { client }) => {
      client.setQueryData(pspStatusKey(getSession()?.companyId), status)
      await client.invalidateQueries({ queryKey: ['finance', 'my-charges'] })
    },
  })
}

import * as finance from '@bidfut/domain/endpoints/finance'
import { apiCall } from '@/lib/api-client'
import { useChargeMutation } from './charge-mutation'

/** 'Desfazer confirmação', with the reason: a payment confirmed by mistake goes back to open. */
export function useUndoConfirmation() {
  return useChargeMutation<{ id: number; reason: string }>({
    request: ({ id, reason }) =>
      apiCall(finance.undoConfirmation, { params: { id }, body: { reason } }),
    success: 'Confirmação desfeita.',
    failure: 'Erro ao desfazer a confirmação',
  })
}

import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { GroupClosing } from '@bidfut/domain/contracts/privacy'
import * as privacy from '@bidfut/domain/endpoints/privacy'
import { apiCall } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'
import { useSession } from '@/lib/session-store'

const closingKey = (companyId: number | undefined) => ['groups', 'closing', companyId] as const

/** GET /groups/closing (administrators): when the group's data goes, or null. */
export function groupClosingQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: closingKey(companyId),
    queryFn: ({ signal }) => apiCall(privacy.groupClosing, { signal }),
    enabled: companyId !== undefined,
  })
}

export function useGroupClosing() {
  return useQuery(groupClosingQueryOptions(useSession()?.companyId))
}

/** POST /groups/close or /groups/reopen; the answer is the new state. */
export function useChangeGroupClosing() {
  const queryKey = closingKey(useSession()?.companyId)
  return useMutation({
    mutationKey: ['groups', 'closing'],
    mutationFn: (action: 'close' | 'reopen') =>
      apiCall(action === 'close' ? privacy.closeGroup : privacy.reopenGroup),
    onSuccess: (state: GroupClosing, _action, _context, { client }) => {
      client.setQueryData(queryKey, state)
      toast.success(
        state.closesAt
          ? 'Pelada encerrada. Avisamos todos por email.'
          : 'Pelada reaberta. Nada será apagado.',
      )
    },
    onError: (error) =>
      toast.error('Não foi possível concluir', { description: errorMessage(error) }),
  })
}

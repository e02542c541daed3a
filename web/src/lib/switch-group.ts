import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { type LoginResponse } from '@bidfut/domain/contracts/accounts'
import type { SwitchGroupRequest } from '@bidfut/domain/contracts/memberships'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import { apiCall } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'
import { getSession, sessionFromLoginResponse, setSession } from '@/lib/session-store'

// Shared by the header's 'Trocar de pelada' and the invitations page ('Ir para …').

/** POST /accounts/switch-group: new tokens for another of the person's memberships. */
export async function switchGroup(request: SwitchGroupRequest): Promise<LoginResponse> {
  return apiCall(accounts.switchGroup, { body: request })
}

export type SwitchGroupTarget = { companyPlayerId: number; groupName: string }

/**
 * Enters another group: the new session replaces the old one (whose refresh token the server
 * revokes), nothing cached for the previous group survives, and the person lands on /dashboard.
 */
export function useSwitchGroup() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: ({ companyPlayerId }: SwitchGroupTarget) =>
      switchGroup({ companyPlayerId, refreshToken: getSession()?.refreshToken }),
    onSuccess: (response, { groupName }) => {
      setSession(sessionFromLoginResponse(response))
      queryClient.clear()
      toast.success('Pelada trocada!', { description: `Agora você está em ${groupName}.` })
      void navigate('/dashboard')
    },
    onError: (error) => {
      toast.error('Erro ao trocar de pelada', { description: errorMessage(error) })
    },
  })
}

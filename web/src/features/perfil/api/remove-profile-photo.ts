import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Profile } from '@bidfut/domain/contracts/accounts'
import { messageResponseSchema } from '@bidfut/domain/contracts/profile'
import { ApiError, apiFetch } from '@/lib/api-client'
import { getSession, setSession } from '@/lib/session-store'

/** DELETE /accounts/profile-image: the avatar shows the initial again, in every group. */
export async function removeProfilePhoto(): Promise<string> {
  const answer = await apiFetch('/accounts/profile-image', {
    method: 'DELETE',
    schema: messageResponseSchema,
  })
  if (!answer) throw new ApiError(204, 'Resposta inválida do servidor')
  return answer.message
}

export function useRemoveProfilePhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeProfilePhoto,
    onSuccess: () => {
      const session = getSession()
      if (session) setSession({ ...session, photoUrl: null })
      queryClient.setQueriesData<Profile>({ queryKey: ['accounts', 'profile'] }, (profile) =>
        profile ? { ...profile, photoUrl: null } : profile,
      )
    },
  })
}

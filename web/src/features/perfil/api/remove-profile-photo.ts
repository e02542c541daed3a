import { useMutation, useQueryClient } from '@tanstack/react-query'
import { messageResponseSchema } from '@bidfut/domain/contracts/profile'
import { apiFetchBody } from '@/lib/api-client'
import { showProfilePhoto } from './show-profile-photo'

/** DELETE /accounts/profile-image: the avatar shows the initial again, in every group. */
export async function removeProfilePhoto(): Promise<string> {
  const answer = await apiFetchBody('/accounts/profile-image', {
    method: 'DELETE',
    schema: messageResponseSchema,
  })
  return answer.message
}

export function useRemoveProfilePhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeProfilePhoto,
    onSuccess: () => showProfilePhoto(queryClient, null),
  })
}

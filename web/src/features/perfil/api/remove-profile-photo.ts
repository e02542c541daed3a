import { useMutation, useQueryClient } from '@tanstack/react-query'

import * as uploads from '@bidfut/domain/endpoints/uploads'
import { apiCall } from '@/lib/api-client'
import { showProfilePhoto } from './show-profile-photo'

/** DELETE /accounts/profile-image: the avatar shows the initial again, in every group. */
export async function removeProfilePhoto(): Promise<string> {
  const answer = await apiCall(uploads.removeProfilePhoto)
  return answer.message
}

export function useRemoveProfilePhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeProfilePhoto,
    onSuccess: () => showProfilePhoto(queryClient, null),
  })
}

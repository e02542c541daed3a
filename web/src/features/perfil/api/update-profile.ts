import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageResponse, ProfileUpdate } from '@bidfut/domain/contracts/profile'
import { toWireBirthDate } from '@bidfut/domain/contracts/person-fields'
import { apiFetch, refreshSession } from '@/lib/api-client'

export async function updateProfile(profile: ProfileUpdate) {
  return apiFetch<MessageResponse>('/accounts/update-profile', {
    method: 'PUT',
    body: { ...profile, birthDate: toWireBirthDate(profile.birthDate) },
  })
}

/** Saves the profile, then renews the token so the session carries the new name and email. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      try {
        await refreshSession()
      } catch (error) {
        // The profile is saved; a failed renewal already ended the session and told the user.
        console.error('Token refresh after profile update failed', error)
      }
      await queryClient.invalidateQueries({ queryKey: ['accounts', 'profile'] })
    },
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageResponse, ProfileUpdate } from '@bidfut/domain/contracts/profile'
import { toWireBirthDate } from '@bidfut/domain/contracts/person-fields'
import { apiCall } from '@/lib/api-client'
import { refreshSession } from '@/lib/session-refresh'
import * as profile from '@bidfut/domain/endpoints/profile'

/**
 * A new email is not applied here: the server emails a confirmation link to it and says so in
 * `message`; the address changes when that link is opened (/confirmar-email/{token}).
 */
export async function updateProfile(input: ProfileUpdate): Promise<MessageResponse> {
  return apiCall(profile.updateProfile, {
    body: { ...input, birthDate: toWireBirthDate(input.birthDate) },
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

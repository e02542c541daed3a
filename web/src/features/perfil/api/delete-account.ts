import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { type DeleteAccountRequest } from '@bidfut/domain/contracts/privacy'
import * as privacy from '@bidfut/domain/endpoints/privacy'
import { apiCall } from '@/lib/api-client'
import { clearSession } from '@/lib/session-store'

/** POST /me/delete-account: the password and the typed confirmation. */
export async function deleteAccount(input: DeleteAccountRequest) {
  return apiCall(privacy.deleteAccount, { body: input })
}

/** On success the session is gone on the server too: forget it here and go to /login, as a logout. */
export function useDeleteAccount() {
  const navigate = useNavigate()
  return useMutation({
    mutationKey: ['me', 'delete-account'],
    mutationFn: deleteAccount,
    onSuccess: (result, _input, _context, { client }) => {
      clearSession()
      client.clear()
      toast.success(result.message)
      void navigate('/login', { replace: true })
    },
  })
}

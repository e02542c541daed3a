import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { messageResponseSchema } from '@bidfut/domain/contracts/profile'
import { apiFetch } from '@/lib/api-client'
import { clearSession, getSession } from '@/lib/session-store'

export async function logout(refreshToken: string | undefined): Promise<void> {
  // No renewal: an expired token must not stop the user from leaving.
  await apiFetch('/accounts/logout', {
    method: 'POST',
    body: { refreshToken },
    renew: false,
    schema: messageResponseSchema,
  })
}

/** Tells the server, then always forgets the session locally and goes to /login. */
export function useLogout() {
  const navigate = useNavigate()
  return useMutation({
    mutationFn: () => logout(getSession()?.refreshToken),
    onError: (error) => console.error('Logout failed', error),
    onSettled: () => {
      clearSession()
      void navigate('/login', { replace: true })
    },
  })
}

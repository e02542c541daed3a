import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'

import * as accounts from '@bidfut/domain/endpoints/accounts'
import { apiCall } from '@/lib/api-client'
import { unsubscribePush } from '@/lib/push-device'
import { clearSession, getSession } from '@/lib/session-store'

export async function logout(refreshToken: string | undefined): Promise<void> {
  // This device stops hearing about this account's games (ADR 041); a failure does not keep
  // the person from leaving.
  await unsubscribePush().catch((error: unknown) => console.error('Push not forgotten', error))
  // No renewal: an expired token must not stop the user from leaving.
  await apiCall(accounts.logout, { body: { refreshToken }, renew: false })
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

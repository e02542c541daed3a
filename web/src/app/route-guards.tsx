import { Navigate, Outlet, useLocation } from 'react-router'
import type { Role } from '@bidfut/domain/contracts/enums'
import { FullScreenSpinner } from '@/components/ui/spinner'
import { ACCOUNT_ONLY_HOME, loginRedirectState } from '@/lib/auth-redirect'
import { useSessionState } from '@/lib/session-store'

/** To /login, coming back here after signing in. */
function ToLogin() {
  const location = useLocation()
  return (
    <Navigate
      to="/login"
      replace
      state={loginRedirectState(location.pathname, location.search, location.hash)}
    />
  )
}

/**
 * Signed-in users only; others go to /login and come back here after signing in. An account in
 * no group (ADR 042) goes to /minha-conta, unless the route is `openToAccount` (an invite link).
 */
export function RequireAuth({ openToAccount = false }: { openToAccount?: boolean }) {
  const { status, session, account } = useSessionState()
  if (status === 'loading') return <FullScreenSpinner />
  if (session || (account && openToAccount)) return <Outlet />
  if (account) return <Navigate to={ACCOUNT_ONLY_HOME} replace />
  return <ToLogin />
}

/**
 * /minha-conta: an account in no group. Once it is in one (it accepted an invitation), it lands
 * on /dashboard as a sign-in does; the same rights are then on /perfil.
 */
export function RequireAccountOnly() {
  const { status, session, account } = useSessionState()
  if (status === 'loading') return <FullScreenSpinner />
  if (session) return <Navigate to="/dashboard" replace />
  if (!account) return <ToLogin />
  return <Outlet />
}

/** Nested inside RequireAuth: a signed-in user without one of these roles goes to /dashboard. */
export function RequireRole({ allow }: { allow: readonly Role[] }) {
  const { session } = useSessionState()
  if (!session || !allow.includes(session.role)) return <Navigate to="/dashboard" replace />
  return <Outlet />
}

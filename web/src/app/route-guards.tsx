import { Navigate, Outlet, useLocation } from 'react-router'
import type { Role } from '@bidfut/domain/contracts/enums'
import { FullScreenSpinner } from '@/components/ui/spinner'
import { loginRedirectState } from '@/lib/auth-redirect'
import { useSessionState } from '@/lib/session-store'

/** Signed-in users only; others go to /login and come back here after signing in. */
export function RequireAuth() {
  const { status, session } = useSessionState()
  const location = useLocation()
  if (status === 'loading') return <FullScreenSpinner />
  if (!session) {
    return (
      <Navigate
        to="/login"
        replace
        state={loginRedirectState(location.pathname, location.search, location.hash)}
      />
    )
  }
  return <Outlet />
}

/** Nested inside RequireAuth: a signed-in user without one of these roles goes to /dashboard. */
export function RequireRole({ allow }: { allow: readonly Role[] }) {
  const { session } = useSessionState()
  if (!session || !allow.includes(session.role)) return <Navigate to="/dashboard" replace />
  return <Outlet />
}

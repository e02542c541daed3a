import { lazy, Suspense } from 'react'
import { Link, NavLink } from 'react-router'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import type { SessionData } from '@/lib/session-store'
import { navItemsFor } from './nav-items'

// The menu (a dropdown, the group switcher and their libraries) loads beside the page's own code,
// not before the first screen: a phone's first paint waits for less script.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })))
const AccountSignOut = lazy(() =>
  import('./account-sign-out').then((m) => ({ default: m.AccountSignOut })),
)

function Logo() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
      <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
      <circle cx="16" cy="16" r="9" fill="#fff" />
      <path d="M16 11.5l4.3 3.1-1.6 5h-5.4l-1.6-5z" fill="var(--color-foreground)" />
    </svg>
  )
}

/**
 * `signedOut` once the session is known to be absent: a restoring session shows no buttons.
 * `accountOnly`: signed in with no group (ADR 042), only 'Sair'.
 */
export function SiteHeader({
  session,
  signedOut,
  accountOnly = false,
}: {
  session: SessionData | null
  signedOut: boolean
  accountOnly?: boolean
}) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-14 w-full max-w-6xl items-center gap-3 px-3 sm:px-4">
        <Link
          to={session ? '/dashboard' : '/'}
          // '/' is the prerendered landing, outside the SPA (ADR 008).
          reloadDocument={!session}
          className="flex items-center gap-2 rounded-md text-xl font-bold tracking-tight focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Logo />
          Bidfut
        </Link>

        {session ? (
          <nav aria-label="Navegação principal" className="hidden flex-1 md:block">
            <ul className="flex items-center gap-0.5 lg:gap-1">
              {navItemsFor(session.role).map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      cn(
                        'rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                        isActive
                          ? 'bg-secondary text-secondary-foreground'
                          : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        <div className="ml-auto flex items-center gap-2">
          {session ? (
            <Suspense fallback={<span aria-hidden="true" className="size-10" />}>
              <UserMenu session={session} />
            </Suspense>
          ) : accountOnly ? (
            <Suspense fallback={null}>
              <AccountSignOut />
            </Suspense>
          ) : signedOut ? (
            <>
              <Button asChild size="sm" variant="ghost">
                <Link to="/login">Login</Link>
              </Button>
              <Button asChild size="sm">
                <Link to="/registro">Registro</Link>
              </Button>
            </>
          ) : null}
        </div>
      </div>
    </header>
  )
}

import { NavLink } from 'react-router'
import type { Role } from '@bidfut/domain/contracts/enums'
import { cn } from '@/lib/cn'
import { navItemsFor } from './nav-items'

/** Mobile navigation (under 768 px), fixed to the bottom edge. */
export function BottomNav({ role }: { role: Role }) {
  const items = navItemsFor(role)
  return (
    <nav
      aria-label="Navegação inferior"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      {/* Each item is as wide as its label plus an equal share of the rest, not a sixth of the
          bar: at 320 px equal columns left 'Dashboard' 1 px from its neighbours. */}
      <ul className="flex">
        {items.map(({ to, label, shortLabel, icon: Icon }) => (
          <li key={to} className="min-w-0 flex-auto">
            <NavLink
              to={to}
              aria-label={shortLabel === label ? undefined : label}
              className={({ isActive }) =>
                cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-[0.625rem] leading-none font-medium tracking-tight min-[360px]:text-[0.6875rem] focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset',
                  isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'flex h-7 w-9 items-center justify-center rounded-full min-[360px]:w-11',
                      isActive && 'bg-secondary',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="max-w-full truncate">{shortLabel}</span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The GETs a screen's first render makes that need only the session (ADR 022), by path: main.tsx
 * sends them before the app's code has loaded. The screens' prefetches (ADR 021) are what uses
 * them, and a test keeps this list equal to what each prefetch asks. Imports nothing: it is part
 * of the entry file.
 */
const ORGANISER_ROLES: readonly unknown[] = ['administrator', 'manager', 'editor']

const screens: Record<string, (search: URLSearchParams, organiser: boolean) => string[]> = {
  '/dashboard': () => [
    '/statistics/monthly-players',
    '/statistics/company-player-stats',
    '/statistics/quantity-of-goals-stats-dashboard',
    '/statistics/top-five-scorers-dashboard',
    '/statistics/active-bid-dashboard',
  ],
  // What else it shows depends on this answer.
  '/check-in': () => ['/bids/get-information-check-in-bid'],
  '/historico': (search) => {
    const page = Number(search.get('pagina'))
    const pageNumber = Number.isInteger(page) && page >= 1 ? page : 1
    return [
      '/bid-statistics/history-stats',
      `/bid-statistics/games-history-stats?PageNumber=${pageNumber}&PageSize=10`,
    ]
  },
  '/perfil': () => ['/accounts/get-profile', '/profile/reminder-emails'],
  '/jogadores': (_, organiser) =>
    organiser ? ['/company-players/list', '/company-players/invite-link'] : [],
  '/bid-atual': (_, organiser) => (organiser ? ['/bids/current-bid'] : []),
}

export function firstScreenRequests(pathname: string, search: string, role: unknown): string[] {
  return screens[pathname]?.(new URLSearchParams(search), ORGANISER_ROLES.includes(role)) ?? []
}

/** Router state the guards leave on /login so the user returns where they wanted to go. */
export type LoginRedirectState = { from?: string }

export function loginRedirectState(pathname: string, search = '', hash = ''): LoginRedirectState {
  return { from: `${pathname}${search}${hash}` }
}

/** Where to go after login: the remembered in-app path, else /dashboard. */
export function redirectTargetAfterLogin(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = state.from
    // Only same-origin app paths; '//host' would leave the site.
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) {
      if (from !== '/login') return from
    }
  }
  return '/dashboard'
}

/** Where an account in no group lives (ADR 042): 'Meus dados' and its invitations. */
export const ACCOUNT_ONLY_HOME = '/minha-conta'

/** Where to go after signing in with no group: an invite link it came from, else /minha-conta. */
export function redirectTargetForAccount(state: unknown): string {
  const target = redirectTargetAfterLogin(state)
  return target.startsWith('/entrar-na-pelada/') ? target : ACCOUNT_ONLY_HOME
}

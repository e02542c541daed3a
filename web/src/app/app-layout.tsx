import { Outlet, ScrollRestoration } from 'react-router'
import { ServerUnreachableBanner } from '@/components/server-unreachable-banner'
import { cn } from '@/lib/cn'
import { useSessionState } from '@/lib/session-store'
import { BottomNav } from './bottom-nav'
import { SiteHeader } from './site-header'

export function AppLayout() {
  const { status, session, account } = useSessionState()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Pular para o conteúdo
      </a>
      <SiteHeader
        session={session}
        signedOut={status === 'ready' && !session && !account}
        accountOnly={account !== null}
      />
      <ServerUnreachableBanner />
      <main
        id="main-content"
        tabIndex={-1}
        className={cn(
          'mx-auto w-full max-w-6xl flex-1 px-3 py-6 outline-none sm:px-4',
          // Keeps content clear of the fixed bottom bar on mobile.
          session && 'pb-[calc(6rem+env(safe-area-inset-bottom))] md:pb-6',
        )}
      >
        <Outlet />
      </main>
      <ScrollRestoration />
      {session ? <BottomNav role={session.role} /> : null}
    </div>
  )
}

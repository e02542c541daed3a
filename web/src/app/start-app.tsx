// First: it configures zod before any schema is built.
import '@/lib/zod-jitless'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { prefetchFirstScreen } from '@/app/prefetch-first-screen'
import { AppProviders, createQueryClient } from '@/app/providers'
import { createAppRouter, whenRouterReady } from '@/app/router'
import { toast } from 'sonner'
import { initSession } from '@/lib/session-refresh'
import { listenForInstallOffer } from '@/lib/app-install'
import { registerServiceWorker } from '@/lib/service-worker'
import { cn } from '@/lib/cn'
import { formatInteger } from '@/lib/format'
import { yieldToMain } from '@/lib/yield-to-main'

export async function startApp(container: HTMLElement): Promise<void> {
  void initSession()
  listenForInstallOffer()
  const router = createAppRouter()
  const queryClient = createQueryClient()
  // The screen drawn in the HTML stays up until its own code (and data) is here: no spinner in
  // between.
  await whenRouterReady(router)
  await prefetchFirstScreen(router, queryClient)
  await yieldToMain()
  // Two things build their tables on first use: tailwind-merge its class map (~15 ms) and Intl
  // the pt-BR number data (10-50 ms). Here, each in a task of its own, not inside the first render.
  cn('p-1', 'p-2')
  await yieldToMain()
  formatInteger(0)
  await yieldToMain()
  const root = createRoot(container)
  // A transition renders in slices of a few milliseconds, so input is never blocked for long.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  )
  // After the page has loaded and the main thread is idle: never in the first screen's way.
  registerServiceWorker({
    onUpdateWaiting: (apply) =>
      toast('Nova versão disponível', {
        id: 'app-update',
        duration: Infinity,
        action: { label: 'Atualizar', onClick: apply },
      }),
  })
}

// First: it configures zod before any schema is built.
import '@/lib/zod-jitless'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { AppProviders } from '@/app/providers'
import { createAppRouter, whenRouterReady } from '@/app/router'
import { initSession } from '@/lib/api-client'
import { yieldToMain } from '@/lib/yield-to-main'

export async function startApp(container: HTMLElement): Promise<void> {
  void initSession()
  const router = createAppRouter()
  // index.html's loading screen stays up until the screen's own code is here: no second spinner.
  await whenRouterReady(router)
  await yieldToMain()
  const root = createRoot(container)
  // A transition renders in slices of a few milliseconds, so input is never blocked for long.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  )
}

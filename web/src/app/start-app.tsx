// First: it configures zod before any schema is built.
import '@/lib/zod-jitless'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { AppProviders } from '@/app/providers'
import { createAppRouter } from '@/app/router'
import { initSession } from '@/lib/api-client'
import { yieldToMain } from '@/lib/yield-to-main'

/** Resolves when the router has loaded the first screen's code (its lazy route). */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })
}

export async function startApp(container: HTMLElement): Promise<void> {
  void initSession()
  const router = createAppRouter()
  // index.html's loading screen stays up until the screen's own code is here: no second spinner.
  await routerReady(router)
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

import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router'
import { FullScreenSpinner } from '@/components/ui/spinner'
import { PageShell } from '@/components/page-shell'
import { pageIntros, type PageIntro } from '@/lib/page-intros'
import { markSessionReady } from '@/lib/session-store'
import { AppLayout } from './app-layout'
import { AppProviders } from './providers'
import { routes, whenRouterReady } from './router'

/**
 * What index.html shows before the scripts run, rendered at build time: the same loading screen
 * the router shows while a page's code arrives, so the first paint needs only HTML and CSS and
 * React's first render changes nothing on screen.
 */
export function renderAppShell(): string {
  return renderToStaticMarkup(<FullScreenSpinner />)
}

/** Screens anyone may open, drawn whole: they depend on no data. */
const publicPaths = ['login', 'registro', 'esqueci-senha', 'privacy']

async function render(router: DataRouter): Promise<string> {
  await whenRouterReady(router)
  if (router.state.errors) throw new Error(JSON.stringify(router.state.errors))
  const markup = renderToStaticMarkup(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  // Until the app runs, a form here has no handler: inert, it cannot be typed into or sent (the
  // browser would send the password in the address). Links work as links meanwhile.
  return markup.replaceAll('<form ', '<form inert="" ')
}

/** The app's layout, before the session is known, around the screen's heading and grey blocks. */
function memberShellRouter(path: string, intro: PageIntro): DataRouter {
  const layout = {
    element: <AppLayout />,
    children: [{ path, element: <PageShell intro={intro} /> }],
  }
  return createMemoryRouter([layout], { initialEntries: [`/${path}`] })
}

/**
 * ADR 015: each screen with a fixed path, drawn at build time, for the server to send in place of
 * the loading screen. Signed-in screens get their heading and grey blocks inside the layout as it
 * is before the session is known (no buttons); public ones are drawn whole by the app's own
 * routes, as a visitor sees them. The app replaces this markup with its first render.
 */
export async function renderPageShells(): Promise<Record<string, string>> {
  const shells: Record<string, string> = {}
  for (const [path, intro] of Object.entries(pageIntros)) {
    shells[path] = await render(memberShellRouter(path, intro))
  }
  markSessionReady()
  for (const path of publicPaths) {
    shells[path] = await render(createMemoryRouter(routes, { initialEntries: [`/${path}`] }))
  }
  return shells
}

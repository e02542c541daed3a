import { isValidElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider, type DataRouter, type RouteObject } from 'react-router'
import { FullScreenSpinner } from '@/components/ui/spinner'
import { markSessionReady } from '@/lib/session-store'
import { AppLayout } from './app-layout'
import { AppProviders } from './providers'
import { RequireAuth } from './route-guards'
import { routes, whenRouterReady } from './router'

/**
 * What index.html shows before the scripts run, rendered at build time: the same loading screen
 * the router shows while a page's code arrives, so the first paint needs only HTML and CSS and
 * React's first render changes nothing on screen.
 */
export function renderAppShell(): string {
  return renderToStaticMarkup(<FullScreenSpinner />)
}

type Screen = { path: string; route: RouteObject; signedIn: boolean }

/** Every route with a fixed path (no token), and whether it sits behind the sign-in guard. */
function fixedPathScreens(list: RouteObject[], signedIn = false): Screen[] {
  return list.flatMap((route) => {
    const behindGuard =
      signedIn || (isValidElement(route.element) && route.element.type === RequireAuth)
    const own =
      route.path && route.lazy && /^[a-z-]+$/.test(route.path)
        ? [{ path: route.path, route, signedIn: behindGuard }]
        : []
    return [...own, ...fixedPathScreens(route.children ?? [], behindGuard)]
  })
}

async function render(router: DataRouter): Promise<string> {
  await whenRouterReady(router)
  if (router.state.errors) throw new Error(JSON.stringify(router.state.errors))
  const markup = renderToStaticMarkup(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  // Until the app runs, nothing here has a handler. Inert, a button cannot be pressed in vain and
  // a form cannot be typed into (lost in the swap) or sent by the browser itself (the password
  // in the address); assistive technology skips them until the real ones arrive. Links work.
  return markup.replace(/<(form|button|input|select|textarea) /g, '<$1 inert="" ')
}

/**
 * A signed-in screen as it first draws, with its data still on the way, inside the layout as it
 * is before the session is known (no buttons, no menu).
 */
function signedInRouter({ path, route }: Screen): DataRouter {
  const page = { path, lazy: route.lazy }
  return createMemoryRouter([{ element: <AppLayout />, children: [page] }], {
    initialEntries: [`/${path}`],
  })
}

/**
 * ADR 015: each screen with a fixed path, drawn at build time, for the server to send in place of
 * the loading screen: signed-in ones as above, public ones by the app's own routes as a visitor
 * sees them. The app replaces this markup with its first render.
 */
export async function renderPageShells(): Promise<Record<string, string>> {
  const screens = fixedPathScreens(routes)
  const shells: Record<string, string> = {}
  for (const screen of screens.filter((s) => s.signedIn)) {
    shells[screen.path] = await render(signedInRouter(screen))
  }
  markSessionReady()
  for (const { path } of screens.filter((s) => !s.signedIn)) {
    shells[path] = await render(createMemoryRouter(routes, { initialEntries: [`/${path}`] }))
  }
  return shells
}

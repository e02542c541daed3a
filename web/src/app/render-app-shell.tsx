import { isValidElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider, type DataRouter, type RouteObject } from 'react-router'
import { FullScreenSpinner } from '@/components/ui/spinner'
import { markSessionReady } from '@/lib/session-store'
import { AppLayout } from './app-layout'
import { AppProviders } from './providers'
import { RequireAccountOnly, RequireAuth } from './route-guards'
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
    const guard = isValidElement(route.element) ? route.element.type : undefined
    const behindGuard = signedIn || guard === RequireAuth || guard === RequireAccountOnly
    const own =
      route.path && route.lazy && /^[a-z-]+$/.test(route.path)
        ? [{ path: route.path, route, signedIn: behindGuard }]
        : []
    return [...own, ...fixedPathScreens(route.children ?? [], behindGuard)]
  })
}

/** A screen drawn at build time, and the name of its page component (to find its code). */
export type PageShell = { path: string; markup: string; component: string }

async function render({ path, route }: Screen, router: DataRouter): Promise<PageShell> {
  await whenRouterReady(router)
  if (router.state.errors) throw new Error(JSON.stringify(router.state.errors))
  const lazy = route.lazy as () => Promise<RouteObject>
  const component = (await lazy()).Component?.name ?? ''
  const markup = renderToStaticMarkup(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  // Until the app runs, nothing here has a handler. Inert, a button cannot be pressed in vain and
  // a form cannot be typed into (lost in the swap) or sent by the browser itself (the password
  // in the address); assistive technology skips them until the real ones arrive. Links work.
  return {
    path,
    component,
    markup: markup.replace(/<(form|button|input|select|textarea) /g, '<$1 inert="" '),
  }
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
 * Each screen with a fixed path, drawn at build time, for the server to send in place of the
 * loading screen: signed-in ones as above, public ones by the app's own routes as a visitor sees
 * them. The app replaces this markup with its first render (docs/web-boot.md).
 */
export async function renderPageShells(): Promise<PageShell[]> {
  const screens = fixedPathScreens(routes)
  const shells: PageShell[] = []
  for (const screen of screens.filter((s) => s.signedIn)) {
    shells.push(await render(screen, signedInRouter(screen)))
  }
  markSessionReady()
  for (const screen of screens.filter((s) => !s.signedIn)) {
    const router = createMemoryRouter(routes, { initialEntries: [`/${screen.path}`] })
    shells.push(await render(screen, router))
  }
  return shells
}

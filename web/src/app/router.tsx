import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router'
import { organiserRoles } from '@bidfut/domain/contracts/enums'
import { FullScreenSpinner } from '@/components/ui/spinner'
import { AppLayout } from './app-layout'
import { NotFoundPage } from './not-found-page'
import type { ScreenHandle } from './prefetch-first-screen'
import { RouteError } from './route-error'
import { settingsRoles } from '@/lib/roles'
import { RequireAuth, RequireRole } from './route-guards'

/** Every route of SPEC §2. Pages load on demand so each screen ships only its own code. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    HydrateFallback: FullScreenSpinner,
    children: [
      {
        // The landing is static HTML the server sends for '/' (ADR 008); this only loads it.
        index: true,
        lazy: async () => ({
          Component: (await import('@/features/landing/landing-redirect')).LandingRedirect,
        }),
      },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('@/features/auth/login-page')).LoginPage }),
      },
      {
        path: 'registro',
        lazy: async () => ({
          Component: (await import('@/features/auth/register-page')).RegisterPage,
        }),
      },
      {
        path: 'esqueci-senha',
        lazy: async () => ({
          Component: (await import('@/features/auth/forgot-password-page')).ForgotPasswordPage,
        }),
      },
      {
        path: 'redefinir-senha/:token',
        lazy: async () => ({
          Component: (await import('@/features/auth/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        path: 'activate-user/:token',
        lazy: async () => ({
          Component: (await import('@/features/activation/activate-user-page')).ActivateUserPage,
        }),
      },
      {
        path: 'confirmar-email/:token',
        lazy: async () => ({
          Component: (await import('@/features/auth/confirm-email-page')).ConfirmEmailPage,
        }),
      },
      {
        path: 'lembrete/:token',
        lazy: async () => ({
          Component: (await import('@/features/lembrete/lembrete-page')).LembretePage,
        }),
      },
      {
        path: 'privacy',
        lazy: async () => ({
          Component: (await import('@/features/landing/privacy-page')).PrivacyPage,
        }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'dashboard',
            lazy: async () => {
              const page = await import('@/features/dashboard/dashboard-page')
              const handle: ScreenHandle = { prefetch: page.prefetchDashboard }
              return { Component: page.DashboardPage, handle }
            },
          },
          {
            path: 'check-in',
            lazy: async () => {
              const page = await import('@/features/check-in/check-in-page')
              const handle: ScreenHandle = { prefetch: page.prefetchCheckIn }
              return { Component: page.CheckInPage, handle }
            },
          },
          {
            path: 'artilheiros',
            lazy: async () => ({
              Component: (await import('@/features/artilheiros/artilheiros-page')).ArtilheirosPage,
            }),
          },
          {
            path: 'historico',
            lazy: async () => {
              const page = await import('@/features/historico/historico-page')
              const handle: ScreenHandle = { prefetch: page.prefetchHistorico }
              return { Component: page.HistoricoPage, handle }
            },
          },
          {
            path: 'perfil',
            lazy: async () => {
              const page = await import('@/features/perfil/perfil-page')
              const handle: ScreenHandle = { prefetch: page.prefetchPerfil }
              return { Component: page.PerfilPage, handle }
            },
          },
          {
            path: 'convites',
            lazy: async () => ({
              Component: (await import('@/features/convites/convites-page')).ConvitesPage,
            }),
          },
          {
            element: <RequireRole allow={organiserRoles} />,
            children: [
              {
                path: 'bid-atual',
                lazy: async () => {
                  const page = await import('@/features/bid-atual/bid-atual-page')
                  const handle: ScreenHandle = { prefetch: page.prefetchBidAtual }
                  return { Component: page.BidAtualPage, handle }
                },
              },
              {
                path: 'jogadores',
                lazy: async () => {
                  const page = await import('@/features/jogadores/jogadores-page')
                  const handle: ScreenHandle = { prefetch: page.prefetchJogadores }
                  return { Component: page.JogadoresPage, handle }
                },
              },
            ],
          },
          {
            element: <RequireRole allow={settingsRoles} />,
            children: [
              {
                path: 'configuracoes',
                lazy: async () => ({
                  Component: (await import('@/features/configuracoes/configuracoes-page'))
                    .ConfiguracoesPage,
                }),
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}

/** Resolves once the router has loaded the first screen's code (its lazy route). */
export function whenRouterReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })
}

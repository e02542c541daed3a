import type { ComponentType } from 'react'
import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router'
import { organiserRoles } from '@bidfut/domain/contracts/enums'
import { FullScreenSpinner } from '@/components/ui/spinner'
import { AppLayout } from './app-layout'
import { NotFoundPage } from './not-found-page'
import type { ScreenHandle } from './prefetch-first-screen'
import { RouteError } from './route-error'
import { ScreenError } from './screen-error'
import { settingsRoles } from '@bidfut/domain/contracts/enums'
import { RequireAccountOnly, RequireAuth, RequireRole } from './route-guards'

/** A lazy screen whose data is fetched before its first render on a first load: docs/web-boot.md */
function withPrefetch(Component: ComponentType, prefetch: ScreenHandle['prefetch']) {
  const handle: ScreenHandle = { prefetch }
  return { Component, handle }
}

/**
 * The screens under one pathless route whose error element draws inside the layout: a screen that
 * fails (its code did not download, or it threw) keeps the header and the bottom bar (ADR 033).
 */
function inFrame(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <ScreenError />, children }]
}

/** Every route (docs/product.md, 'Screens'). Pages load on demand: each ships only its code. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    HydrateFallback: FullScreenSpinner,
    children: inFrame([
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
        path: 'confirmar-cadastro/:token',
        lazy: async () => ({
          Component: (await import('@/features/confirmar-cadastro/confirm-signup-page'))
            .ConfirmSignupPage,
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
        path: 'craque/:token',
        lazy: async () => ({
          Component: (await import('@/features/craque/craque-page')).CraquePage,
        }),
      },
      {
        path: 'privacy',
        lazy: async () => ({
          Component: (await import('@/features/landing/privacy-page')).PrivacyPage,
        }),
      },
      {
        // An account in no group (ADR 042): its data and invitations, nothing else.
        element: <RequireAccountOnly />,
        children: [
          {
            path: 'minha-conta',
            lazy: async () => ({
              Component: (await import('@/features/convites/minha-conta-page')).MinhaContaPage,
            }),
          },
        ],
      },
      {
        element: <RequireAuth openToAccount />,
        children: [
          {
            // Signed out, the guard sends the person to /login and back here (ADR 026); an
            // account in no group may join through it too (ADR 042).
            path: 'entrar-na-pelada/:convite',
            lazy: async () => ({
              Component: (await import('@/features/convites/join-by-invite-page')).JoinByInvitePage,
            }),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'dashboard',
            lazy: async () => {
              const page = await import('@/features/dashboard/dashboard-page')
              return withPrefetch(page.DashboardPage, page.prefetchDashboard)
            },
          },
          {
            path: 'check-in',
            lazy: async () => {
              const page = await import('@/features/check-in/check-in-page')
              return withPrefetch(page.CheckInPage, page.prefetchCheckIn)
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
              return withPrefetch(page.HistoricoPage, page.prefetchHistorico)
            },
          },
          {
            path: 'perfil',
            lazy: async () => {
              const page = await import('@/features/perfil/perfil-page')
              return withPrefetch(page.PerfilPage, page.prefetchPerfil)
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
                  return withPrefetch(page.BidAtualPage, page.prefetchBidAtual)
                },
              },
              {
                path: 'jogadores',
                lazy: async () => {
                  const page = await import('@/features/jogadores/jogadores-page')
                  return withPrefetch(page.JogadoresPage, page.prefetchJogadores)
                },
              },
              {
                path: 'colar-lista',
                lazy: async () => ({
                  Component: (await import('@/features/jogadores/colar-lista-page')).ColarListaPage,
                }),
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
              // The money (ADR 038): administrators and managers, as 'Financeiro' on /configuracoes.
              {
                path: 'financeiro',
                lazy: async () => ({
                  Component: (await import('@/features/financeiro/financeiro-page')).FinanceiroPage,
                }),
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ]),
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

import { useState } from 'react'
import { QueryClient } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { isValidElement } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { AppLayout } from './app-layout'
import { AppProviders } from './providers'
import { routes } from './router'
import { ScreenError, SCREEN_ERROR_TITLE } from './screen-error'
import * as healthApi from '@bidfut/domain/endpoints/health'
import { apiPath } from '@/lib/api-url'

const downloadFailed = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/historico-page-1a2b.js')

function stubReload() {
  const reload = vi.fn()
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
  return reload
}

/** The app's frame with one screen under the in-frame boundary, as router.tsx builds it. */
function renderInFrame(screenRoute: RouteObject, path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <AppLayout />,
        HydrateFallback: () => null,
        children: [
          {
            errorElement: <ScreenError />,
            children: [screenRoute, { path: 'dashboard', element: <h1>Painel</h1> }],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { router, queryClient }
}

/** Health answers in turn: false is a network failure, true a 200. */
function stubHealth(...answers: boolean[]) {
  const health = vi.fn((input: string) => {
    if (input !== apiPath(healthApi.healthLive)) return Promise.reject(new TypeError('x'))
    const ok = answers.length > 1 ? answers.shift() : answers[0]
    return ok
      ? Promise.resolve(new Response('{"status":"ok"}'))
      : Promise.reject(new TypeError('Failed to fetch'))
  })
  vi.stubGlobal('fetch', health)
  return health
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  clearSession()
  setSession(makeSession({ role: 'member' }))
  markSessionReady()
})

describe('ScreenError', () => {
  it('puts every screen of the app under the in-frame boundary, inside the layout', () => {
    const [root] = routes
    expect(root?.element && isValidElement(root.element) && root.element.type).toBe(AppLayout)
    const [frame, ...rest] = root?.children ?? []
    expect(rest).toEqual([])
    expect(isValidElement(frame?.errorElement) && frame.errorElement.type).toBe(ScreenError)
    expect(frame?.path).toBeUndefined()
  })

  it('shows a screen whose code did not download inside the frame, and reloads once the server answers', async () => {
    const reload = stubReload()
    const health = stubHealth(false, false, true)
    renderInFrame({ path: 'historico', lazy: () => Promise.reject(downloadFailed()) }, '/historico')

    expect(await screen.findByRole('heading', { name: SCREEN_ERROR_TITLE })).toBeInTheDocument()
    expect(await screen.findByText(/^Sem conexão com o servidor\./)).toBeInTheDocument()
    // The frame stays: header and bottom bar, to go elsewhere.
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Navegação inferior' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute(
      'href',
      '/dashboard',
    )

    const user = userEvent.setup()
    const retry = screen.getByRole('button', { name: 'Tentar de novo' })
    await user.click(retry)
    expect(await screen.findByText(/^Ainda sem conexão com o servidor/)).toBeInTheDocument()
    expect(reload).not.toHaveBeenCalled()
    expect(retry).toHaveFocus()

    await user.click(retry)
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(health).toHaveBeenCalledWith(apiPath(healthApi.healthLive), { cache: 'no-store' })
  })

  it('says something failed when the server answers (a deploy replaced the file)', async () => {
    const reload = stubReload()
    stubHealth(true)
    renderInFrame({ path: 'historico', lazy: () => Promise.reject(downloadFailed()) }, '/historico')
    expect(await screen.findByText(/^Algo deu errado nesta tela/)).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar de novo' }))
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  })

  it('retries a screen that threw without reloading: queries refetched, boundary reset', async () => {
    const reload = stubReload()
    const probe = stubHealth(true)
    let throws = true
    function Flaky() {
      const [label] = useState('Histórico carregado')
      if (throws) throw new Error('boom')
      return <h1>{label}</h1>
    }
    const { queryClient } = renderInFrame({ path: 'historico', element: <Flaky /> }, '/historico')
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')

    const main = await screen.findByRole('main')
    expect(await within(main).findByRole('heading', { name: SCREEN_ERROR_TITLE })).toBeVisible()
    expect(screen.getByText(/^Algo deu errado nesta tela/)).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Navegação inferior' })).toBeInTheDocument()

    throws = false
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar de novo' }))
    expect(await screen.findByRole('heading', { name: 'Histórico carregado' })).toBeVisible()
    expect(invalidate).toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
    expect(probe).not.toHaveBeenCalledWith(apiPath(healthApi.healthLive), expect.anything())
  })
})

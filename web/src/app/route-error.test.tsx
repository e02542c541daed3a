import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { RouteError } from './route-error'

/** A screen whose code fails to load with `error`, as a lazy route's import does offline. */
function renderFailingScreen(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        HydrateFallback: () => null,
        lazy: () => Promise.reject(error),
      },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
}

function stubReload() {
  const reload = vi.fn()
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
  return reload
}

const downloadFailed = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/perfil-page-1a2b.js')

describe('RouteError', () => {
  it('says the server is out of reach and reloads once it answers again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const reload = stubReload()
    const health = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response('{"status":"ok"}'))
    vi.stubGlobal('fetch', health)
    renderFailingScreen(downloadFailed())

    expect(
      await screen.findByRole('heading', { name: 'Sem conexão com o servidor' }),
    ).toBeInTheDocument()
    expect(screen.queryByText('Algo deu errado')).toBeNull()
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 5000 })
    expect(health).toHaveBeenCalledWith('/v1/health/live', { cache: 'no-store' })
  })

  it("keeps 'Algo deu errado' when the server answers: the failure is something else", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const reload = stubReload()
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{"status":"ok"}')))
    renderFailingScreen(downloadFailed())
    expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(reload).not.toHaveBeenCalled()
    expect(screen.queryByText('Sem conexão com o servidor')).toBeNull()
  })

  it("shows 'Algo deu errado' for a render error without asking the server", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const probe = vi.fn()
    vi.stubGlobal('fetch', probe)
    renderFailingScreen(new Error('boom'))
    expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument()
    expect(probe).not.toHaveBeenCalled()
  })
})

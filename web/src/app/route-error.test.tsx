import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { RouteError } from './route-error'

describe('RouteError', () => {
  it("shows 'Algo deu errado' and a reload when the frame itself fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteError />,
          HydrateFallback: () => null,
          lazy: () => Promise.reject(new Error('boom')),
        },
      ],
      { initialEntries: ['/'] },
    )
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument()
    screen.getByRole('button', { name: 'Tentar novamente' }).click()
    expect(reload).toHaveBeenCalledTimes(1)
  })
})

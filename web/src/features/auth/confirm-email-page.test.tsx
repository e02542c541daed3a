import { StrictMode } from 'react'
import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { AppProviders } from '@/app/providers'
import { routes } from '@/app/router'
import { clearSession, getSession, markSessionReady, setSession } from '@/lib/session-store'
import { jsonResponse, makeLoginResponse, makeSession, messageResponse } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, deferred, stubApi } from '@/test/stub-api'

const changed = () => messageResponse('Email alterado para ana.nova@example.com.')

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe('confirmar-email page', () => {
  it('confirms once on opening, even under StrictMode, and leads a visitor to /login', async () => {
    const answer = deferred()
    const fetchMock = stubApi({ 'POST /accounts/confirm-email-change': answer.route })
    const router = createMemoryRouter(routes, { initialEntries: ['/confirmar-email/tok-email'] })
    render(
      <StrictMode>
        <AppProviders queryClient={new QueryClient()}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    )
    expect(await screen.findByText('Confirmando seu novo email...')).toBeInTheDocument()
    // Settle only once the request is out: the spinner already shows before it is sent.
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/accounts/confirm-email-change')).toHaveLength(1),
    )
    answer.settle(changed())

    expect(
      await screen.findByRole('heading', { name: 'Email alterado com sucesso!' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Email alterado para ana.nova@example.com.')).toBeInTheDocument()
    const calls = callsTo(fetchMock, 'POST', '/accounts/confirm-email-change')
    expect(calls).toHaveLength(1)
    expect(calls[0]?.body).toEqual({ token: 'tok-email' })
    expect(calls[0]?.headers.Authorization).toBeUndefined()

    await userEvent.setup().click(screen.getByRole('link', { name: 'Ir para o login' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('renews an open session so it carries the new email, and leads to /perfil', async () => {
    setSession(makeSession({ email: 'ana@example.com' }))
    const fetchMock = stubApi({
      'POST /accounts/confirm-email-change': changed,
      'POST /accounts/refresh-token': () =>
        jsonResponse(makeLoginResponse({ email: 'ana.nova@example.com', refreshToken: 'r-2' })),
    })
    const { router } = renderApp('/confirmar-email/tok-email')
    expect(
      await screen.findByRole('heading', { name: 'Email alterado com sucesso!' }),
    ).toBeInTheDocument()
    await waitFor(() => expect(getSession()?.email).toBe('ana.nova@example.com'))
    expect(callsTo(fetchMock, 'POST', '/accounts/refresh-token')).toHaveLength(1)
    await userEvent.setup().click(screen.getByRole('link', { name: 'Ir para o perfil' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/perfil'))
  })

  it('shows the server message for a used or expired link', async () => {
    stubApi({
      'POST /accounts/confirm-email-change': () =>
        jsonResponse(
          { success: false, message: 'Link inválido ou expirado. Peça um novo.' },
          { status: 400 },
        ),
    })
    renderApp('/confirmar-email/velho')
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível alterar o email' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Link inválido ou expirado. Peça um novo.')
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login')
  })
})

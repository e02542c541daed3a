import { StrictMode } from 'react'
import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { type EmailChangeCheck } from '@bidfut/domain/contracts/profile'
import * as profile from '@bidfut/domain/endpoints/profile'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import { AppProviders } from '@/app/providers'
import { routes } from '@/app/router'
import { clearSession, getSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeLoginResponse, makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, deferred, stubApi, type ApiMock, reply, replyMessage } from '@/test/stub-api'

const CHECK = profile.checkEmailChange
const CONFIRM = profile.confirmEmailChange
const changed = replyMessage('Email alterado com sucesso!')
const checked = (state: EmailChangeCheck['state'] = 'valid', message = 'Link válido.') =>
  reply({
    success: true,
    state,
    message,
    newEmail: state === 'valid' ? 'ana.nova@example.com' : null,
  })

/** Lets the page settle as a mail scanner's browser would, then says what it posted. */
async function afterLoad(fetchMock: ApiMock) {
  expect(await screen.findByText('ana.nova@example.com')).toBeInTheDocument()
  await new Promise((resolve) => setTimeout(resolve, 100))
  return callsTo(fetchMock, profile.confirmEmailChange)
}

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe('confirmar-email page', () => {
  it('shows the new address and confirms only on the tap, even under StrictMode', async () => {
    const answer = deferred()
    const fetchMock = stubApi([
      [CHECK, checked()],
      [CONFIRM, answer.route],
    ])
    const router = createMemoryRouter(routes, { initialEntries: ['/confirmar-email/tok-email'] })
    render(
      <StrictMode>
        <AppProviders queryClient={new QueryClient()}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    )
    expect(await afterLoad(fetchMock)).toHaveLength(0)
    expect(screen.getByRole('heading', { name: 'Confirmar novo email' })).toBeInTheDocument()
    expect(screen.getByText('Seu email no Bidfut passará a ser:')).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Confirmar novo email' }))
    const busy = await screen.findByRole('button', { name: 'Confirmando seu novo email...' })
    expect(busy).toBeDisabled()
    await waitFor(() => expect(callsTo(fetchMock, profile.confirmEmailChange)).toHaveLength(1))
    answer.settle(changed)

    const heading = await screen.findByRole('heading', { name: 'Email alterado com sucesso!' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByRole('status')).toHaveTextContent('Use o novo endereço para entrar.')
    const calls = callsTo(fetchMock, profile.confirmEmailChange)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.body).toEqual({ token: 'tok-email' })
    expect(calls[0]?.headers.Authorization).toBeUndefined()

    await user.click(screen.getByRole('link', { name: 'Ir para o login' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('renews an open session so it carries the new email, and leads to /perfil', async () => {
    setSession(makeSession({ email: 'ana@example.com' }))
    const fetchMock = stubApi([
      [CHECK, checked()],
      [CONFIRM, changed],
      [
        accounts.refreshToken,
        reply(makeLoginResponse({ email: 'ana.nova@example.com', refreshToken: 'r-2' })),
      ],
    ])
    const { router } = renderApp('/confirmar-email/tok-email')
    expect(await afterLoad(fetchMock)).toHaveLength(0)
    expect(getSession()?.email).toBe('ana@example.com')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar novo email' }))
    expect(
      await screen.findByRole('heading', { name: 'Email alterado com sucesso!' }),
    ).toBeInTheDocument()
    await waitFor(() => expect(getSession()?.email).toBe('ana.nova@example.com'))
    expect(callsTo(fetchMock, accounts.refreshToken)).toHaveLength(1)
    await userEvent.setup().click(screen.getByRole('link', { name: 'Ir para o perfil' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/perfil'))
  })

  it.each([
    ['used', 'Este link já foi usado.', 'Se você já confirmou, o novo endereço já vale'],
    ['expired', 'Este link expirou.', 'altere o email outra vez em Meu Perfil'],
    ['unknown', 'Link inválido.', 'altere o email outra vez em Meu Perfil'],
  ] as const)('explains a link that is %s, with nothing to tap', async (state, message, detail) => {
    const fetchMock = stubApi([[CHECK, checked(state, message)]])
    renderApp('/confirmar-email/tok-email')
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível alterar o email' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('alert')).toHaveTextContent(detail)
    expect(screen.queryByRole('button', { name: 'Confirmar novo email' })).toBeNull()
    expect(callsTo(fetchMock, profile.confirmEmailChange)).toHaveLength(0)
  })

  it('shows the server message when the link stopped working before the tap', async () => {
    stubApi([
      [CHECK, checked()],
      [
        CONFIRM,
        reply(
          { success: false, message: 'Link inválido ou expirado. Peça um novo.' },
          { status: 400 },
        ),
      ],
    ])
    renderApp('/confirmar-email/tok-email')
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Confirmar novo email' }))
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível alterar o email' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Link inválido ou expirado. Peça um novo.')
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login')
  })
})

import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, getSession, markSessionReady } from '@/lib/session-store'
import { makeLoginResponse } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, deferred, refuse, reply, stubApi } from '@/test/stub-api'
import * as accounts from '@bidfut/domain/endpoints/accounts'

async function fillAndSubmit(email: string, password: string, keepLogged = false) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Senha'), password)
  if (keepLogged) await user.click(screen.getByLabelText('Lembrar de mim'))
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
}

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe('login page', () => {
  it('links to password recovery and registration', async () => {
    renderApp('/login')
    expect(await screen.findByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/esqueci-senha',
    )
    expect(screen.getByRole('link', { name: 'Registre-se' })).toHaveAttribute('href', '/registro')
  })

  it('shows the schema messages and does not call the server when fields are empty', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderApp('/login')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Entrar' }))
    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument()
    expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('stores the session, greets the user and opens the dashboard', async () => {
    const response = makeLoginResponse({ name: 'Ana Souza' })
    // Only the login answers; the dashboard's own calls are not this test's concern.
    const fetchMock = stubApi([[accounts.login, reply(response)]])
    const { router } = renderApp('/login')

    await fillAndSubmit(' ana@example.com ', 'segredo1', true)

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(callsTo(fetchMock, accounts.login)[0]).toMatchObject({
      body: { email: 'ana@example.com', password: 'segredo1', keepLogged: true },
    })
    expect(getSession()).toMatchObject({ companyPlayerId: 42, accessToken: response.accessToken })
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({
      companyPlayerId: 42,
      refreshTokenExpiresAt: response.refreshTokenExpiresAt,
    })
    expect(localStorage.getItem('accessToken')).toBe(response.accessToken)
    expect(await screen.findByText('Login realizado com sucesso!')).toBeInTheDocument()
    expect(screen.getByText('Bem-vindo, Ana Souza!')).toBeInTheDocument()
  })

  it('returns to the page the user first asked for', async () => {
    stubApi([[accounts.login, reply(makeLoginResponse())]])
    const { router } = renderApp('/historico')
    await fillAndSubmit('ana@example.com', 'segredo1')
    expect(await screen.findByRole('heading', { name: 'Histórico' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/historico')
  })

  it("shows 'Erro no login' with the server message and stays on the page", async () => {
    const fetchMock = stubApi([[accounts.login, refuse(401, 'Email ou senha inválidos.')]])
    const { router } = renderApp('/login')
    await fillAndSubmit('ana@example.com', 'errada')

    expect(await screen.findByText('Erro no login')).toBeInTheDocument()
    expect(screen.getByText('Email ou senha inválidos.')).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(router.state.location.pathname).toBe('/login')
    expect(getSession()).toBeNull()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled())
  })

  it('shows how long to wait when sign-ins are locked, sending the device cookie along', async () => {
    const message =
      'Muitas tentativas de login. Aguarde 45 minutos e tente novamente, ou use "Esqueci minha senha".'
    const tooMany = reply(
      { success: false, message },
      { status: 429, headers: { 'Retry-After': '2700' } },
    )
    const fetchMock = stubApi([[accounts.login, tooMany]])
    const { router } = renderApp('/login')
    await fillAndSubmit('ana@example.com', 'segredo1')

    expect(await screen.findByText('Erro no login')).toBeInTheDocument()
    expect(screen.getByText(message)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.credentials).toBe('same-origin')
  })

  it("falls back to 'Erro desconhecido'", async () => {
    // A 500 with no body at all: nothing the contract could check.
    stubApi([[accounts.login, () => new Response(null, { status: 500 })]])
    renderApp('/login')
    await fillAndSubmit('ana@example.com', 'segredo1')
    expect(await screen.findByText('Erro no login')).toBeInTheDocument()
    expect(screen.getByText('Erro desconhecido')).toBeInTheDocument()
  })

  it('disables the button while signing in', async () => {
    const answer = deferred()
    stubApi([[accounts.login, answer.route]])
    renderApp('/login')
    await fillAndSubmit('ana@example.com', 'segredo1')
    expect(await screen.findByRole('button', { name: 'Entrando...' })).toBeDisabled()
    answer.settle(reply(makeLoginResponse()))
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
  })
})

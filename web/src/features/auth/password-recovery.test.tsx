import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, markSessionReady } from '@/lib/session-store'
import { describeCall, jsonResponse, messageResponse } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn(() => Promise.resolve(response()))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe('esqueci-senha page', () => {
  it('requires the email and sends nothing without it', async () => {
    const fetchMock = stubFetch(() => messageResponse('Email enviado!'))
    renderApp('/esqueci-senha')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enviar link' }))
    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("asks the server for a reset link, says 'Email enviado!' and goes to /login", async () => {
    const fetchMock = stubFetch(() => messageResponse('Email enviado!'))
    const { router } = renderApp('/esqueci-senha')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com')
    await user.click(screen.getByRole('button', { name: 'Enviar link' }))
    expect(await screen.findByText('Email enviado!')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(describeCall(fetchMock.mock.calls[0] as unknown[])).toMatchObject({
      url: '/v1/accounts/forgot-password',
      method: 'POST',
      body: { email: 'ana@example.com' },
    })
  })
})

/** A reset link the server judges `state`; every other call answers `response`. */
function stubResetApi(state: string, response: () => Response) {
  const fetchMock = vi.fn((input: string, init: RequestInit = {}) => {
    if (
      String(input).startsWith('/v1/accounts/reset-password/') &&
      (init.method ?? 'GET') === 'GET'
    ) {
      return Promise.resolve(jsonResponse({ success: true, state, message: state }))
    }
    return Promise.resolve(response())
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const postedCalls = (fetchMock: ReturnType<typeof stubResetApi>) =>
  fetchMock.mock.calls
    .map((call) => describeCall(call as unknown[]))
    .filter((call) => call.method === 'POST')

describe('redefinir-senha page', () => {
  it('checks the link first, without using it up', async () => {
    const fetchMock = stubResetApi('valid', () => messageResponse('ok'))
    renderApp('/redefinir-senha/tok9')
    expect(await screen.findByLabelText('Nova senha')).toBeInTheDocument()
    expect(describeCall(fetchMock.mock.calls[0] as unknown[])).toMatchObject({
      url: '/v1/accounts/reset-password/tok9',
      method: 'GET',
    })
    expect(postedCalls(fetchMock)).toHaveLength(0)
  })

  it.each([
    ['used', 'Este link já foi usado'],
    ['expired', 'Este link expirou'],
    ['unknown', 'Link inválido'],
  ])(
    'shows why the %s link does not work, and offers a new one instead of the form',
    async (state, title) => {
      stubResetApi(state, () => messageResponse('ok'))
      renderApp('/redefinir-senha/velho')
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
        'href',
        '/esqueci-senha',
      )
      expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument()
    },
  )

  it('treats a token the server cannot read as an invalid link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          jsonResponse({ success: false, message: 'Token inválido' }, { status: 400 }),
        ),
      ),
    )
    renderApp('/redefinir-senha/x')
    expect(await screen.findByRole('heading', { name: 'Link inválido' })).toBeInTheDocument()
  })

  it('offers to try again when the check itself fails', async () => {
    let fail = true
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          fail
            ? jsonResponse({ success: false, message: 'Erro do servidor' }, { status: 503 })
            : jsonResponse({ success: true, state: 'valid', message: 'ok' }),
        ),
      ),
    )
    renderApp('/redefinir-senha/tok9')
    expect(await screen.findByText('Não foi possível verificar o link')).toBeInTheDocument()
    fail = false
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByLabelText('Nova senha')).toBeInTheDocument()
  })

  it('checks length and confirmation before calling the server', async () => {
    const fetchMock = stubResetApi('valid', () => messageResponse('ok'))
    renderApp('/redefinir-senha/tok9')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Nova senha'), 'abc')
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'abd')
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }))
    expect(await screen.findByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument()
    expect(screen.getByText('As senhas não conferem')).toBeInTheDocument()
    expect(postedCalls(fetchMock)).toHaveLength(0)
  })

  it('sets the new password and goes to /login', async () => {
    const fetchMock = stubResetApi('valid', () => messageResponse('Senha redefinida com sucesso!'))
    const { router } = renderApp('/redefinir-senha/tok9')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Nova senha'), 'novaSenha1')
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'novaSenha1')
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }))
    expect(await screen.findByText('Senha redefinida com sucesso!')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(postedCalls(fetchMock)[0]!.body).toEqual({
      token: 'tok9',
      newPassword: 'novaSenha1',
      confirmNewPassword: 'novaSenha1',
    })
  })

  it('explains a link used up after the check and offers a new one', async () => {
    stubResetApi('valid', () =>
      jsonResponse(
        { success: false, message: 'Link inválido ou expirado. Peça um novo.' },
        { status: 400 },
      ),
    )
    renderApp('/redefinir-senha/velho')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Nova senha'), 'novaSenha1')
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'novaSenha1')
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }))
    expect(await screen.findAllByText('Link inválido ou expirado. Peça um novo.')).not.toHaveLength(
      0,
    )
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/esqueci-senha',
    )
  })
})

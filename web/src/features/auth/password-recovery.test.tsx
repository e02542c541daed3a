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

describe('redefinir-senha page', () => {
  it('checks length and confirmation before calling the server', async () => {
    const fetchMock = stubFetch(() => messageResponse('ok'))
    renderApp('/redefinir-senha/tok9')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Nova senha'), 'abc')
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'abd')
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }))
    expect(await screen.findByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument()
    expect(screen.getByText('As senhas não conferem')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sets the new password and goes to /login', async () => {
    const fetchMock = stubFetch(() => messageResponse('Senha redefinida com sucesso!'))
    const { router } = renderApp('/redefinir-senha/tok9')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Nova senha'), 'novaSenha1')
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'novaSenha1')
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }))
    expect(await screen.findByText('Senha redefinida com sucesso!')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(describeCall(fetchMock.mock.calls[0] as unknown[]).body).toEqual({
      token: 'tok9',
      newPassword: 'novaSenha1',
      confirmNewPassword: 'novaSenha1',
    })
  })

  it('explains a used or expired link and offers a new one', async () => {
    stubFetch(() =>
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

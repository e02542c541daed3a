import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearSession, markSessionReady } from '@/lib/session-store'
import * as passwordReset from '@bidfut/domain/endpoints/password-reset'
import { renderApp } from '@/test/render-app'
import { callsTo, refuse, reply, replyMessage, stubApi, type Handler } from '@/test/stub-api'

const emailSent = () => stubApi([[passwordReset.forgotPassword, replyMessage('Email enviado!')]])

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe('esqueci-senha page', () => {
  it('requires the email and sends nothing without it', async () => {
    const fetchMock = emailSent()
    renderApp('/esqueci-senha')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enviar link' }))
    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("asks the server for a reset link, says 'Email enviado!' and goes to /login", async () => {
    const fetchMock = emailSent()
    const { router } = renderApp('/esqueci-senha')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com')
    await user.click(screen.getByRole('button', { name: 'Enviar link' }))
    expect(await screen.findByText('Email enviado!')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(callsTo(fetchMock, passwordReset.forgotPassword)[0]).toMatchObject({
      body: { email: 'ana@example.com' },
    })
  })
})

/** A reset link the server judges `state`; setting the password answers `reset`. */
const stubResetApi = (state: string, reset: Handler) =>
  stubApi([
    [passwordReset.checkResetLink, reply({ success: true, state, message: state })],
    [passwordReset.resetPassword, reset],
  ])

const postedCalls = (fetchMock: ReturnType<typeof stubResetApi>) =>
  callsTo(fetchMock, passwordReset.resetPassword)

describe('redefinir-senha page', () => {
  it('checks the link first, without using it up', async () => {
    const fetchMock = stubResetApi('valid', replyMessage('ok'))
    renderApp('/redefinir-senha/tok9')
    expect(await screen.findByLabelText('Nova senha')).toBeInTheDocument()
    expect(callsTo(fetchMock, passwordReset.checkResetLink)[0]?.params).toEqual({ token: 'tok9' })
    expect(postedCalls(fetchMock)).toHaveLength(0)
  })

  it.each([
    ['used', 'Este link já foi usado'],
    ['expired', 'Este link expirou'],
    ['unknown', 'Link inválido'],
  ])(
    'shows why the %s link does not work, and offers a new one instead of the form',
    async (state, title) => {
      stubResetApi(state, replyMessage('ok'))
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
    stubApi([[passwordReset.checkResetLink, refuse(400, 'Token inválido')]])
    renderApp('/redefinir-senha/x')
    expect(await screen.findByRole('heading', { name: 'Link inválido' })).toBeInTheDocument()
  })

  it('offers to try again when the check itself fails', async () => {
    let fail = true
    const valid = reply({ success: true, state: 'valid', message: 'ok' })
    stubApi([
      [
        passwordReset.checkResetLink,
        (call) => (fail ? refuse(503, 'Erro do servidor') : valid)(call),
      ],
    ])
    renderApp('/redefinir-senha/tok9')
    expect(await screen.findByText('Não foi possível verificar o link')).toBeInTheDocument()
    fail = false
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByLabelText('Nova senha')).toBeInTheDocument()
  })

  it('checks length and confirmation before calling the server', async () => {
    const fetchMock = stubResetApi('valid', replyMessage('ok'))
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
    const fetchMock = stubResetApi('valid', replyMessage('Senha redefinida com sucesso!'))
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
    stubResetApi('valid', refuse(400, 'Link inválido ou expirado. Peça um novo.'))
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

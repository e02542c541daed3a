import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { activationDataSchema } from '@bidfut/domain/contracts/profile'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import * as activation from '@bidfut/domain/endpoints/activation'
import { clearSession, markSessionReady } from '@/lib/session-store'
import { renderApp } from '@/test/render-app'
import {
  reply,
  replyMessage,
  stubApi,
  type Route,
  callsTo,
  refuse,
  type Handler,
} from '@/test/stub-api'

const data = activationDataSchema.parse({
  success: true,
  message: 'Token válido.',
  playerId: 101,
  companyPlayerId: 1,
  fullName: 'Carlos Eduardo',
  email: 'cadu@example.com',
  birthDate: '1990-05-20T00:00:00',
  phone: '11987654321',
  favoriteTeam: null,
  nickname: 'Cadu',
  playerPosition: 'striker',
  photoUrl: null,
})

const validToken: Route[] = [[activation.validateActivationToken, reply(data)]]

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe('activate-user page', () => {
  it("shows 'Erro na Ativação' with the server message and a way to the login", async () => {
    stubApi([
      [
        activation.validateActivationToken,
        reply({ success: false, message: 'Token inválido' }, { status: 400 }),
      ],
    ])
    const { router } = renderApp('/activate-user/velho')
    expect(await screen.findByRole('heading', { name: 'Erro na Ativação' })).toBeInTheDocument()
    expect(screen.getByText('Token inválido')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('link', { name: 'Ir para o login' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it("says 'Erro ao validar token' when the server fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubApi([
      [
        activation.validateActivationToken,
        reply(
          { success: false, message: 'Erro interno do servidor. Tente novamente mais tarde.' },
          { status: 500 },
        ),
      ],
    ])
    renderApp('/activate-user/tok123')
    expect(await screen.findByRole('heading', { name: 'Erro na Ativação' })).toBeInTheDocument()
    expect(screen.getByText('Erro ao validar token')).toBeInTheDocument()
  })

  it('waits for a server out of reach, saying so, then shows the form', async () => {
    const api = stubApi(validToken)
    api.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    renderApp('/activate-user/tok123')
    expect(
      await screen.findByText('Sem conexão com o servidor. Tentando de novo…'),
    ).toBeInTheDocument()
    expect(screen.getByText('Validando link de ativação...')).toBeInTheDocument()
    expect(await screen.findByLabelText('Nome completo')).toHaveValue('Carlos Eduardo')
    expect(screen.queryByText('Erro ao validar token')).toBeNull()
  })

  it('shows a validating state, then the form filled with the stored data', async () => {
    stubApi(validToken)
    renderApp('/activate-user/tok123')
    expect(await screen.findByText('Validando link de ativação...')).toBeInTheDocument()
    expect(await screen.findByLabelText('Nome completo')).toHaveValue('Carlos Eduardo')
    expect(screen.getByLabelText('Email')).toHaveValue('cadu@example.com')
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321')
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('1990-05-20')
    expect(screen.getByLabelText('Apelido')).toHaveValue('Cadu')
    expect(screen.getByLabelText('Posição')).toHaveValue('striker')
    // Without a session the club list is refused: a text field takes its place.
    await waitFor(() => expect(screen.getByLabelText('Time do coração').tagName).toBe('INPUT'))
    const privacy = screen.getByRole('link', { name: /^Política de Privacidade/ })
    expect(privacy).toHaveAttribute('href', '/privacy')
    expect(privacy).toHaveAttribute('target', '_blank')
  })

  it('shows each field error and clears it as soon as that field is edited', async () => {
    const fetchMock = stubApi(validToken)
    renderApp('/activate-user/tok123')
    const user = userEvent.setup()
    await user.clear(await screen.findByLabelText('Nome completo'))
    await user.clear(screen.getByLabelText('Email'))
    await user.clear(screen.getByLabelText('Telefone'))
    await user.clear(screen.getByLabelText('Data de nascimento'))
    await user.selectOptions(screen.getByLabelText('Posição'), 'Selecione')
    await user.click(screen.getByRole('button', { name: 'Ativar conta' }))

    expect(await screen.findByText('Nome completo é obrigatório')).toBeInTheDocument()
    expect(screen.getByText('Email é obrigatório')).toBeInTheDocument()
    expect(screen.getByText('Telefone é obrigatório')).toBeInTheDocument()
    expect(screen.getByText('Data de nascimento é obrigatória')).toBeInTheDocument()
    expect(screen.getByText('Posição é obrigatória')).toBeInTheDocument()
    expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument()
    expect(screen.getByText('Confirmação de senha é obrigatória')).toBeInTheDocument()
    expect(screen.getByLabelText('Nome completo')).toHaveAttribute('aria-invalid', 'true')

    await user.type(screen.getByLabelText('Nome completo'), 'C')
    expect(screen.queryByText('Nome completo é obrigatório')).toBeNull()
    expect(screen.getByText('Email é obrigatório')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Telefone'), '1')
    expect(screen.queryByText('Telefone é obrigatório')).toBeNull()
    await user.type(screen.getByLabelText('Nova senha'), 'a')
    // Cleared on edit even though 'a' is still too short; checked again on the next submit.
    expect(screen.queryByText('Senha é obrigatória')).toBeNull()
    expect(screen.queryByText('Senha deve ter pelo menos 6 caracteres')).toBeNull()

    await user.type(screen.getByLabelText('Email'), 'cadu@')
    await user.type(screen.getByLabelText('Confirmar senha'), 'b')
    await user.click(screen.getByRole('button', { name: 'Ativar conta' }))
    expect(await screen.findByText('Email inválido')).toBeInTheDocument()
    expect(screen.getByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument()
    expect(screen.getByText('As senhas não conferem')).toBeInTheDocument()
    expect(callsTo(fetchMock, activation.activateAccount)).toHaveLength(0)
  })

  it('sends the form and says the account comes from the link emailed to the address', async () => {
    const sentMessage = 'Enviamos um link para cadu@example.com para concluir a ativação.'
    const fetchMock = stubApi([
      ...validToken,
      [activation.activateAccount, replyMessage(sentMessage)],
    ])
    const { router } = renderApp('/activate-user/tok123')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Nova senha'), 'segredo1')
    await user.type(screen.getByLabelText('Confirmar senha'), 'segredo1')
    await user.click(screen.getByRole('button', { name: 'Ativar conta' }))

    expect(await screen.findByRole('heading', { name: 'Confira o seu email' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(sentMessage)
    const [call] = callsTo(fetchMock, activation.activateAccount)
    expect(call?.body).toEqual({
      token: 'tok123',
      fullName: 'Carlos Eduardo',
      email: 'cadu@example.com',
      birthDate: '1990-05-20T00:00:00',
      phone: '(11) 98765-4321',
      favoriteTeam: null,
      nickname: 'Cadu',
      playerPosition: 'striker',
      newPassword: 'segredo1',
      confirmNewPassword: 'segredo1',
    })
    expect(call?.headers.Authorization).toBeUndefined()
    // Nothing was created yet: the page stays, with no way to a login that could not work.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(router.state.location.pathname).toBe('/activate-user/tok123')
  })

  it('refuses a link in the name before sending anything', async () => {
    const fetchMock = stubApi(validToken)
    renderApp('/activate-user/tok123')
    const user = userEvent.setup()
    await user.clear(await screen.findByLabelText('Nome completo'))
    await user.type(screen.getByLabelText('Nome completo'), 'Carlos bit.ly/premio')
    await user.type(screen.getByLabelText('Nova senha'), 'segredo1')
    await user.type(screen.getByLabelText('Confirmar senha'), 'segredo1')
    await user.click(screen.getByRole('button', { name: 'Ativar conta' }))
    expect(await screen.findByText('Não use links neste campo.')).toBeInTheDocument()
    expect(callsTo(fetchMock, activation.activateAccount)).toHaveLength(0)
  })

  it("toasts 'Erro ao ativar conta' with the server message", async () => {
    stubApi([
      ...validToken,
      [
        activation.activateAccount,
        reply(
          { success: false, message: 'Link inválido ou expirado. Peça um novo.' },
          { status: 400 },
        ),
      ],
    ])
    renderApp('/activate-user/tok123')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Nova senha'), 'segredo1')
    await user.type(screen.getByLabelText('Confirmar senha'), 'segredo1')
    await user.click(screen.getByRole('button', { name: 'Ativar conta' }))
    expect(await screen.findByText('Erro ao ativar conta')).toBeInTheDocument()
    expect(screen.getByText('Link inválido ou expirado. Peça um novo.')).toBeInTheDocument()
  })
})

describe('activate-user page, with an account the person already has', () => {
  const joinRoute: Handler = (call) =>
    ((call.body as { password: string }).password === 'senha-da-conta'
      ? replyMessage('Pronto! Você entrou na pelada.')
      : refuse(401, 'Email ou senha inválidos.'))(call)

  it('asks for that account’s password and joins the group with it', async () => {
    const fetchMock = stubApi([...validToken, [activation.joinFromToken, joinRoute]])
    const { router } = renderApp('/activate-user/tok123')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Entrar com minha conta' }))

    expect(
      await screen.findByRole('heading', { name: 'Entrar com minha conta' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Ativar conta' })).toBeNull()
    // Prefilled with the email the organiser typed, and still editable.
    const email = screen.getByRole('textbox', { name: 'Email' })
    expect(email).toHaveValue('cadu@example.com')
    expect(email).not.toHaveAttribute('readonly')
    expect(screen.getByLabelText('Senha da sua conta')).toHaveFocus()
    await user.clear(email)
    await user.type(email, 'cadu.conta@example.com')

    await user.click(screen.getByRole('button', { name: 'Entrar com minha conta' }))
    expect(await screen.findByText('Senha é obrigatória')).toBeInTheDocument()
    expect(callsTo(fetchMock, activation.joinFromToken).length > 0).toBe(false)

    await user.type(screen.getByLabelText('Senha da sua conta'), 'errada')
    await user.click(screen.getByRole('button', { name: 'Entrar com minha conta' }))
    // The toast and the alert above the form both say it.
    await waitFor(() => expect(screen.getAllByText('Não foi possível entrar')).toHaveLength(2))
    expect(screen.getAllByText('Email ou senha inválidos.')).toHaveLength(2)
    // A wrong password on this public page never ends up asking to renew a session.
    expect(callsTo(fetchMock, accounts.refreshToken)).toHaveLength(0)

    await user.clear(screen.getByLabelText('Senha da sua conta'))
    await user.type(screen.getByLabelText('Senha da sua conta'), 'senha-da-conta')
    await user.click(screen.getByRole('button', { name: 'Entrar com minha conta' }))
    expect(
      await screen.findByRole('heading', { name: 'Pronto! Você já pode entrar com sua conta.' }),
    ).toBeInTheDocument()
    const joins = callsTo(fetchMock, activation.joinFromToken)
    expect(joins.at(-1)?.body).toEqual({
      token: 'tok123',
      email: 'cadu.conta@example.com',
      password: 'senha-da-conta',
    })
    expect(joins.at(-1)?.headers.Authorization).toBeUndefined()

    await user.click(screen.getByRole('link', { name: 'Ir para o login' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('opens on the password form from the link emailed to an existing account', async () => {
    stubApi(validToken)
    renderApp('/activate-user/tok123?conta=existente')
    expect(
      await screen.findByRole('heading', { name: 'Entrar com minha conta' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Este link aceita poucas tentativas/)).toBeInTheDocument()
  })

  it('goes back to the activation form with what was typed', async () => {
    stubApi(validToken)
    renderApp('/activate-user/tok123')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Nova senha'), 'segredo1')
    await user.click(screen.getByRole('button', { name: 'Entrar com minha conta' }))
    await user.click(await screen.findByRole('button', { name: 'Voltar ao cadastro' }))
    expect(screen.getByRole('heading', { name: 'Ativar conta' })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Entrar com minha conta' })).toBeNull()
    expect(screen.getByLabelText('Nova senha')).toHaveValue('segredo1')
  })
})

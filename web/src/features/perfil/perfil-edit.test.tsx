import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { profileSchema } from '@bidfut/domain/contracts/accounts'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import * as helpers from '@bidfut/domain/endpoints/helpers'
import * as profileApi from '@bidfut/domain/endpoints/profile'
import * as uploads from '@bidfut/domain/endpoints/uploads'
import { clearSession, getSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeLoginResponse, makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import {
  reply,
  replyMessage,
  stubApi,
  callsTo,
  type Route,
  refuse,
  type Handler,
} from '@/test/stub-api'

const profile = profileSchema.parse({
  fullName: 'Ana Maria Souza',
  nickname: 'Aninha',
  phone: '(11) 98765-4321',
  birthDate: '1994-03-09T00:00:00',
  favoriteTeam: 'Palmeiras',
  email: 'ana@example.com',
  playerPosition: 'midfielder',
  photoUrl: null,
  hasPassword: true,
})

const baseRoutes: Route[] = [
  [accounts.getProfile, reply(profile)],
  [
    helpers.brazilianTeams,
    reply([
      { slug: 'palmeiras', name: 'Palmeiras' },
      { slug: 'santos', name: 'Santos' },
    ]),
  ],
]

async function openEditor() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Editar' }))
  return user
}

beforeEach(() => {
  clearSession()
  setSession(makeSession({ name: 'Ana Maria Souza' }))
  markSessionReady()
})

describe('perfil page, edit mode', () => {
  it('switches between view and edit; the nickname stays read-only', async () => {
    stubApi(baseRoutes)
    renderApp('/perfil')
    const user = await openEditor()
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Ana Maria Souza')
    expect(screen.getByLabelText('Apelido')).toHaveAttribute('readonly')
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321')
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('1994-03-09')
    expect(screen.getByLabelText('Posição')).toHaveValue('midfielder')
    expect(await screen.findByRole('option', { name: 'Santos' })).toBeInTheDocument()
    expect(screen.getByLabelText('Time do coração')).toHaveValue('Palmeiras')
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com')
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(await screen.findByRole('button', { name: 'Editar' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('applies the password-change rules with their titles and sends nothing', async () => {
    const fetchMock = stubApi(baseRoutes)
    renderApp('/perfil')
    const user = await openEditor()

    await user.type(screen.getByLabelText('Nova senha'), 'nova123')
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova123')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Senha atual obrigatória')).toBeInTheDocument()
    expect(
      screen.getAllByText('Para alterar a senha, informe sua senha atual.').length,
    ).toBeGreaterThan(0)

    await user.type(screen.getByLabelText('Senha atual'), 'antiga1')
    await user.clear(screen.getByLabelText('Confirmar nova senha'))
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'outra123')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Senhas não conferem')).toBeInTheDocument()
    expect(
      screen.getAllByText('A nova senha e a confirmação devem ser iguais.').length,
    ).toBeGreaterThan(0)

    await user.clear(screen.getByLabelText('Nova senha'))
    await user.type(screen.getByLabelText('Nova senha'), 'abc')
    await user.clear(screen.getByLabelText('Confirmar nova senha'))
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'abc')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Senha muito curta')).toBeInTheDocument()
    expect(
      screen.getAllByText('A nova senha deve ter pelo menos 6 caracteres.').length,
    ).toBeGreaterThan(0)

    expect(callsTo(fetchMock, profileApi.updateProfile)).toHaveLength(0)
  })

  it('saves the profile, then renews the token so the session has the new name', async () => {
    const fetchMock = stubApi([
      ...baseRoutes,
      [profileApi.updateProfile, replyMessage('Perfil atualizado!')],
      [
        accounts.refreshToken,
        reply(makeLoginResponse({ name: 'Ana Maria Lima', refreshToken: 'refresh-2' })),
      ],
    ])
    renderApp('/perfil')
    const user = await openEditor()
    await user.clear(screen.getByLabelText('Nome completo'))
    await user.type(screen.getByLabelText('Nome completo'), 'Ana Maria Lima')
    await user.clear(screen.getByLabelText('Telefone'))
    await user.type(screen.getByLabelText('Telefone'), '21912345678')
    await user.type(screen.getByLabelText('Senha atual'), 'antiga1')
    await user.type(screen.getByLabelText('Nova senha'), 'nova1234')
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova1234')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))

    expect(await screen.findByText('Perfil atualizado!')).toBeInTheDocument()
    expect(callsTo(fetchMock, profileApi.updateProfile)[0]?.body).toEqual({
      fullName: 'Ana Maria Lima',
      email: 'ana@example.com',
      phone: '(21) 91234-5678',
      birthDate: '1994-03-09T00:00:00',
      favoriteTeam: 'Palmeiras',
      playerPosition: 'midfielder',
      nickname: 'Aninha',
      password: 'antiga1',
      newPassword: 'nova1234',
      confirmNewPassword: 'nova1234',
    })
    await waitFor(() => expect(getSession()?.name).toBe('Ana Maria Lima'))
    expect(getSession()?.refreshToken).toBe('refresh-2')
    expect(callsTo(fetchMock, accounts.refreshToken)).toHaveLength(1)
    expect(await screen.findByRole('button', { name: 'Editar' })).toBeInTheDocument()
  })

  it("shows 'Erro ao atualizar perfil' with the server message", async () => {
    stubApi([
      ...baseRoutes,
      [
        profileApi.updateProfile,
        reply(
          {
            success: false,
            message: 'Senha atual incorreta.',
            errors: { password: 'Senha atual incorreta.' },
          },
          { status: 400 },
        ),
      ],
    ])
    renderApp('/perfil')
    const user = await openEditor()
    await user.type(screen.getByLabelText('Senha atual'), 'errada1')
    await user.type(screen.getByLabelText('Nova senha'), 'nova1234')
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova1234')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Erro ao atualizar perfil')).toBeInTheDocument()
    expect(screen.getByLabelText('Senha atual')).toHaveAttribute('aria-invalid', 'true')
  })
})

describe('perfil page, email change', () => {
  const hint =
    'Para alterar o email, confirme com sua senha atual. Enviaremos um link para o novo endereço.'
  const sentMessage =
    'Perfil atualizado! Enviamos um link de confirmação para ana.nova@example.com.'

  async function typeNewEmail(user: ReturnType<typeof userEvent.setup>) {
    await user.clear(screen.getByLabelText('Email'))
    await user.type(screen.getByLabelText('Email'), 'ana.nova@example.com')
  }

  it('asks for the current password beside the new email before calling the server', async () => {
    const fetchMock = stubApi(baseRoutes)
    renderApp('/perfil')
    const user = await openEditor()
    expect(screen.queryByText(hint)).toBeNull()
    const passwordBox = screen.getByRole('group', { name: 'Alterar senha' })
    expect(within(passwordBox).getByLabelText('Senha atual')).toBeInTheDocument()

    await typeNewEmail(user)
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(hint)
    // The one 'Senha atual' field now sits under the email, outside 'Alterar senha'.
    expect(within(passwordBox).queryByLabelText('Senha atual')).toBeNull()
    expect(screen.getAllByLabelText('Senha atual')).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Senha atual obrigatória')).toBeInTheDocument()
    expect(
      screen.getAllByText('Para alterar o email, informe sua senha atual.').length,
    ).toBeGreaterThan(0)
    expect(screen.getByLabelText('Senha atual')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Senha atual')).toHaveFocus()
    expect(callsTo(fetchMock, profileApi.updateProfile)).toHaveLength(0)

    // Typing the old address back (in any case) is no change at all.
    await user.clear(screen.getByLabelText('Email'))
    await user.type(screen.getByLabelText('Email'), 'ANA@example.com')
    expect(screen.queryByText(hint)).toBeNull()
  })

  it("sends the change and keeps the server's confirmation message in view", async () => {
    const fetchMock = stubApi([
      ...baseRoutes,
      [profileApi.updateProfile, replyMessage(sentMessage)],
      [accounts.refreshToken, reply(makeLoginResponse())],
    ])
    renderApp('/perfil')
    const user = await openEditor()
    await typeNewEmail(user)
    await user.type(screen.getByLabelText('Senha atual'), 'segredo1')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))

    // The toast and the notice on the page.
    await waitFor(() => expect(screen.getAllByText(sentMessage)).toHaveLength(2))
    expect(callsTo(fetchMock, profileApi.updateProfile)[0]?.body).toMatchObject({
      email: 'ana.nova@example.com',
      password: 'segredo1',
      newPassword: null,
    })
    const notice = screen
      .getAllByRole('status')
      .find((element) => element.textContent?.includes('Confirme seu novo email'))
    expect(notice).toHaveTextContent('Seu email só muda quando você abrir o link.')
    // Until the link is opened the profile keeps the current address.
    expect(screen.getAllByText('ana@example.com').length).toBeGreaterThan(0)

    await user.click(screen.getByRole('button', { name: 'Editar' }))
    expect(screen.queryByText('Confirme seu novo email')).toBeNull()
  })

  it('marks a wrong current password under the field', async () => {
    stubApi([
      ...baseRoutes,
      [
        profileApi.updateProfile,
        reply(
          {
            success: false,
            message: 'Senha atual incorreta.',
            errors: { password: 'Senha atual incorreta.' },
          },
          { status: 400 },
        ),
      ],
    ])
    renderApp('/perfil')
    const user = await openEditor()
    await typeNewEmail(user)
    await user.type(screen.getByLabelText('Senha atual'), 'errada1')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Erro ao atualizar perfil')).toBeInTheDocument()
    expect(screen.getByLabelText('Senha atual')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Senha atual')).toHaveAccessibleDescription(
      'Senha atual incorreta.',
    )
    expect(screen.getByText(hint)).toBeInTheDocument()
  })

  it('marks an email that belongs to another account', async () => {
    stubApi([
      ...baseRoutes,
      [
        profileApi.updateProfile,
        reply({ success: false, message: 'Este email já está cadastrado.' }, { status: 409 }),
      ],
    ])
    renderApp('/perfil')
    const user = await openEditor()
    await typeNewEmail(user)
    await user.type(screen.getByLabelText('Senha atual'), 'segredo1')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Erro ao atualizar perfil')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      `${hint} Este email já está cadastrado.`,
    )
  })
})

describe('perfil page, photo upload', () => {
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' })

  it('refuses files that are not images or are 5 MB or more, without calling the server', async () => {
    const fetchMock = stubApi(baseRoutes)
    renderApp('/perfil')
    const user = userEvent.setup({ applyAccept: false })
    const input = await screen.findByLabelText('Escolher foto de perfil')
    await user.upload(input, new File(['olá'], 'nota.txt', { type: 'text/plain' }))
    expect(await screen.findByText('Tipo de arquivo inválido')).toBeInTheDocument()

    const big = new File([new Uint8Array(5 * 1024 * 1024)], 'grande.png', { type: 'image/png' })
    await user.upload(input, big)
    expect(await screen.findByText('Arquivo muito grande')).toBeInTheDocument()
    expect(callsTo(fetchMock, uploads.uploadProfilePhoto)).toHaveLength(0)
  })

  it('uploads the photo as imageFile and shows it', async () => {
    const fetchMock = stubApi([
      ...baseRoutes,
      [
        uploads.uploadProfilePhoto,
        reply({
          success: true,
          photoUrl: '/uploads/abc.webp',
          message: 'Foto atualizada!',
        }),
      ],
    ])
    renderApp('/perfil')
    const user = userEvent.setup()
    await user.upload(await screen.findByLabelText('Escolher foto de perfil'), png())
    expect(await screen.findByText('Foto atualizada!')).toBeInTheDocument()
    const [call] = callsTo(fetchMock, uploads.uploadProfilePhoto)
    expect(call?.body).toBeInstanceOf(FormData)
    expect((call?.body as FormData).get('imageFile')).toBeInstanceOf(File)
    expect(call?.headers['Content-Type']).toBeUndefined()
    expect(getSession()?.photoUrl).toBe('/uploads/abc.webp')
  })

  it.each<[string, Handler, string]>([
    [
      // Deliberately outside the contract: what a proxy's page or an old server would answer.
      'a body outside its contract',
      () => new Response(JSON.stringify({ photoUrl: '/x.webp' }), { status: 200 }),
      'Formato de resposta inválido do servidor',
    ],
    ['a refusal', refuse(415, 'Tipo de arquivo inválido'), 'Tipo de arquivo inválido'],
  ])('reports %s', async (_name, answer, message) => {
    stubApi([...baseRoutes, [uploads.uploadProfilePhoto, answer]])
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderApp('/perfil')
    await userEvent.setup().upload(await screen.findByLabelText('Escolher foto de perfil'), png())
    const toast = (await screen.findByText('Erro ao fazer upload da imagem')).closest('li')!
    expect(within(toast).getByText(message)).toBeInTheDocument()
  })

  it('removes the photo: the initial shows again, here and in the session', async () => {
    setSession({ ...getSession()!, photoUrl: '/uploads/abc.webp' })
    const fetchMock = stubApi([
      ...baseRoutes,
      [accounts.getProfile, reply({ ...profile, photoUrl: '/uploads/abc.webp' })],
      [uploads.removeProfilePhoto, replyMessage('Foto removida.')],
    ])
    renderApp('/perfil')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remover foto' }))
    expect(await screen.findByText('Foto removida.')).toBeInTheDocument()
    expect(callsTo(fetchMock, uploads.removeProfilePhoto)).toHaveLength(1)
    expect(getSession()?.photoUrl).toBeNull()
    expect(screen.queryByRole('button', { name: 'Remover foto' })).not.toBeInTheDocument()
  })

  it('offers no removal without a photo', async () => {
    stubApi(baseRoutes)
    renderApp('/perfil')
    expect(await screen.findByRole('button', { name: 'Alterar foto' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Remover foto' })).not.toBeInTheDocument()
  })

  it("reports 'Resposta inválida do servidor' for a body that is not JSON", async () => {
    stubApi([
      ...baseRoutes,
      [uploads.uploadProfilePhoto, () => new Response('<html>', { status: 200 })],
    ])
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderApp('/perfil')
    await userEvent.setup().upload(await screen.findByLabelText('Escolher foto de perfil'), png())
    expect(await screen.findByText('Resposta inválida do servidor')).toBeInTheDocument()
  })

  it("shows 'Sessão expirada' and ends on /login when the session is gone", async () => {
    const unauthorized = reply({ success: false, message: 'Não autorizado' }, { status: 401 })
    stubApi([
      ...baseRoutes,
      [uploads.uploadProfilePhoto, unauthorized],
      [accounts.refreshToken, unauthorized],
    ])
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { router } = renderApp('/perfil')
    await userEvent.setup().upload(await screen.findByLabelText('Escolher foto de perfil'), png())
    expect(await screen.findByText('Sessão expirada')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })
})

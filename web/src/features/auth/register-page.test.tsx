import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { TEXT_MAX } from '@bidfut/domain/contracts/text'
import * as joining from '@bidfut/domain/endpoints/joining'
import * as registration from '@bidfut/domain/endpoints/registration'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, reply, replyMessage, stubApi, type ApiMock, type Route } from '@/test/stub-api'

const registerCalls = (fetchMock: ApiMock) => callsTo(fetchMock, registration.register)

const SENT = 'Enviamos um link para o seu email para concluir o cadastro.'
const registered: Route[] = [[registration.register, replyMessage(SENT)]]

async function fillPerson(user: ReturnType<typeof userEvent.setup>, confirm = 'segredo1') {
  await user.type(screen.getByLabelText('Nome completo'), 'Bruno Alves')
  await user.type(screen.getByLabelText('Email'), 'bruno@example.com')
  await user.type(screen.getByLabelText('Telefone'), '11955554444')
  await user.selectOptions(screen.getByLabelText('Posição favorita'), 'Meia')
  await user.type(screen.getByLabelText('Senha'), 'segredo1')
  await user.type(screen.getByLabelText('Confirmar senha'), confirm)
}

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe('registro page', () => {
  it('limits every text field to what the server takes', async () => {
    stubApi([])
    renderApp('/registro')
    const limits = {
      'Nome da pelada': TEXT_MAX.groupName,
      'Nome completo': TEXT_MAX.fullName,
      Email: TEXT_MAX.email,
      Senha: TEXT_MAX.password,
      'Confirmar senha': TEXT_MAX.password,
    }
    await screen.findByLabelText('Nome completo')
    for (const [label, max] of Object.entries(limits)) {
      expect(screen.getByLabelText(label)).toHaveAttribute('maxLength', String(max))
    }
  })

  it('lists the five positions with their labels and links to the login', async () => {
    stubApi([])
    renderApp('/registro')
    const select = await screen.findByLabelText('Posição favorita')
    const options = [...(select as HTMLSelectElement).options].map((o) => [o.value, o.text])
    expect(options).toEqual([
      ['', 'Selecione'],
      ['goleiro', 'Goleiro'],
      ['zagueiro', 'Zagueiro'],
      ['lateral', 'Lateral'],
      ['meio-campo', 'Meia'],
      ['atacante', 'Atacante'],
    ])
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login')
    const privacy = screen.getByRole('link', { name: /^Política de Privacidade/ })
    expect(privacy).toHaveAttribute('href', '/privacy')
    expect(privacy).toHaveAttribute('target', '_blank')
  })

  it('requires every field and says when the passwords do not match', async () => {
    const fetchMock = stubApi(registered)
    renderApp('/registro')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Registrar' }))
    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument()
    expect(screen.getByText('Email é obrigatório')).toBeInTheDocument()
    expect(screen.getByText('Telefone é obrigatório')).toBeInTheDocument()
    expect(screen.getByText('Posição é obrigatória')).toBeInTheDocument()
    expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument()
    expect(screen.getByText('Informe o nome da pelada.')).toBeInTheDocument()

    await fillPerson(user, 'outra123')
    await user.click(screen.getByRole('button', { name: 'Registrar' }))
    expect(await screen.findByText('As senhas não coincidem.')).toBeInTheDocument()
    expect(registerCalls(fetchMock)).toHaveLength(0)
  })

  it('without an invite asks for the pelada name, then says to confirm from the email', async () => {
    const fetchMock = stubApi(registered)
    const { router } = renderApp('/registro')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Nome da pelada'), 'Pelada do Bairro')
    await fillPerson(user)
    await user.click(screen.getByRole('button', { name: 'Registrar' }))

    // Nothing exists until the emailed link is tapped: the page says where to look.
    const sent = await screen.findByRole('status')
    expect(sent).toHaveTextContent('Confira o seu email')
    expect(sent).toHaveTextContent(SENT)
    expect(sent).toHaveTextContent('bruno@example.com')
    expect(screen.queryByRole('button', { name: 'Registrar' })).toBeNull()
    expect(screen.queryByText('Registro realizado com sucesso!')).toBeNull()
    expect(router.state.location.pathname).toBe('/registro')
    expect(registerCalls(fetchMock)[0]?.body).toEqual({
      nome: 'Bruno Alves',
      email: 'bruno@example.com',
      telefone: '(11) 95555-4444',
      posicao: 'meio-campo',
      password: 'segredo1',
      confirmPassword: 'segredo1',
      convite: null,
      nomeDaPelada: 'Pelada do Bairro',
    })
  })

  it('with an invite shows the pelada being joined and sends the invite instead of a name', async () => {
    const fetchMock = stubApi([
      ...registered,
      [
        joining.inviteDirectory,
        reply({
          success: true,
          groupName: 'Pelada de Quinta',
          players: [],
          whatsappAvailable: false,
        }),
      ],
    ])
    renderApp('/registro?convite=conv123')
    expect(await screen.findByText('Convite para Pelada de Quinta')).toBeInTheDocument()
    expect(screen.queryByLabelText('Nome da pelada')).toBeNull()
    const user = userEvent.setup()
    await fillPerson(user)
    await user.click(screen.getByRole('button', { name: 'Registrar' }))
    expect(await screen.findByText('Confira o seu email')).toBeInTheDocument()
    expect(registerCalls(fetchMock)[0]?.body).toMatchObject({
      convite: 'conv123',
      nomeDaPelada: null,
    })
  })

  it('explains an invalid invite and offers a new pelada instead', async () => {
    stubApi([
      [
        joining.inviteDirectory,
        reply(
          {
            success: false,
            message: 'Convite inválido ou expirado. Peça um novo link ao organizador.',
          },
          { status: 404 },
        ),
      ],
    ])
    renderApp('/registro?convite=velho')
    expect(
      await screen.findByText('Convite inválido ou expirado. Peça um novo link ao organizador.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Registrar' })).toBeNull()
    await userEvent.setup().click(screen.getByRole('link', { name: 'criar uma nova pelada' }))
    expect(await screen.findByLabelText('Nome da pelada')).toBeInTheDocument()
  })

  it('refuses a link in the pelada name before sending anything', async () => {
    const fetchMock = stubApi(registered)
    renderApp('/registro')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Nome da pelada'), 'Confirme em www.golpe.com')
    await fillPerson(user)
    await user.click(screen.getByRole('button', { name: 'Registrar' }))
    expect(await screen.findByText('Não use links neste campo.')).toBeInTheDocument()
    expect(screen.getByLabelText('Nome da pelada')).toHaveAttribute('aria-invalid', 'true')
    expect(registerCalls(fetchMock)).toHaveLength(0)
  })

  it('shows the server refusal, e.g. an address that just got an email', async () => {
    const wait = 'Já enviamos um email para este endereço há pouco. Tente de novo em 1 minuto.'
    stubApi([[registration.register, reply({ success: false, message: wait }, { status: 429 })]])
    renderApp('/registro')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Nome da pelada'), 'Pelada')
    await fillPerson(user)
    await user.click(screen.getByRole('button', { name: 'Registrar' }))
    expect(await screen.findByText('Erro no registro')).toBeInTheDocument()
    expect(screen.getByText(wait)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Registrar' })).toBeInTheDocument()
  })
})

describe('registro page when signed in', () => {
  it('offers the dashboard instead of a blank form', async () => {
    stubApi([])
    setSession(makeSession({ name: 'Ana Souza', email: 'ana@example.com' }))
    const { router } = renderApp('/registro')
    expect(
      await screen.findByRole('heading', { name: 'Você já está conectado' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Você entrou como Ana Souza (ana@example.com).')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Registrar' })).toBeNull()
    await userEvent.setup().click(screen.getByRole('link', { name: 'Ir para o Dashboard' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })
})

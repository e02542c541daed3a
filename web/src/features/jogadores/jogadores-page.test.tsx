import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  playerEditSchema,
  playersListResponseSchema,
  registeredPlayerSchema,
  type PlayerEdit,
  type RegisteredPlayer,
} from '@bidfut/domain/contracts/players'
import * as players from '@bidfut/domain/endpoints/players'
import * as activation from '@bidfut/domain/endpoints/activation'
import * as helpers from '@bidfut/domain/endpoints/helpers'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { reply, replyMessage, stubApi, callsTo, type Route, replyWith } from '@/test/stub-api'

function player(overrides: Partial<RegisteredPlayer>): RegisteredPlayer {
  return registeredPlayerSchema.parse({
    id: 1,
    playerId: 101,
    name: 'Jogador',
    nickname: null,
    email: null,
    phone: null,
    photoUrl: null,
    playerPosition: 'midfielder',
    positionPlayer: 'midfielder',
    typePlayer: 'monthly',
    quantityOfGoals: 0,
    attendancePercentage: 0,
    absences: { count: 0, games: 0 },
    skillLevel: 5,
    status: 1,
    role: 'member',
    activated: true,
    guest: false,
    ...overrides,
  })
}

const list = playersListResponseSchema.parse({
  monthlyPlayers: [
    player({
      id: 1,
      playerId: 101,
      name: 'Carlos Eduardo',
      nickname: 'Cadu',
      email: 'cadu@example.com',
      phone: '(11) 98765-4321',
      playerPosition: 'striker',
      quantityOfGoals: 12,
      attendancePercentage: 85,
      absences: { count: 2, games: 8 },
    }),
    player({
      id: 2,
      playerId: 102,
      name: 'João Pedro',
      nickname: 'Jota',
      playerPosition: 'defender',
      attendancePercentage: 40,
    }),
  ],
  goalKeepers: [
    player({
      id: 3,
      playerId: 103,
      name: 'Marcos Silva',
      typePlayer: 'goalkeeper',
      playerPosition: 'goalkeeper',
    }),
  ],
  sporadicPlayers: [],
})

const editData: PlayerEdit = playerEditSchema.parse({
  id: 1,
  playerId: 101,
  fullName: 'Carlos Eduardo',
  email: 'cadu@example.com',
  birthDate: '1990-05-20T00:00:00',
  phone: '(11) 98765-4321',
  favoriteTeam: 'Palmeiras',
  nickname: 'Cadu',
  playerPosition: 'striker',
  skillLevel: 7,
  typePlayer: 'monthly',
  status: 1,
  role: 'member',
  playerCanBeEdit: false,
})

/** A fetch stub that answers by method and path; unknown calls fail the test loudly. */

const baseRoutes: Route[] = [
  [players.listPlayers, reply(list)],
  [
    players.inviteLink,
    reply({
      success: true,
      url: 'http://localhost/registro?convite=abc',
    }),
  ],
  [
    helpers.brazilianTeams,
    reply([
      { slug: 'palmeiras', name: 'Palmeiras' },
      { slug: 'santos', name: 'Santos' },
    ]),
  ],
]

/** Opens 'Editar' on Carlos Eduardo, an activated player the server lets the organiser save. */
async function openActivatedPlayerEditor() {
  const fetchMock = stubApi([
    ...baseRoutes,
    [players.playerForEdit, reply(editData)],
    [players.updatePlayer, replyMessage('Carlos Eduardo foi atualizado com sucesso!')],
  ])
  renderApp('/jogadores')
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Editar Carlos Eduardo' }))
  const dialog = await screen.findByRole('dialog', { name: 'Editar Jogador' })
  return { fetchMock, user, dialog }
}

beforeEach(() => {
  clearSession()
  setSession(makeSession({ role: 'administrator' }))
  markSessionReady()
  sessionStorage.clear()
})

describe('jogadores page', () => {
  it('shows each group in a tab with its count and the card details', async () => {
    stubApi(baseRoutes)
    renderApp('/jogadores')
    expect(await screen.findByText('Carlos Eduardo')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: /Mensais\s*2/ })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: /Goleiros\s*1/ })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: /Avulsos\s*0/ })).toBeInTheDocument()

    const card = screen.getByText('Carlos Eduardo').closest('[aria-labelledby]') as HTMLElement
    expect(within(card).getByText('Atacante')).toBeInTheDocument()
    expect(within(card).getByText('Mensal')).toBeInTheDocument()
    expect(within(card).getByText('cadu@example.com')).toBeInTheDocument()
    expect(within(card).getByText('Cadu')).toBeInTheDocument()
    expect(within(card).getByText('12')).toBeInTheDocument()
    expect(within(card).getByText('85%')).toHaveClass('bg-primary')
    // The furões (ADR 053): shown once the group has played.
    expect(within(card).getByText('2 faltas nas últimas 8')).toBeInTheDocument()

    const jota = screen.getByText('João Pedro').closest('[aria-labelledby]') as HTMLElement
    expect(within(jota).getAllByText('Não informado')).toHaveLength(2)
    expect(within(jota).getByText('40%')).toHaveClass('bg-destructive')

    await userEvent.setup().click(screen.getByRole('tab', { name: /Avulsos/ }))
    expect(await screen.findByText('Nenhum jogador encontrado')).toBeInTheDocument()
  })

  it('filters by name, nickname or position and updates the counts', async () => {
    stubApi(baseRoutes)
    renderApp('/jogadores')
    const user = userEvent.setup()
    const search = await screen.findByRole('searchbox', { name: 'Buscar jogador' })
    await screen.findByText('Carlos Eduardo')

    await user.type(search, 'jota')
    expect(screen.queryByText('Carlos Eduardo')).toBeNull()
    expect(screen.getByText('João Pedro')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: /Mensais\s*1/ })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: /Goleiros\s*0/ })).toBeInTheDocument()

    await user.clear(search)
    await user.type(search, 'joao')
    expect(screen.getByText('João Pedro')).toBeInTheDocument()

    await user.clear(search)
    await user.type(search, 'goleiro')
    expect(screen.getByRole('tab', { name: /Mensais\s*0/ })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: /Goleiros\s*1/ })).toBeInTheDocument()
    expect(screen.getByText('Nenhum jogador encontrado')).toBeInTheDocument()
  })

  it("shows 'Erro ao carregar jogadores' with the server message", async () => {
    stubApi([
      ...baseRoutes,
      [players.listPlayers, reply({ success: false, message: 'Falha no banco.' }, { status: 500 })],
    ])
    renderApp('/jogadores')
    expect(await screen.findAllByText('Erro ao carregar jogadores')).not.toHaveLength(0)
    expect(screen.getAllByText('Falha no banco.').length).toBeGreaterThan(0)
  })

  it('validates the add form with a toast and then creates the player', async () => {
    const fetchMock = stubApi([
      ...baseRoutes,
      [
        players.createPlayer,
        reply({
          success: true,
          message: 'Jogador adicionado!',
          id: 9,
          playerId: 109,
        }),
      ],
    ])
    renderApp('/jogadores')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Adicionar Jogador' }))
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Jogador' })
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }))

    expect(await screen.findByText('Erro de validação')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Nome completo')).toHaveAttribute('aria-invalid', 'true')
    expect(callsTo(fetchMock, players.createPlayer)).toHaveLength(0)

    await user.type(within(dialog).getByLabelText('Nome completo'), 'Paulo Henrique')
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }))
    expect(await screen.findAllByText('Apelido é obrigatório')).not.toHaveLength(0)

    await user.type(within(dialog).getByLabelText('Apelido'), 'PH')
    await user.selectOptions(within(dialog).getByLabelText('Posição'), 'Zagueiro')
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }))
    expect(await screen.findAllByText('Tipo do cadastro é obrigatório')).not.toHaveLength(0)

    await user.selectOptions(within(dialog).getByLabelText('Tipo do cadastro'), 'Avulso')
    await user.type(within(dialog).getByLabelText('Telefone'), '11912345678')
    await user.type(within(dialog).getByLabelText('Data de nascimento'), '1995-07-14')
    await user.selectOptions(within(dialog).getByLabelText('Time do coração'), 'Santos')
    expect(within(dialog).getByLabelText('Habilidade (1 a 10)')).toHaveValue('5')
    expect(within(dialog).getByLabelText('Perfil de acesso')).toHaveValue('member')
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }))

    expect(await screen.findByText('Jogador adicionado!')).toBeInTheDocument()
    const [call] = callsTo(fetchMock, players.createPlayer)
    expect(call?.body).toEqual({
      fullName: 'Paulo Henrique',
      email: null,
      birthDate: '1995-07-14T00:00:00',
      phone: '(11) 91234-5678',
      favoriteTeam: 'Santos',
      nickname: 'PH',
      playerPosition: 'defender',
      skillLevel: 5,
      typePlayer: 'sporadic',
      status: 1,
      role: 'member',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('locks the personal fields of an activated player and saves the rest', async () => {
    const { fetchMock, user, dialog } = await openActivatedPlayerEditor()
    expect(
      await within(dialog).findByText('Alguns campos não podem ser editados'),
    ).toBeInTheDocument()

    for (const label of [
      'Nome completo',
      'Email',
      'Data de nascimento',
      'Telefone',
      'Time do coração',
    ]) {
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('readonly')
    }
    expect(within(dialog).getByLabelText('Apelido')).not.toHaveAttribute('readonly')
    expect(within(dialog).getByLabelText('Time do coração')).toHaveValue('Palmeiras')
    expect(within(dialog).getByRole('button', { name: 'Gerar Link' })).toBeDisabled()

    await user.selectOptions(within(dialog).getByLabelText('Habilidade (1 a 10)'), '9')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(
      await screen.findByText('Carlos Eduardo foi atualizado com sucesso!'),
    ).toBeInTheDocument()
    const [call] = callsTo(fetchMock, players.updatePlayer)
    expect(call?.body).toMatchObject({
      id: 1,
      playerId: 101,
      playerCanBeEdit: false,
      fullName: 'Carlos Eduardo',
      birthDate: '1990-05-20T00:00:00',
      skillLevel: 9,
      role: 'member',
    })
  })

  it('shows the access profile of one’s own record read-only, with the reason', async () => {
    setSession(makeSession({ role: 'administrator', companyPlayerId: editData.id }))
    const { fetchMock, user, dialog } = await openActivatedPlayerEditor()
    const role = await within(dialog).findByLabelText('Perfil de acesso')
    expect(role).toHaveAttribute('readonly')
    expect(role).toHaveValue('Membro')
    expect(role).toHaveAccessibleDescription(
      'Você não pode alterar o seu próprio perfil de acesso.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(callsTo(fetchMock, players.updatePlayer)[0]?.body).toMatchObject({
        role: 'member',
      }),
    )
  })

  it('requires skill, status and access profile when editing', async () => {
    stubApi([...baseRoutes, [players.playerForEdit, reply({ ...editData, playerCanBeEdit: true })]])
    renderApp('/jogadores')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Editar Carlos Eduardo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar Jogador' })
    await user.selectOptions(await within(dialog).findByLabelText('Status'), 'Selecione')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Erro de validação')).toBeInTheDocument()
    expect(screen.getAllByText('Status é obrigatório').length).toBeGreaterThan(0)
  })

  it("generates an activation link, copies it ('Copiado!') and offers manual copy on failure", async () => {
    const fetchMock = stubApi([
      ...baseRoutes,
      [players.playerForEdit, reply({ ...editData, playerCanBeEdit: true })],
      [
        activation.generateActivationLink,
        replyWith(({ body }) => {
          const { renew } = body as { renew: boolean }
          return {
            success: true,
            message: 'Link gerado com sucesso!',
            url: `http://localhost/activate-user/${renew ? 'tok456' : 'tok123'}`,
            expiresAt: '2026-11-30T21:00:00.000Z',
            replacedPrevious: renew,
          }
        }),
      ],
    ])
    renderApp('/jogadores')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Editar Carlos Eduardo' }))
    const edit = await screen.findByRole('dialog', { name: 'Editar Jogador' })
    expect(within(edit).queryByText('Alguns campos não podem ser editados')).toBeNull()
    await user.click(await within(edit).findByRole('button', { name: 'Gerar Link' }))

    const dialog = await screen.findByRole('dialog', { name: 'Link de ativação' })
    expect(
      await within(dialog).findByDisplayValue('http://localhost/activate-user/tok123'),
    ).toBeInTheDocument()
    expect(await screen.findByText('Link gerado com sucesso!')).toBeInTheDocument()
    expect(callsTo(fetchMock, activation.generateActivationLink)[0]?.body).toEqual({
      playerId: 101,
      renew: false,
    })
    expect(within(dialog).queryByText('O link anterior deixou de valer.')).toBeNull()

    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }))
    expect(await within(dialog).findByRole('button', { name: 'Copiado!' })).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('http://localhost/activate-user/tok123')
    expect(await screen.findByText('Link copiado!')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Copiar' })).toBeInTheDocument(),
    )

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }))
    expect(
      await screen.findByText('Não foi possível copiar o link automaticamente. Copie manualmente.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Copiar' })).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Gerar Novo' }))
    await waitFor(() =>
      expect(callsTo(fetchMock, activation.generateActivationLink)).toHaveLength(2),
    )
    expect(callsTo(fetchMock, activation.generateActivationLink)[1]?.body).toEqual({
      playerId: 101,
      renew: true,
    })
    expect(
      await within(dialog).findByDisplayValue('http://localhost/activate-user/tok456'),
    ).toBeInTheDocument()
    expect(within(dialog).getByText('O link anterior deixou de valer.')).toBeInTheDocument()
  })

  it('sends the activation email through the server', async () => {
    const fetchMock = stubApi([
      ...baseRoutes,
      [players.playerForEdit, reply({ ...editData, playerCanBeEdit: true })],
      [
        activation.sendActivationEmail,
        replyMessage('Email de ativação enviado para cadu@example.com.'),
      ],
    ])
    renderApp('/jogadores')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Editar Carlos Eduardo' }))
    const edit = await screen.findByRole('dialog', { name: 'Editar Jogador' })
    await user.click(await within(edit).findByRole('button', { name: 'Enviar Email' }))
    expect(
      await screen.findByText('Email de ativação enviado para cadu@example.com.'),
    ).toBeInTheDocument()
    expect(callsTo(fetchMock, activation.sendActivationEmail)[0]?.body).toEqual({
      playerId: 101,
    })
  })

  it('asks for confirmation before deleting and warns it cannot be undone', async () => {
    const fetchMock = stubApi([
      ...baseRoutes,
      [players.removePlayer, replyMessage('Jogador deletado!')],
    ])
    renderApp('/jogadores')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Excluir João Pedro' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir jogador' })
    expect(within(dialog).getByText(/Esta ação não pode ser desfeita/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(callsTo(fetchMock, players.removePlayer)).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Excluir João Pedro' }))
    const again = await screen.findByRole('alertdialog', { name: 'Excluir jogador' })
    await user.click(within(again).getByRole('button', { name: 'Excluir' }))
    expect(await screen.findByText('Jogador deletado!')).toBeInTheDocument()
    expect(callsTo(fetchMock, players.removePlayer)).toHaveLength(1)
  })

  it("shows the furões' rule on the card and forgives a furão after asking", async () => {
    const furao = player({
      id: 4,
      playerId: 104,
      name: 'Bruno Henrique',
      absences: { count: 2, games: 8 },
      furaoRule: { bidNumbers: [12, 13], weeks: 4, absences: 2 },
      forgivable: { bidDayId: 77, bidNumber: 13 },
    })
    const forgiven = player({
      ...furao,
      absences: { count: 1, games: 8, forgiven: 1 },
      furaoRule: { bidNumbers: [12], weeks: 4, absences: 2 },
      forgivable: { bidDayId: 76, bidNumber: 12 },
    })
    const withFurao = (p: RegisteredPlayer) => ({ ...list, monthlyPlayers: [p] })
    const fetchMock = stubApi([
      [players.listPlayers, [reply(withFurao(furao)), reply(withFurao(forgiven))]],
      ...baseRoutes.slice(1),
      [players.forgiveAbsence, replyMessage('Falta do BID #13 perdoada: ela não conta mais.')],
    ])
    renderApp('/jogadores')
    const user = userEvent.setup()
    expect(
      await screen.findByText(
        '2 faltas sem avisar nas últimas 4 semanas (BID #12 e #13) · sem vaga garantida no próximo BID',
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Perdoar falta de Bruno Henrique' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Perdoar falta' })
    expect(dialog).toHaveTextContent('Perdoar a falta de Bruno Henrique no BID #13?')
    await user.click(within(dialog).getByRole('button', { name: 'Perdoar falta' }))
    expect(
      await screen.findByText('Falta do BID #13 perdoada: ela não conta mais.'),
    ).toBeInTheDocument()
    expect(callsTo(fetchMock, players.forgiveAbsence)[0]!.body).toEqual({
      companyPlayerId: 4,
      bidDayId: 77,
    })
    expect(await screen.findByText('1 falta nas últimas 8 (1 perdoada)')).toBeInTheDocument()
    expect(
      screen.getByText(
        '1 falta sem avisar nas últimas 4 semanas (BID #12) · com 2, perde a vaga garantida',
      ),
    ).toBeInTheDocument()
  })

  it("shows 'Erro ao deletar jogador' with the server message", async () => {
    stubApi([
      ...baseRoutes,
      [
        players.removePlayer,
        reply({ success: false, message: 'Você não pode excluir.' }, { status: 403 }),
      ],
    ])
    renderApp('/jogadores')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Excluir João Pedro' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }))
    expect(await screen.findByText('Erro ao deletar jogador')).toBeInTheDocument()
    expect(screen.getByText('Você não pode excluir.')).toBeInTheDocument()
  })

  it('offers Convidar jogadores and Colar lista while the register has only the organiser', async () => {
    const onlyMe = playersListResponseSchema.parse({
      monthlyPlayers: [player({ id: 42, playerId: 42, name: 'Ana Souza', role: 'administrator' })],
      goalKeepers: [],
      sporadicPlayers: [],
    })
    stubApi([...baseRoutes, [players.listPlayers, reply(onlyMe)]])
    renderApp('/jogadores')
    expect(await screen.findByText('Ainda não há jogadores na pelada')).toBeInTheDocument()
    expect(
      await screen.findByRole('button', { name: 'Convidar jogadores pelo WhatsApp' }),
    ).toBeInTheDocument()
    const paste = screen.getAllByRole('link', { name: 'Colar lista' })
    expect(paste.map((link) => link.getAttribute('href'))).toEqual(['/colar-lista', '/colar-lista'])
  })

  it('keeps the empty state away once the register has players', async () => {
    stubApi(baseRoutes)
    renderApp('/jogadores')
    expect(await screen.findByText('Carlos Eduardo')).toBeInTheDocument()
    expect(screen.queryByText('Ainda não há jogadores na pelada')).toBeNull()
  })
})

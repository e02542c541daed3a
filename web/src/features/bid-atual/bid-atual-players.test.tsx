import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { statusChangeResultSchema } from '@bidfut/domain/contracts/bids'
import { WAITLIST_RULE } from '@bidfut/domain/rules/waiting-list'
import * as bids from '@bidfut/domain/endpoints/bids'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { liveBidRoute, makeLiveBid, makePlayer } from '@/test/bid-fixtures'
import { contractResponse, makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, stubApi, reply } from '@/test/stub-api'

const currentBid = bids.currentBid
const live = liveBidRoute
const statusChange = (message: string, status: 'confirmed' | 'waiting' | 'waitlisted') =>
  contractResponse(statusChangeResultSchema, {
    success: true,
    message,
    status,
    waitlistPosition: status === 'waitlisted' ? 1 : null,
  })

const crowded = makeLiveBid({
  monthly: [
    makePlayer(1, 'Bruninho', { status: 'confirmed' }),
    makePlayer(2, 'Dudu', { status: 'waiting' }),
    makePlayer(5, 'Lucão', { status: 'waiting' }),
  ],
  goalkeepers: [makePlayer(3, 'Zé Paredão', { status: 'confirmed', playerPosition: 'goalkeeper' })],
  sporadicPlayers: [makePlayer(4, 'Caião', { status: 'absent' })],
  waitlist: [
    makePlayer(7, 'Rafinha', { status: 'waitlisted', waitlistPosition: 1 }),
    makePlayer(6, 'Gabigol', { status: 'waitlisted', waitlistPosition: 2 }),
  ],
})

const groupButton = (title: string) =>
  screen.getByRole('button', { name: new RegExp(`^${title} `) })
const rowNames = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.truncate')?.textContent)

beforeEach(() => {
  clearSession()
  setSession(makeSession({ role: 'administrator' }))
  markSessionReady()
  localStorage.removeItem('bidfut:live-bid-poll-interval')
})

describe('bid-atual players: groups, filter and search', () => {
  it('collapses and expands each group, which shows its count', async () => {
    stubApi([[currentBid, live(crowded)]])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    await screen.findByRole('list', { name: 'Mensalistas' })
    const monthly = groupButton('Mensalistas')
    expect(monthly).toHaveAccessibleName('Mensalistas 3')
    expect(groupButton('Goleiros')).toHaveAccessibleName('Goleiros 1')
    expect(groupButton('Lista de espera')).toHaveAccessibleName('Lista de espera 2')
    expect(monthly).toHaveAttribute('aria-expanded', 'true')

    await user.click(monthly)
    expect(monthly).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('list', { name: 'Mensalistas' })).toBeNull()
    expect(screen.getByRole('list', { name: 'Goleiros' })).toBeInTheDocument()
    await user.click(monthly)
    expect(screen.getByRole('list', { name: 'Mensalistas' })).toBeInTheDocument()
  })

  it('filters by status and finds names ignoring case and accents', async () => {
    stubApi([[currentBid, live(crowded)]])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    await screen.findByRole('list', { name: 'Mensalistas' })
    const filters = screen.getByRole('group', { name: 'Filtrar por status' })
    const all = within(filters).getByRole('button', { name: 'Todos' })
    expect(all).toHaveAttribute('aria-pressed', 'true')

    await user.click(within(filters).getByRole('button', { name: 'Pendentes' }))
    expect(all).toHaveAttribute('aria-pressed', 'false')
    expect(rowNames('Mensalistas')).toEqual(['Dudu', 'Lucão'])
    expect(groupButton('Mensalistas')).toHaveAccessibleName('Mensalistas 2 de 3')
    expect(screen.queryByRole('list', { name: 'Goleiros' })).toBeNull()
    expect(screen.queryByRole('list', { name: 'Avulsos' })).toBeNull()
    expect(screen.queryByRole('list', { name: 'Lista de espera' })).toBeNull()

    await user.click(within(filters).getByRole('button', { name: 'Confirmados' }))
    expect(rowNames('Mensalistas')).toEqual(['Bruninho'])
    expect(rowNames('Goleiros')).toEqual(['Zé Paredão'])

    await user.click(within(filters).getByRole('button', { name: 'Lista de espera' }))
    expect(screen.queryByRole('list', { name: 'Mensalistas' })).toBeNull()
    expect(screen.getByRole('list', { name: 'Lista de espera' })).toBeInTheDocument()

    await user.click(all)
    await user.type(screen.getByLabelText('Buscar jogador'), 'ZE PAREDAO')
    expect(rowNames('Goleiros')).toEqual(['Zé Paredão'])
    expect(screen.queryByRole('list', { name: 'Mensalistas' })).toBeNull()
    await user.clear(screen.getByLabelText('Buscar jogador'))
    await user.type(screen.getByLabelText('Buscar jogador'), 'gabi')
    expect(
      within(screen.getByRole('list', { name: 'Lista de espera' })).getAllByRole('listitem'),
    ).toHaveLength(1)
    await user.clear(screen.getByLabelText('Buscar jogador'))
    await user.type(screen.getByLabelText('Buscar jogador'), 'ninguém')
    expect(screen.getByText('Nenhum jogador encontrado.')).toBeInTheDocument()
  })

  it('keeps a row edited under a filter in sight, its control still focused', async () => {
    const duduConfirmed = makeLiveBid({
      ...crowded,
      monthly: crowded.monthly.map((p) => (p.name === 'Dudu' ? { ...p, status: 'confirmed' } : p)),
    })
    const fetchMock = stubApi([
      [currentBid, [live(crowded), live(duduConfirmed, 'W/"v2"')]],
      [bids.updateStatus, () => statusChange('Status atualizado.', 'confirmed')],
    ])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    await screen.findByRole('list', { name: 'Mensalistas' })
    await user.click(screen.getByRole('button', { name: 'Pendentes' }))
    await user.click(screen.getByRole('button', { name: 'Dudu Pendente' }))
    const status = screen.getByRole('combobox', { name: 'Status de Dudu' })
    await user.selectOptions(status, 'confirmed')
    expect(status).toHaveValue('confirmed')
    expect(status).toHaveFocus()
    // Still there after the read that follows a status change.
    await waitFor(() => expect(callsTo(fetchMock, bids.currentBid)).toHaveLength(2))
    expect(rowNames('Mensalistas')).toEqual(['Dudu', 'Lucão'])
    expect(status).toHaveFocus()
    // A new choice of filter starts afresh.
    await user.click(screen.getByRole('button', { name: 'Confirmados' }))
    await user.click(screen.getByRole('button', { name: 'Pendentes' }))
    expect(rowNames('Mensalistas')).toEqual(['Lucão'])
  })
})

describe('bid-atual players: the waiting list', () => {
  it("asks 'Usar uma vaga reservada para mensalistas?' before promoting an avulso into a held place", async () => {
    const window = { until: '26/11 20:00', closesAt: '2030-11-26T20:00:00', heldPlaces: 22 }
    const bid = makeLiveBid({
      ...crowded,
      monthlyWindow: window,
      waitlist: [
        makePlayer(8, 'Rafinha', { status: 'waitlisted', waitlistPosition: 1, regular: true }),
        makePlayer(6, 'Roberto', { status: 'waitlisted', waitlistPosition: 2 }),
      ],
    })
    const fetchMock = stubApi([
      [currentBid, live(bid)],
      [bids.promoteWaitlisted, () => statusChange('Jogador confirmado no BID.', 'confirmed')],
    ])
    const rafinha = { params: { bidDayId: 9, companyPlayerId: 8 } }
    const roberto = { params: { bidDayId: 9, companyPlayerId: 6 } }
    renderApp('/bid-atual')
    const user = userEvent.setup()
    const line = await screen.findByRole('list', { name: 'Lista de espera' })
    // A mensalista in line takes no held place: no question.
    await user.click(within(line).getByRole('button', { name: 'Promover: Rafinha' }))
    await waitFor(() => expect(callsTo(fetchMock, bids.promoteWaitlisted, rafinha)).toHaveLength(1))
    expect(screen.queryByRole('alertdialog')).toBeNull()

    await user.click(within(line).getByRole('button', { name: 'Promover: Roberto' }))
    const question = await screen.findByRole('alertdialog', {
      name: 'Usar uma vaga reservada para mensalistas?',
    })
    expect(question).toHaveTextContent(
      'Sem usar a vaga reservada, Roberto vai para o 1º lugar da lista de espera.',
    )
    expect(callsTo(fetchMock, bids.promoteWaitlisted, roberto)).toHaveLength(0)
    await user.click(within(question).getByRole('button', { name: 'Usar vaga reservada' }))
    await waitFor(() => expect(callsTo(fetchMock, bids.promoteWaitlisted, roberto)).toHaveLength(1))
    expect(callsTo(fetchMock, bids.promoteWaitlisted, roberto)[0]!.body).toEqual({
      useHeldPlace: true,
    })
  })

  it('shows the line in order with the rule, and promotes or removes', async () => {
    const promoted = makeLiveBid({
      ...crowded,
      monthly: [...crowded.monthly, makePlayer(7, 'Rafinha', { status: 'confirmed' })],
      waitlist: [makePlayer(6, 'Gabigol', { status: 'waitlisted', waitlistPosition: 1 })],
    })
    const fetchMock = stubApi([
      [currentBid, [live(crowded), live(promoted, 'W/"v2"'), live(promoted, 'W/"v3"')]],
      [bids.promoteWaitlisted, () => statusChange('Jogador confirmado no BID.', 'confirmed')],
      [
        bids.removeWaitlisted,
        reply(
          { success: false, message: 'Este jogador não está na lista de espera.' },
          { status: 409 },
        ),
      ],
    ])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    const line = await screen.findByRole('list', { name: 'Lista de espera' })
    expect(line.tagName).toBe('OL')
    const places = within(line).getAllByRole('listitem')
    expect(places.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^1ºRafinha/),
      expect.stringMatching(/^2ºGabigol/),
    ])
    expect(screen.getByText(WAITLIST_RULE)).toBeInTheDocument()

    await user.click(within(line).getByRole('button', { name: 'Promover: Rafinha' }))
    expect(await screen.findByText('Jogador confirmado no BID.')).toBeInTheDocument()
    expect(callsTo(fetchMock, bids.promoteWaitlisted)).toHaveLength(1)
    await waitFor(() => expect(rowNames('Mensalistas')).toContain('Rafinha'))
    expect(screen.getByRole('list', { name: 'Lista de espera' }).textContent).toMatch(/^1ºGabigol/)
    // The organiser's own move announces nothing beyond its answer.
    expect(screen.queryByText(/Confirmados: /)).toBeNull()
    expect(screen.queryByText(/Rafinha: Lista de espera/)).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Remover da lista: Gabigol' }))
    expect(
      await screen.findByText(
        'Erro ao remover da lista de espera: Este jogador não está na lista de espera.',
      ),
    ).toBeInTheDocument()
    expect(callsTo(fetchMock, bids.removeWaitlisted)).toHaveLength(1)
  })
})

describe('bid-atual players: a confirmed player leaving while someone waits', () => {
  it('asks first, naming who gets the slot; going back changes nothing', async () => {
    const fetchMock = stubApi([
      [currentBid, live(crowded)],
      [bids.updateStatus, () => statusChange('Status atualizado.', 'waiting')],
    ])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Bruninho Confirmado' }))
    const status = screen.getByRole('combobox', { name: 'Status de Bruninho' })
    await user.selectOptions(status, 'absent')
    const dialog = await screen.findByRole('alertdialog', { name: 'Liberar a vaga de Bruninho?' })
    expect(dialog).toHaveTextContent(
      'Você vai liberar a vaga de Bruninho para Rafinha, 1º da lista de espera. Confirmar?',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(status).toHaveValue('confirmed')
    await waitFor(() => expect(status).toHaveFocus())
    expect(callsTo(fetchMock, bids.updateStatus)).toHaveLength(0)

    await user.selectOptions(status, 'waiting')
    await user.click(await screen.findByRole('button', { name: 'Sim, liberar a vaga' }))
    await waitFor(() => expect(callsTo(fetchMock, bids.updateStatus)).toHaveLength(1))
    expect(callsTo(fetchMock, bids.updateStatus)[0]!.body).toEqual({
      status: 'waiting',
    })
    await waitFor(() => expect(status).toHaveFocus())
  })

  it('does not ask for a player who is not confirmed', async () => {
    const fetchMock = stubApi([
      [currentBid, live(crowded)],
      [bids.updateStatus, () => statusChange('Status atualizado.', 'waiting')],
    ])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Dudu Pendente' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status de Dudu' }), 'absent')
    await waitFor(() => expect(callsTo(fetchMock, bids.updateStatus)).toHaveLength(1))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})

describe('bid-atual players: keyboard focus after moves in the line', () => {
  it('follows a player the server put in the line to their place there', async () => {
    const queued = makeLiveBid({
      ...crowded,
      monthly: crowded.monthly.filter((p) => p.companyPlayerId !== 2),
      waitlist: [
        ...crowded.waitlist,
        makePlayer(2, 'Dudu', { status: 'waitlisted', waitlistPosition: 3 }),
      ],
    })
    stubApi([
      [currentBid, [live(crowded), live(queued, 'W/"v2"')]],
      [
        bids.updateStatus,
        () =>
          statusChange('BID lotado: o jogador entrou na lista de espera (3º lugar).', 'waitlisted'),
      ],
    ])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Dudu Pendente' }))
    const status = screen.getByRole('combobox', { name: 'Status de Dudu' })
    status.focus()
    await user.selectOptions(status, 'confirmed')
    const promote = await screen.findByRole('button', { name: 'Promover: Dudu' })
    await waitFor(() => expect(promote).toHaveFocus())
  })

  it('follows the promoted player to their group, then goes to the emptied line', async () => {
    const promoted = makeLiveBid({
      ...crowded,
      monthly: [...crowded.monthly, makePlayer(7, 'Rafinha', { status: 'confirmed' })],
      waitlist: [makePlayer(6, 'Gabigol', { status: 'waitlisted', waitlistPosition: 1 })],
    })
    const emptied = makeLiveBid({
      ...promoted,
      monthly: [...promoted.monthly, makePlayer(6, 'Gabigol', { status: 'waiting' })],
      waitlist: [],
    })
    stubApi([
      [currentBid, [live(crowded), live(promoted, 'W/"v2"'), live(emptied, 'W/"v3"')]],
      [bids.promoteWaitlisted, () => statusChange('Jogador confirmado no BID.', 'confirmed')],
      [
        bids.removeWaitlisted,
        () => statusChange('Jogador removido da lista de espera.', 'waiting'),
      ],
    ])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    const line = await screen.findByRole('list', { name: 'Lista de espera' })
    within(line).getByRole('button', { name: 'Promover: Rafinha' }).focus()
    await user.keyboard('{Enter}')
    // Rafinha left the line for the Mensalistas: his row there has focus.
    const row = await screen.findByRole('button', { name: 'Rafinha Confirmado' })
    await waitFor(() => expect(row).toHaveFocus())

    screen.getByRole('button', { name: 'Remover da lista: Gabigol' }).focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Ninguém na lista de espera.')).toBeInTheDocument()
    // Nobody took his place in the line: its title has focus, saying it is empty.
    await waitFor(() => expect(groupButton('Lista de espera')).toHaveFocus())
    expect(groupButton('Lista de espera')).toHaveAccessibleName('Lista de espera 0')
  })
})

describe('bid-atual players: the organiser’s own actions and settings', () => {
  it('adds a sporadic player without announcing the change it made', async () => {
    const withZe = makeLiveBid({
      sporadicPlayers: [
        makePlayer(4, 'Teteu', { status: 'absent', playerPosition: null }),
        makePlayer(30, 'Zé Novo', { status: 'confirmed' }),
      ],
    })
    stubApi([
      [currentBid, [live(makeLiveBid()), live(withZe, 'W/"v2"')]],
      [bids.sporadicPlayerChoices, reply([])],
      [
        bids.addSporadicPlayer,
        reply({
          success: true,
          message: 'Jogador adicionado com sucesso!',
          companyPlayerId: 30,
        }),
      ],
    ])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Adicionar Avulso' }))
    const dialog = screen.getByRole('dialog')
    await user.type(within(dialog).getByLabelText('Nome'), 'Zé Novo')
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }))
    expect(await screen.findByText('Jogador adicionado com sucesso!')).toBeInTheDocument()
    await waitFor(() => expect(rowNames('Avulsos')).toEqual(['Teteu', 'Zé Novo']))
    expect(screen.getByText('3/24 confirmados')).toBeInTheDocument()
    expect(screen.queryByText(/Confirmados: /)).toBeNull()
  })

  it('remembers the chosen refresh interval after a reload', async () => {
    stubApi([[currentBid, live(makeLiveBid())]])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    const interval = await screen.findByLabelText('Intervalo')
    expect(interval).toHaveValue('30000')
    await user.selectOptions(interval, '5000')
    cleanup()

    renderApp('/bid-atual')
    expect(await screen.findByLabelText('Intervalo')).toHaveValue('5000')
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { format } from 'date-fns'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import * as bids from '@bidfut/domain/endpoints/bids'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { liveBidRoute, makeLiveBid, makePlayer, makeSporadicChoice } from '@/test/bid-fixtures'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { SLOTS_INVALID } from '@bidfut/domain/contracts/group-settings'
import { SUGGESTED_SCHEDULE } from './components/create-bid-form'
import { callsTo, deferred, noContent, stubApi, reply, replyMessage } from '@/test/stub-api'

const currentBid = bids.currentBid
const newBidDefaults = bids.newBidDefaults
const defaultsOf = (dayOfMatch: string | null, location: string | null, slots = 24) =>
  reply({ dayOfMatch, location, slots })
const ok = (message = 'ok') => replyMessage(message)
const statusChanged = { success: true, message: 'ok', status: 'confirmed', waitlistPosition: null }
const live = liveBidRoute

function wideScreen(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  )
}

beforeEach(() => {
  clearSession()
  setSession(makeSession({ role: 'administrator' }))
  markSessionReady()
})

describe('bid-atual: no open BID', () => {
  it('keeps Criar Novo BID disabled until date and time are filled, then creates', async () => {
    const today = format(new Date(), 'yyyy-MM-dd')
    const created = makeLiveBid({ number: 32, dayOfMatch: `${today}T23:59:00` })
    const fetchMock = stubApi([
      [currentBid, [noContent, live(created)]],
      // The group's first BID: no day to learn from, the default place.
      [newBidDefaults, defaultsOf(null, 'Arena Central')],
      [bids.createBid, reply(created, { status: 201 })],
    ])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    expect(await screen.findByText('Nenhum BID Aberto')).toBeInTheDocument()
    const button = await screen.findByRole('button', { name: 'Criar Novo BID' })
    expect(screen.queryByText(SUGGESTED_SCHEDULE)).toBeNull()
    expect(screen.getByLabelText('Data')).toHaveValue('')
    expect(screen.getByLabelText('Horário')).toHaveValue('')
    expect(button).toBeDisabled()
    expect(screen.getByLabelText('Local (opcional)')).toHaveValue('Arena Central')
    expect(screen.getByLabelText('Data')).toHaveAttribute('min', today)

    await user.type(screen.getByLabelText('Data'), today)
    expect(button).toBeDisabled()
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, preencha a data e hora do BID')

    await user.type(screen.getByLabelText('Horário'), '23:59')
    expect(button).toBeEnabled()
    expect(screen.queryByText('Por favor, preencha a data e hora do BID')).toBeNull()
    await user.click(button)

    expect(await screen.findByText('BID #32')).toBeInTheDocument()
    expect(callsTo(fetchMock, bids.createBid)[0]!.body).toEqual({
      dayOfMatch: `${today}T23:59:00`,
      location: 'Arena Central',
      slots: 24,
    })
  })

  it('starts from the group’s usual weekday, time and place', async () => {
    const created = makeLiveBid({ number: 12, dayOfMatch: '2030-12-04T19:30:00' })
    const fetchMock = stubApi([
      [currentBid, [noContent, live(created), noContent]],
      // Once that BID is cancelled, its day is not offered again.
      [
        newBidDefaults,
        [
          defaultsOf('2030-12-04T19:30:00', 'Campo do Zé', 14),
          defaultsOf('2030-12-11T19:30:00', 'Campo do Zé'),
        ],
      ],
      [bids.createBid, reply(created, { status: 201 })],
      [bids.cancelBid, ok('BID cancelado com sucesso.')],
    ])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    const button = await screen.findByRole('button', { name: 'Criar Novo BID' })
    expect(screen.getByText(SUGGESTED_SCHEDULE)).toBeInTheDocument()
    expect(screen.getByLabelText('Data')).toHaveValue('2030-12-04')
    expect(screen.getByLabelText('Horário')).toHaveValue('19:30')
    expect(screen.getByLabelText('Local (opcional)')).toHaveValue('Campo do Zé')
    // The group's default places (ADR 053), which the organiser may change for this BID.
    expect(screen.getByLabelText('Vagas')).toHaveValue(14)
    expect(button).toBeEnabled()
    await user.clear(screen.getByLabelText('Vagas'))
    await user.type(screen.getByLabelText('Vagas'), '61')
    await user.click(button)
    expect(screen.getByText(SLOTS_INVALID)).toBeInTheDocument()
    expect(callsTo(fetchMock, bids.createBid)).toHaveLength(0)
    await user.clear(screen.getByLabelText('Vagas'))
    await user.type(screen.getByLabelText('Vagas'), '16')
    await user.click(button)
    expect(await screen.findByText('BID #12')).toBeInTheDocument()
    expect(callsTo(fetchMock, bids.createBid)[0]!.body).toEqual({
      dayOfMatch: '2030-12-04T19:30:00',
      location: 'Campo do Zé',
      slots: 16,
    })

    // Cancelled at once: the form asks again instead of showing the suggestion it had.
    await user.click(screen.getByRole('button', { name: 'Cancelar BID' }))
    await user.click(screen.getByRole('button', { name: 'Sim, cancelar BID' }))
    await screen.findByRole('button', { name: 'Criar Novo BID' })
    expect(screen.getByLabelText('Data')).toHaveValue('2030-12-11')
    expect(callsTo(fetchMock, bids.newBidDefaults)).toHaveLength(2)
  })

  it('falls back to a blank date and the session’s place when the suggestion fails', async () => {
    stubApi([
      [currentBid, noContent],
      [newBidDefaults, reply({ success: false, message: 'Falhou' }, { status: 500 })],
    ])
    renderApp('/bid-atual')
    expect(await screen.findByRole('button', { name: 'Criar Novo BID' })).toBeDisabled()
    expect(screen.getByLabelText('Data')).toHaveValue('')
    expect(screen.getByLabelText('Local (opcional)')).toHaveValue('Arena Central')
  })

  it("refuses a date before today and shows the server's refusal", async () => {
    stubApi([
      [currentBid, noContent],
      [newBidDefaults, defaultsOf(null, null)],
      [
        bids.createBid,
        reply(
          { success: false, message: 'A data e hora do BID não podem estar no passado.' },
          { status: 400 },
        ),
      ],
    ])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Data'), '2020-01-01')
    await user.type(screen.getByLabelText('Horário'), '20:00')
    await user.click(screen.getByRole('button', { name: 'Criar Novo BID' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A data do BID não pode ser anterior a hoje.',
    )

    await user.clear(screen.getByLabelText('Data'))
    await user.type(screen.getByLabelText('Data'), format(new Date(), 'yyyy-MM-dd'))
    await user.type(screen.getByLabelText('Horário'), '00:01')
    await user.click(screen.getByRole('button', { name: 'Criar Novo BID' }))
    expect(
      await screen.findByText(
        'Erro ao criar BID: A data e hora do BID não podem estar no passado.',
      ),
    ).toBeInTheDocument()
  })
})

describe('bid-atual: the open BID', () => {
  it('shows the header, game info, stats and every group as compact rows on a phone', async () => {
    stubApi([[currentBid, live(makeLiveBid())]])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    expect(await screen.findByText('BID #31')).toBeInTheDocument()
    expect(screen.getByText('Aberto')).toBeInTheDocument()
    expect(screen.getByText('28/11/2030')).toBeInTheDocument()
    expect(screen.getByText('19:30')).toBeInTheDocument()
    expect(screen.getByText('22 vagas restantes')).toBeInTheDocument()
    expect(screen.getByText('2/24 confirmados')).toBeInTheDocument()
    expect(screen.getByText('2/24')).toBeInTheDocument()
    expect(screen.getByText(/Última atualização: \d\d:\d\d:\d\d/)).toBeInTheDocument()

    for (const group of ['Mensalistas', 'Goleiros', 'Avulsos']) {
      expect(screen.getByRole('list', { name: group })).toBeInTheDocument()
    }
    expect(screen.queryByRole('table')).toBeNull()
    // Closed rows: name, status and the counter of the stat being recorded (goals by default).
    const avulsos = screen.getByRole('list', { name: 'Avulsos' })
    const teteu = within(avulsos).getByRole('button', { name: 'Teteu Ausente' })
    expect(teteu).toHaveAttribute('aria-expanded', 'false')
    expect(within(avulsos).getByRole('textbox', { name: 'Gols de Teteu' })).toHaveValue('0')
    expect(within(avulsos).queryByRole('combobox', { name: 'Status de Teteu' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Diminuir gols de Dudu' })).toBeDisabled()

    await user.click(teteu)
    expect(teteu).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById(teteu.getAttribute('aria-controls')!)).toBeInTheDocument()
    expect(within(avulsos).getByRole('combobox', { name: 'Status de Teteu' })).toHaveValue('absent')
    expect(within(avulsos).getByRole('combobox', { name: 'Posição de Teteu' })).toHaveValue('')
    expect(within(avulsos).getByRole('option', { name: 'Sem posição' })).toBeInTheDocument()
    expect(within(avulsos).queryByRole('option', { name: 'Lista de espera' })).toBeNull()
    expect(within(avulsos).getByRole('combobox', { name: 'Habilidade de Teteu' })).toHaveValue('5')
    expect(within(avulsos).getAllByRole('textbox', { name: 'Gols de Teteu' })).toHaveLength(1)
    expect(within(avulsos).getByRole('textbox', { name: 'Defesas de Teteu' })).toHaveValue('0')
    expect(
      within(avulsos).getByRole('switch', { name: 'Time da semana de Teteu' }),
    ).toBeInTheDocument()
    await user.click(teteu)
    expect(within(avulsos).queryByRole('combobox', { name: 'Status de Teteu' })).toBeNull()

    // The stat on the closed rows is the organiser's choice.
    await user.selectOptions(screen.getByLabelText('Estatística nas linhas'), 'goalKeeperDefender')
    expect(screen.getByRole('textbox', { name: 'Defesas de Marquinhos' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Gols de Marquinhos' })).toBeNull()
    expect(
      screen.getByText('O BID só pode ser finalizado após a data do jogo.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Finalizar BID' })).toBeNull()
  })

  it('shows each group as a table on large screens', async () => {
    wideScreen(true)
    stubApi([[currentBid, live(makeLiveBid())]])
    renderApp('/bid-atual')
    const table = await screen.findByRole('table', { name: 'Mensalistas' })
    const row = within(table).getByRole('row', { name: /Dudu/ })
    expect(within(row).getByRole('textbox', { name: 'Assistências de Dudu' })).toBeInTheDocument()
    expect(within(row).getByRole('textbox', { name: 'Desarmes de Dudu' })).toBeInTheDocument()
    expect(within(row).getByRole('textbox', { name: 'Defesas de Dudu' })).toBeInTheDocument()
    expect(screen.getAllByRole('table')).toHaveLength(3)
  })

  it("keeps the used control focused and usable, showing 'Atualizando...', while edits save", async () => {
    const first = deferred()
    const fetchMock = stubApi([
      [currentBid, live(makeLiveBid())],
      [bids.updateGoals, [first.route, ok()]],
    ])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    const increase = await screen.findByRole('button', { name: 'Aumentar gols de Dudu' })
    await user.click(increase)

    expect(screen.getByRole('textbox', { name: 'Gols de Dudu' })).toHaveValue('1')
    expect(await screen.findByText('Atualizando...')).toBeInTheDocument()
    expect(
      within(screen.getByRole('list', { name: 'Mensalistas' })).getAllByRole('listitem')[1],
    ).toHaveAttribute('aria-busy', 'true')
    expect(increase).toBeEnabled()
    expect(increase).toHaveFocus()
    // The keyboard goes on where it was: the second goal is queued behind the first.
    await user.keyboard('{Enter}')
    expect(screen.getByRole('textbox', { name: 'Gols de Dudu' })).toHaveValue('2')
    expect(increase).toHaveFocus()
    const puts = () => callsTo(fetchMock, bids.updateGoals)
    await waitFor(() => expect(puts()).toHaveLength(1))
    expect(puts()[0]!.body).toEqual({ quantityOfGoals: 1 })

    first.settle(ok('Gols atualizados.'))
    await waitFor(() => expect(puts()).toHaveLength(2))
    expect(puts()[1]!.body).toEqual({ quantityOfGoals: 2 })
    await waitFor(() => expect(screen.queryByText('Atualizando...')).toBeNull())
    expect(screen.getByRole('textbox', { name: 'Gols de Dudu' })).toHaveValue('2')
    expect(increase).toHaveFocus()
  })

  it('keeps a status select focused after a live edit', async () => {
    const put = deferred()
    stubApi([
      [currentBid, live(makeLiveBid())],
      [bids.updateStatus, put.route],
    ])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Dudu Pendente' }))
    const status = screen.getByRole('combobox', { name: 'Status de Dudu' })
    await user.selectOptions(status, 'absent')
    expect(await screen.findByText('Atualizando...')).toBeInTheDocument()
    expect(status).toBeEnabled()
    expect(status).toHaveFocus()
    put.settle(
      reply({
        success: true,
        message: 'Status atualizado.',
        status: 'absent',
        waitlistPosition: null,
      }),
    )
    await waitFor(() => expect(screen.queryByText('Atualizando...')).toBeNull())
    expect(status).toHaveFocus()
  })

  it('rolls an edit back and refetches when the server refuses it', async () => {
    const fetchMock = stubApi([
      [currentBid, live(makeLiveBid())],
      [
        bids.updateStatus,
        reply({ success: false, message: 'Não há mais vagas neste BID.' }, { status: 409 }),
      ],
    ])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Dudu Pendente' }))
    const status = screen.getByRole('combobox', { name: 'Status de Dudu' })
    await user.selectOptions(status, 'confirmed')
    expect(
      await screen.findByText('Erro ao atualizar jogador: Não há mais vagas neste BID.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(status).toHaveValue('waiting'))
    await waitFor(() => expect(callsTo(fetchMock, bids.currentBid)).toHaveLength(2))
  })

  it('revalidates with If-None-Match and keeps the data on 304', async () => {
    const fetchMock = stubApi([
      [currentBid, [live(makeLiveBid()), () => new Response(null, { status: 304 })]],
    ])
    renderApp('/bid-atual')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Atualizar agora' }))
    await waitFor(() => expect(callsTo(fetchMock, bids.currentBid)).toHaveLength(2))
    const [first, second] = callsTo(fetchMock, bids.currentBid)
    expect(first!.headers['If-None-Match']).toBeUndefined()
    expect(second!.headers['If-None-Match']).toBe('W/"bid-9-v1-f"')
    expect(screen.getByText('BID #31')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Dudu Pendente' })).toBeInTheDocument()
  })

  it('announces changes that arrive by polling, but not the organiser’s own edits', async () => {
    const before = makeLiveBid()
    const duduConfirmed = makeLiveBid({
      monthly: [
        makePlayer(1, 'Bruninho', { status: 'confirmed' }),
        makePlayer(2, 'Dudu', { status: 'confirmed', playerPosition: 'striker', skillLevel: 9 }),
      ],
    })
    const teteuBack = makeLiveBid({
      monthly: duduConfirmed.monthly,
      sporadicPlayers: [makePlayer(4, 'Teteu', { status: 'confirmed', playerPosition: null })],
    })
    renderApp('/bid-atual')
    const fetchMock = stubApi([
      [currentBid, [live(before), live(duduConfirmed, 'W/"v2"'), live(teteuBack, 'W/"v3"')]],
      [bids.updateStatus, reply(statusChanged)],
    ])
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Dudu Pendente' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status de Dudu' }), 'confirmed')
    await waitFor(() => expect(screen.queryByText('Atualizando...')).toBeNull())
    // A status change may move others (the waiting list), so it is followed by a quiet read.
    await waitFor(() => expect(callsTo(fetchMock, bids.currentBid)).toHaveLength(2))
    await waitFor(() => expect(screen.getByText('3/24 confirmados')).toBeInTheDocument())
    expect(screen.queryByText(/Dudu: Pendente → Confirmado/)).toBeNull()
    expect(screen.queryByText(/Confirmados: /)).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Atualizar agora' }))
    expect(await screen.findByText('Confirmados: 3 → 4')).toBeInTheDocument()
    expect(screen.getByText('1 novo confirmado')).toBeInTheDocument()
    expect(screen.getByText('Teteu: Ausente → Confirmado')).toBeInTheDocument()
  })

  it('copies the attendance list, falling back to an alert', async () => {
    stubApi([[currentBid, live(makeLiveBid())]])
    // After userEvent.setup(), which installs its own clipboard.
    const user = userEvent.setup()
    const writeText = vi.fn().mockRejectedValue(new Error('denied'))
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    renderApp('/bid-atual')
    await user.click(await screen.findByRole('button', { name: 'Copiar Lista de Presença' }))
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1))
    const text = writeText.mock.calls[0]![0] as string
    expect(text.startsWith('⚠️ LISTA DE PRESENÇA - BID 28/11/2030')).toBe(true)
    expect(text).toContain('✅ 1. Bruninho\n⏳ 2. Dudu')
    expect(text).toContain(
      `Confirme sua presença antes do jogo: ${window.location.origin}/check-in`,
    )
    expect(alert.mock.calls[0]![0]).toContain(text)

    writeText.mockResolvedValue(undefined)
    await user.click(screen.getByRole('button', { name: 'Copiar Lista de Presença' }))
    expect(await screen.findByText('Lista de presença copiada!')).toBeInTheDocument()
    expect(alert).toHaveBeenCalledTimes(1)
  })

  it('asks before cancelling and reports a failure', async () => {
    const fetchMock = stubApi([
      [currentBid, live(makeLiveBid())],
      [bids.cancelBid, reply({ success: false, message: 'Falha.' }, { status: 500 })],
    ])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Cancelar BID' }))
    const dialog = screen.getByRole('alertdialog')
    expect(dialog).toHaveTextContent(
      'Tem certeza que deseja cancelar este BID? Esta ação não pode ser desfeita.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(callsTo(fetchMock, bids.cancelBid)).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Cancelar BID' }))
    await user.click(screen.getByRole('button', { name: 'Sim, cancelar BID' }))
    expect(await screen.findByText('Erro ao cancelar BID. Tente novamente.')).toBeInTheDocument()
    expect(callsTo(fetchMock, bids.cancelBid)).toHaveLength(1)
    expect(screen.getByText('BID #31')).toBeInTheDocument()
  })

  it('offers Finalizar BID once the game is past and finishes after confirmation', async () => {
    const fetchMock = stubApi([
      [currentBid, [live(makeLiveBid({ isPast: true })), noContent]],
      [bids.completeBid, ok('BID finalizado com sucesso.')],
    ])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Finalizar BID' }))
    expect(screen.queryByText('O BID só pode ser finalizado após a data do jogo.')).toBeNull()
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Tem certeza que deseja finalizar este BID? Esta ação não pode ser desfeita.',
    )
    // 'Faltou sem avisar' (ADR 053): the confirmed players, none marked until the organiser says.
    const missed = screen.getByRole('group', { name: 'Faltou sem avisar' })
    expect(
      within(missed)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Bruninho', 'Marquinhos'])
    await user.click(within(missed).getByRole('checkbox', { name: 'Bruninho' }))
    await user.click(screen.getByRole('button', { name: 'Sim, finalizar BID' }))
    expect(await screen.findByText('BID finalizado com sucesso.')).toBeInTheDocument()
    expect(callsTo(fetchMock, bids.completeBid)[0]!.body).toEqual({ noShows: [1] })
    expect(await screen.findByRole('button', { name: 'Criar Novo BID' })).toBeInTheDocument()
  })

  it("shows the server's reason when finishing fails", async () => {
    stubApi([
      [currentBid, live(makeLiveBid({ isPast: true }))],
      [
        bids.completeBid,
        reply({ success: false, message: 'Este BID já foi encerrado.' }, { status: 409 }),
      ],
    ])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Finalizar BID' }))
    await user.click(screen.getByRole('button', { name: 'Sim, finalizar BID' }))
    expect(
      await screen.findByText('Erro ao finalizar BID: Este BID já foi encerrado.'),
    ).toBeInTheDocument()
  })

  it('shows the load error with a reload button', async () => {
    stubApi([[currentBid, reply({ success: false, message: 'Falha.' }, { status: 403 })]])
    renderApp('/bid-atual')
    expect(await screen.findByText('Erro ao carregar dados do BID')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
  })
})

describe('bid-atual: Adicionar Avulso', () => {
  const choices = [
    makeSporadicChoice(21, 'Caião', { positionPlayer: 'defender', skillLevel: 5 }),
    makeSporadicChoice(22, 'Igão', { positionPlayer: 'fullback', skillLevel: 4 }),
    makeSporadicChoice(23, 'Tavinho', { positionPlayer: 'striker', skillLevel: 5 }),
  ]

  it('suggests registered players by the typed text and adds the one picked', async () => {
    const fetchMock = stubApi([
      [currentBid, live(makeLiveBid())],
      [bids.sporadicPlayerChoices, reply(choices)],
      [
        bids.addSporadicPlayer,
        reply({
          success: true,
          message: 'Jogador adicionado com sucesso!',
          companyPlayerId: 21,
        }),
      ],
    ])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Adicionar Avulso' }))
    const dialog = screen.getByRole('dialog')
    const submit = within(dialog).getByRole('button', { name: 'Adicionar' })
    expect(submit).toBeDisabled()
    expect(within(dialog).getByLabelText('Habilidade (opcional)')).toHaveValue('5')

    await user.type(within(dialog).getByLabelText('Nome'), 'ão')
    const list = await within(dialog).findByRole('list', {
      name: 'Sugestões de jogadores cadastrados',
    })
    expect(within(list).getAllByRole('button')).toHaveLength(2)
    expect(within(list).getByText('Zagueiro · H: 5')).toBeInTheDocument()
    await user.click(within(list).getByRole('button', { name: /Caião/ }))

    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Caião')
    expect(within(dialog).getByLabelText('Posição (opcional)')).toHaveValue('defender')
    await user.click(submit)
    expect(await screen.findByText('Jogador adicionado com sucesso!')).toBeInTheDocument()
    expect(callsTo(fetchMock, bids.addSporadicPlayer)[0]!.body).toEqual({
      bidDayId: 9,
      companyPlayerId: 21,
      playerName: 'Caião',
      positionPlayer: 'defender',
      skillLevel: 5,
      useHeldPlace: false,
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('adds a new player by name without position and reports failures', async () => {
    const fetchMock = stubApi([
      [currentBid, live(makeLiveBid())],
      [bids.sporadicPlayerChoices, reply([])],
      [
        bids.addSporadicPlayer,
        reply({ success: false, message: 'Este jogador já está no BID.' }, { status: 409 }),
      ],
    ])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Adicionar Avulso' }))
    const dialog = screen.getByRole('dialog')
    await user.type(within(dialog).getByLabelText('Nome'), '   ')
    expect(within(dialog).getByRole('button', { name: 'Adicionar' })).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Nome'), 'Zé Novo ')
    await user.selectOptions(within(dialog).getByLabelText('Habilidade (opcional)'), '8')
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }))
    expect(
      await screen.findByText('Erro ao adicionar jogador: Este jogador já está no BID.'),
    ).toBeInTheDocument()
    expect(callsTo(fetchMock, bids.addSporadicPlayer)[0]!.body).toEqual({
      bidDayId: 9,
      companyPlayerId: 0,
      playerName: 'Zé Novo',
      positionPlayer: null,
      skillLevel: 8,
      useHeldPlace: false,
    })
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })
})

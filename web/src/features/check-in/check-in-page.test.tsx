import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { ownBidStatsSchema } from '@bidfut/domain/contracts/bids'
import type { BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import { memberTeamDrawSchema, teamMateSchema } from '@bidfut/domain/contracts/teams'
import * as bids from '@bidfut/domain/endpoints/bids'
import * as weatherApi from '@bidfut/domain/endpoints/weather'
import * as calendar from '@bidfut/domain/endpoints/calendar'
import * as finance from '@bidfut/domain/endpoints/finance'
import * as teams from '@bidfut/domain/endpoints/teams'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeCheckInInfo, makeOpenBid } from '@/test/bid-fixtures'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, deferred, noContent, stubApi, reply, replyMessage } from '@/test/stub-api'
import { forecastResponse, forecastUnavailable, makeForecast } from '@/test/weather-fixtures'

// BID #31 on 28/11/2030 at Arena Central, the signed-in player 42 still waiting.
const baseInfo = makeCheckInInfo()

const mate = (companyPlayerId: number, name: string) =>
  teamMateSchema.parse({ companyPlayerId, name, position: 'midfielder', typePlayer: 'monthly' })

// What a member gets: who plays with whom, no skill levels.
const drawnTeams = memberTeamDrawSchema.parse({
  success: true,
  message: 'Times gerados com sucesso!',
  bidDayId: 9,
  quantityOfPlayersEachTeam: 2,
  sporadicPlayerEspecial: false,
  drawnAt: '2026-11-21T10:00:00.000Z',
  teams: [
    { teamId: 1, players: [mate(7, 'Zico'), mate(8, 'Sócrates')] },
    { teamId: 2, players: [mate(42, 'Ana'), mate(9, 'Guga')] },
  ],
  reserves: [],
  confirmedChanged: false,
})

const weather = makeForecast({
  chanceOfRain: 65,
  conditionDescription: 'chuva leve',
  urlIcon: '/weather-icons/rain.svg',
})

const unavailable = forecastUnavailable

const infoPath = bids.checkInInfo
const statusPath = bids.updateStatus

/** The reply to a status change: where the player landed. */
const statusReply = (
  message: string,
  status: BidPlayerStatus,
  waitlistPosition: number | null = null,
) =>
  reply({
    success: true,
    message,
    status,
    waitlistPosition,
  })

/** A full BID as the screen reads it: 24 confirmed, `waitlisted` people in line. */
const fullInfo = (overrides: Parameters<typeof makeCheckInInfo>[0] = {}) =>
  makeCheckInInfo({
    totalConfirmed: 24,
    totalAvailable: 0,
    isFull: true,
    totalWaitlisted: 2,
    ...overrides,
  })
const statsPath = bids.ownBidStats
const weatherPath = weatherApi.bidForecast

beforeEach(() => {
  clearSession()
  setSession(makeSession())
  markSessionReady()
})

describe('check-in page', () => {
  it('says why a player who owes cannot check in, with the Pix code right there', async () => {
    const block = {
      message:
        'Você tem R$ 39,90 em atraso há mais de 5 dias com a pelada. Pague o Pix para confirmar presença.',
      totalCents: 3990,
      charges: [
        {
          id: 77,
          description: 'Mensalidade de outubro/2026',
          amountCents: 3990,
          dueDate: '2026-10-10',
          pixCode: '00020126360014br.gov.bcb.pix0114+55119999999995204000053039865406',
          pixDynamic: false,
        },
      ],
    }
    stubApi([
      [infoPath, reply(baseInfo)],
      [weatherPath, unavailable],
      [finance.myCharges, reply({ charges: [], receiverName: 'Caixa', checkInBlock: block })],
    ])
    renderApp('/check-in')
    const card = await screen.findByRole('region', { name: 'Check-in bloqueado' })
    expect(within(card).getByText(block.message)).toBeInTheDocument()
    expect(within(card).getByText('R$ 39,90')).toBeInTheDocument()
    expect(within(card).getByText('Venceu em 10/10/2026')).toBeInTheDocument()
    expect(within(card).getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(
      block.charges[0]!.pixCode,
    )
  })

  it("shows 'Nenhum BID Aberto' when no BID is open", async () => {
    stubApi([[infoPath, noContent]])
    renderApp('/check-in')
    expect(await screen.findByRole('heading', { level: 1, name: 'Check-in' })).toBeInTheDocument()
    expect(await screen.findByText('Nenhum BID Aberto')).toBeInTheDocument()
    // A member's text as it always was, and no action that is not theirs.
    expect(
      screen.getByText('Quando o próximo BID for aberto, você poderá fazer o seu check-in aqui.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Criar BID' })).toBeNull()
  })

  it("gives an organiser 'Criar BID' when no BID is open", async () => {
    clearSession()
    setSession(makeSession({ role: 'editor' }))
    markSessionReady()
    stubApi([[infoPath, noContent]])
    renderApp('/check-in')
    expect(await screen.findByRole('link', { name: 'Criar BID' })).toHaveAttribute(
      'href',
      '/bid-atual',
    )
  })

  it('shows the load error and retries', async () => {
    stubApi([
      [
        infoPath,
        [reply({ success: false, message: 'Falha interna.' }, { status: 500 }), reply(baseInfo)],
      ],
      [weatherPath, unavailable],
    ])
    renderApp('/check-in')
    expect(
      await screen.findByText('Não foi possível carregar as informações do check-in.'),
    ).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByText('Próximo BID #31')).toBeInTheDocument()
  })

  it('shows the BID, the slots, the confirmed players and the status actions', async () => {
    stubApi([
      [infoPath, reply(baseInfo)],
      [weatherPath, unavailable],
    ])
    renderApp('/check-in')
    expect(await screen.findByText('Próximo BID #31')).toBeInTheDocument()
    expect(screen.getByText('Quinta-feira, 28 de novembro')).toBeInTheDocument()
    expect(screen.getByText('19:30')).toBeInTheDocument()
    expect(screen.getByText('Arena Central')).toBeInTheDocument()
    expect(screen.getByText('22 vagas restantes')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Vagas preenchidas' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    )
    expect(screen.getByText('Pendente')).toBeInTheDocument()
    expect(screen.getByText('Bruninho')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Fazer Check-in' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Declarar Ausência' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Estou Lesionado' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Cancelar status' })).toBeNull()
    expect(screen.queryByText('Minhas estatísticas')).toBeNull()
    // 'Como chegar': the place in each maps app, searched by its text, in a new tab.
    const maps = screen.getByRole('navigation', { name: 'Como chegar' })
    const link = (name: string) => within(maps).getByRole('link', { name })
    expect(link('Google Maps')).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Arena%20Central',
    )
    expect(link('Apple Maps')).toHaveAttribute('href', 'https://maps.apple.com/?q=Arena%20Central')
    expect(link('Waze')).toHaveAttribute(
      'href',
      'https://waze.com/ul?q=Arena%20Central&navigate=yes',
    )
    expect(link('Waze')).toHaveAttribute('target', '_blank')
  })

  it("has no 'Como chegar' while the place is not set", async () => {
    stubApi([
      [infoPath, reply(makeCheckInInfo({ location: null }))],
      [weatherPath, unavailable],
    ])
    renderApp('/check-in')
    expect(await screen.findByText('Local a definir')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Como chegar' })).toBeNull()
  })

  it("offers 'Adicionar ao calendário' with this BID's own .ics beside the subscriptions", async () => {
    const base = 'https://bidfut.example/v1/calendar/' + 'a'.repeat(32)
    stubApi([
      [infoPath, reply(baseInfo)],
      [weatherPath, unavailable],
      [
        calendar.calendarLinks,
        reply({
          feedUrl: `${base}.ics`,
          webcalUrl: `${base}.ics`.replace('https:', 'webcal:'),
          googleUrl: 'https://calendar.google.com/calendar/render?cid=x',
          outlookUrl: 'https://outlook.live.com/calendar/0/addfromweb?url=x',
          eventBaseUrl: `${base}/bids/`,
        }),
      ],
    ])
    renderApp('/check-in')
    const download = await screen.findByRole('link', { name: 'Baixar este jogo (.ics)' })
    expect(download).toHaveAttribute('href', `${base}/bids/9.ics`)
    expect(download).toHaveAttribute('download', 'bid-31.ics')
    expect(screen.getByRole('link', { name: 'Apple (iPhone e Mac)' })).toHaveAttribute(
      'href',
      `${base}.ics`.replace('https:', 'webcal:'),
    )
    // Renewing the link is a /perfil decision, not a check-in one.
    expect(screen.queryByRole('button', { name: 'Renovar link' })).toBeNull()
  })

  it('checks in, confirms with a toast and reloads the check-in data', async () => {
    const confirmed = makeCheckInInfo({
      playerBidStatus: 'confirmed',
      totalConfirmed: 3,
      totalAvailable: 21,
      confirmedPlayers: ['Ana', 'Bruninho', 'Dudu'],
    })
    const fetchMock = stubApi([
      [infoPath, [reply(baseInfo), reply(confirmed)]],
      [weatherPath, unavailable],
      [statusPath, statusReply('Check-in realizado com sucesso!', 'confirmed')],
    ])
    renderApp('/check-in')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Fazer Check-in' }))
    const done = await screen.findByText('Check-in realizado com sucesso!')
    expect(done.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'success')
    expect(callsTo(fetchMock, bids.updateStatus)[0]!.body).toEqual({
      status: 'confirmed',
    })
    expect(await screen.findByRole('button', { name: 'Cancelar status' })).toBeInTheDocument()
    expect(screen.getByText('Confirmado')).toBeInTheDocument()
    expect(screen.getByText('21 vagas restantes')).toBeInTheDocument()
    expect(callsTo(fetchMock, bids.checkInInfo)).toHaveLength(2)
  })

  it("offers a mensalista confirmed when the BID opened 'Não vou' in one tap", async () => {
    const auto = makeCheckInInfo({
      playerBidStatus: 'confirmed',
      autoConfirmed: true,
      placeHeldForMe: true,
    })
    const fetchMock = stubApi([
      [infoPath, [reply(auto), reply(auto), reply(makeCheckInInfo({ playerBidStatus: 'absent' }))]],
      [weatherPath, unavailable],
      [statusPath, statusReply('Ausência registrada.', 'absent')],
    ])
    renderApp('/check-in')
    expect(
      await screen.findByText('Confirmado automaticamente — toque se não for'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancelar status' })).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Não vou' }))
    expect(await screen.findByText('Ausência registrada.')).toBeInTheDocument()
    expect(callsTo(fetchMock, bids.updateStatus)[0]!.body).toEqual({ status: 'absent' })
    await waitFor(() =>
      expect(screen.queryByText('Confirmado automaticamente — toque se não for')).toBeNull(),
    )
  })

  it("tells a mensalista the furões' rule took the guaranteed place in this BID", async () => {
    stubApi([
      [infoPath, reply(makeCheckInInfo({ guaranteeLost: true }))],
      [weatherPath, unavailable],
    ])
    renderApp('/check-in')
    expect(await screen.findByText('Sem vaga garantida neste BID')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Fazer Check-in' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Não vou' })).toBeNull()
  })

  it('cancels a status back to waiting', async () => {
    stubApi([
      [infoPath, [reply(makeCheckInInfo({ playerBidStatus: 'hurt' })), reply(baseInfo)]],
      [weatherPath, unavailable],
      [statusPath, statusReply('Status cancelado.', 'waiting')],
    ])
    renderApp('/check-in')
    expect(await screen.findByText('Lesionado')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancelar status' }))
    expect(await screen.findByText('Status cancelado.')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Fazer Check-in' })).toBeInTheDocument()
  })

  it("asks before a confirmed player gives a full BID's slot to the first in line", async () => {
    const confirmedFull = fullInfo({ playerBidStatus: 'confirmed', firstWaitlistedName: 'Teteu' })
    const fetchMock = stubApi([
      [infoPath, [reply(confirmedFull), reply(fullInfo())]],
      [weatherPath, unavailable],
      [statusPath, statusReply('Status cancelado.', 'waiting')],
    ])
    renderApp('/check-in')
    const user = userEvent.setup()
    const cancel = await screen.findByRole('button', { name: 'Cancelar status' })
    await user.click(cancel)
    const dialog = await screen.findByRole('alertdialog', { name: 'Liberar sua vaga?' })
    expect(dialog).toHaveTextContent(
      'Você vai liberar sua vaga para Teteu, 1º da lista de espera. Confirmar?',
    )
    // Cancelling (the safe choice has focus first) keeps everything, focus back on the button.
    expect(within(dialog).getByRole('button', { name: 'Manter minha vaga' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Manter minha vaga' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(cancel).toHaveFocus())
    expect(callsTo(fetchMock, bids.updateStatus)).toHaveLength(0)
    expect(screen.getByText('Confirmado')).toBeInTheDocument()

    await user.click(cancel)
    await user.click(await screen.findByRole('button', { name: 'Sim, liberar minha vaga' }))
    expect(await screen.findByText('Status cancelado.')).toBeInTheDocument()
    expect(callsTo(fetchMock, bids.updateStatus)[0]!.body).toEqual({
      status: 'waiting',
    })
    // The result: the BID is full, so the first action is now to join the line, and has focus.
    const join = await screen.findByRole('button', { name: /^Entrar na lista de espera/ })
    await waitFor(() => expect(join).toHaveFocus())
  })

  it("during the mensalistas' window says a mensalista's place goes back to the mensalistas", async () => {
    // 21 confirmed and 3 mensalistas 'Pendente' hold the rest; Roberto waits.
    const held = fullInfo({
      playerBidStatus: 'confirmed',
      totalConfirmed: 21,
      totalAvailable: 3,
      isFull: false,
      firstWaitlistedName: 'Roberto',
      placeHeldForMe: true,
      monthlyWindow: { until: '26/11 20:00', closesAt: '2030-11-26T20:00:00', heldPlaces: 3 },
    })
    stubApi([
      [infoPath, reply(held)],
      [weatherPath, unavailable],
    ])
    renderApp('/check-in')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Cancelar status' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Liberar sua vaga?' })
    expect(dialog).toHaveTextContent(
      'Sua vaga volta para as vagas reservadas aos mensalistas até 26/11 20:00; a lista de espera continua como está. Confirmar?',
    )
    expect(dialog).not.toHaveTextContent('Roberto')
  })

  it('does not ask when nobody waits for the slot', async () => {
    const confirmed = makeCheckInInfo({ playerBidStatus: 'confirmed' })
    const fetchMock = stubApi([
      [infoPath, [reply(confirmed), reply(confirmed), reply(baseInfo)]],
      [weatherPath, unavailable],
      [statusPath, statusReply('Status cancelado.', 'waiting')],
    ])
    renderApp('/check-in')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancelar status' }))
    expect(await screen.findByText('Status cancelado.')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(callsTo(fetchMock, bids.updateStatus)).toHaveLength(1)
  })

  it('reads the BID again before a confirmed player leaves, in case someone joined the line', async () => {
    const fetchMock = stubApi([
      [
        infoPath,
        [
          reply(fullInfo({ playerBidStatus: 'confirmed', totalWaitlisted: 0 })),
          reply(fullInfo({ playerBidStatus: 'confirmed', firstWaitlistedName: 'Rique' })),
        ],
      ],
      [weatherPath, unavailable],
    ])
    renderApp('/check-in')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancelar status' }))
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Você vai liberar sua vaga para Rique, 1º da lista de espera. Confirmar?',
    )
    expect(callsTo(fetchMock, bids.checkInInfo)).toHaveLength(2)
    expect(callsTo(fetchMock, bids.updateStatus)).toHaveLength(0)
  })

  it('keeps keyboard focus on the status actions after each change', async () => {
    const absent = makeCheckInInfo({ playerBidStatus: 'absent' })
    stubApi([
      [infoPath, [reply(baseInfo), reply(absent), reply(baseInfo)]],
      [weatherPath, unavailable],
      [
        statusPath,
        [
          statusReply('Ausência registrada.', 'absent'),
          statusReply('Status cancelado.', 'waiting'),
        ],
      ],
    ])
    renderApp('/check-in')
    const user = userEvent.setup()
    await screen.findByRole('button', { name: 'Declarar Ausência' })
    // The keyboard's way: Tab to the second action and press Enter.
    screen.getByRole('button', { name: 'Declarar Ausência' }).focus()
    await user.keyboard('{Enter}')
    // Its button is gone; the one in its place (the only action left) has focus.
    const cancel = await screen.findByRole('button', { name: 'Cancelar status' })
    await waitFor(() => expect(cancel).toHaveFocus())
    await user.keyboard('{Enter}')
    const checkIn = await screen.findByRole('button', { name: 'Fazer Check-in' })
    await waitFor(() => expect(checkIn).toHaveFocus())
  })

  it("shows the server's words when a rule refuses the change (409)", async () => {
    const started =
      'O jogo já começou: o seu status não pode mais ser alterado. Fale com a organização.'
    stubApi([
      [infoPath, reply(baseInfo)],
      [weatherPath, unavailable],
      [statusPath, reply({ success: false, message: started }, { status: 409 })],
    ])
    renderApp('/check-in')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Declarar Ausência' }))
    expect(await screen.findByText(started)).toBeInTheDocument()
  })

  it('shows the generic message for other status failures', async () => {
    stubApi([
      [infoPath, reply(baseInfo)],
      [weatherPath, unavailable],
      [statusPath, reply({ success: false, message: 'Falha interna.' }, { status: 500 })],
    ])
    renderApp('/check-in')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Declarar Ausência' }))
    expect(
      await screen.findByText('Não foi possível atualizar seu status. Tente novamente.'),
    ).toBeInTheDocument()
  })

  it.each([
    ['the BID is still ahead', { isPast: false, playerBidStatus: 'confirmed' }, 'Próximo BID #31'],
    [
      'the player is not confirmed',
      { isPast: true, playerBidStatus: 'absent' },
      'Jogo encerrado — aguardando finalização',
    ],
  ] as const)('hides the own-stats card when %s', async (_case, overrides, title) => {
    const fetchMock = stubApi([
      [infoPath, reply(makeCheckInInfo(overrides))],
      [weatherPath, unavailable],
    ])
    renderApp('/check-in')
    expect(await screen.findByText(title)).toBeInTheDocument()
    expect(screen.queryByText('Minhas estatísticas')).toBeNull()
    expect(callsTo(fetchMock, bids.ownBidStats)).toHaveLength(0)
  })

  it('says BID lotado before the tap and offers the waiting list instead of a check-in', async () => {
    const fetchMock = stubApi([
      [
        infoPath,
        [
          reply(fullInfo()),
          reply(
            fullInfo({ playerBidStatus: 'waitlisted', totalWaitlisted: 3, waitlistPosition: 3 }),
          ),
        ],
      ],
      [weatherPath, unavailable],
      [
        statusPath,
        statusReply('BID lotado: você entrou na lista de espera (3º lugar).', 'waitlisted', 3),
      ],
    ])
    renderApp('/check-in')
    // Before the tap: where the check-in lands, with the place an avulso gets (the end of the line).
    await screen.findByRole('button', { name: 'Entrar na lista de espera (3º)' })
    const notice = screen
      .getByText('BID lotado', { selector: 'div' })
      .closest('[role="status"]') as HTMLElement
    expect(notice).toHaveTextContent(
      'As 24 vagas foram preenchidas e já há 2 pessoas na fila. Entre na lista de espera',
    )
    expect(notice).toHaveTextContent(
      'Na lista de espera, mensalistas e goleiros vêm antes dos avulsos; depois vale a ordem de chegada.',
    )
    expect(screen.getAllByText('BID lotado')).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Fazer Check-in' })).toBeNull()

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Entrar na lista de espera (3º)' }))
    const toast = await screen.findByText('BID lotado: você entrou na lista de espera (3º lugar).')
    // After it: a neutral toast, not the green of a place taken.
    expect(toast.closest('[data-sonner-toast]')).not.toHaveAttribute('data-type')
    expect(callsTo(fetchMock, bids.updateStatus)[0]!.body).toEqual({
      status: 'confirmed',
    })
    expect(await screen.findByText('Você é o 3º na lista de espera')).toBeInTheDocument()
    expect(screen.getByText('Lista de espera')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sair da lista de espera' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: /^Entrar na lista de espera/ })).toBeNull()
  })

  it("tells an avulso before the tap that the mensalistas' window sends them to the line", async () => {
    // 3 confirmed, the other 21 places held for mensalistas who have not answered, 2 in line.
    const window = { until: '26/11 20:00', closesAt: '2030-11-26T20:00:00', heldPlaces: 21 }
    const held = makeCheckInInfo({
      totalConfirmed: 3,
      totalAvailable: 21,
      totalWaitlisted: 2,
      monthlyWindow: window,
    })
    stubApi([
      [infoPath, reply(held)],
      [weatherPath, unavailable],
    ])
    const view = renderApp('/check-in')
    expect(
      await screen.findByRole('button', { name: 'Entrar na lista de espera (3º)' }),
    ).toBeInTheDocument()
    expect(screen.getByText('0 livres, 21 reservadas')).toBeInTheDocument()
    view.unmount()

    // A mensalista gets the place held for them.
    stubApi([
      [infoPath, reply({ ...held, placeHeldForMe: true })],
      [weatherPath, unavailable],
    ])
    renderApp('/check-in')
    expect(await screen.findByRole('button', { name: 'Fazer Check-in' })).toBeInTheDocument()
  })

  it('shows a waiting player their place and the line rule', async () => {
    stubApi([
      [infoPath, reply(fullInfo({ playerBidStatus: 'waitlisted', waitlistPosition: 2 }))],
      [weatherPath, unavailable],
    ])
    renderApp('/check-in')
    const notice = (await screen.findByText('Você é o 2º na lista de espera')).closest(
      '[role="status"]',
    ) as HTMLElement
    expect(notice).toHaveTextContent(
      'Se abrir uma vaga, você é confirmado na hora e avisado por email.',
    )
    expect(notice).toHaveTextContent('mensalistas e goleiros vêm antes dos avulsos')
    expect(screen.queryByRole('button', { name: 'Cancelar status' })).toBeNull()
  })

  it('locks the status after kick-off and says the game awaits its end', async () => {
    stubApi([
      [infoPath, reply(makeCheckInInfo({ isPast: true }))],
      [weatherPath, unavailable],
    ])
    renderApp('/check-in')
    expect(await screen.findByText('Jogo encerrado — aguardando finalização')).toBeInTheDocument()
    expect(screen.getByText('BID #31')).toBeInTheDocument()
    expect(
      screen.getByText(
        'O jogo já começou: o seu status não pode mais ser alterado. Fale com a organização.',
      ),
    ).toBeInTheDocument()
    for (const name of ['Fazer Check-in', 'Declarar Ausência', 'Estou Lesionado']) {
      expect(screen.queryByRole('button', { name })).toBeNull()
    }
  })

  it('shows zeros in the own-stats card once the BID is past and the player confirmed', async () => {
    stubApi([
      [infoPath, reply(makeCheckInInfo({ isPast: true, playerBidStatus: 'confirmed' }))],
      [statsPath, noContent],
      [weatherPath, unavailable],
    ])
    renderApp('/check-in')
    expect(await screen.findByText('Minhas estatísticas')).toBeInTheDocument()
    expect(screen.getByText('Jogo encerrado — aguardando finalização')).toBeInTheDocument()
    expect(screen.queryByText(/Próximo BID/)).toBeNull()
    for (const label of ['Gols', 'Assistências', 'Desarmes', 'Defesas']) {
      expect(await screen.findByRole('textbox', { name: label })).toHaveValue('0')
    }
    expect(screen.getByRole('button', { name: 'Diminuir gols' })).toBeDisabled()
    expect(screen.getByRole('switch', { name: 'Time da semana' })).not.toBeChecked()
  })

  it('saves a stat edit and rolls it back when the call fails', async () => {
    const stats = ownBidStatsSchema.parse({
      quantityOfGoals: 2,
      assistGoals: 1,
      ballRecoveries: 0,
      goalKeeperDefender: 0,
      weeklyTeam: false,
    })
    const goalsCall = deferred()
    const fetchMock = stubApi([
      [infoPath, reply(makeCheckInInfo({ isPast: true, playerBidStatus: 'confirmed' }))],
      [statsPath, reply(stats)],
      [weatherPath, unavailable],
      [bids.updateGoals, goalsCall.route],
      [bids.updateAssists, replyMessage('ok')],
    ])
    renderApp('/check-in')
    const user = userEvent.setup()
    const goals = await screen.findByRole('textbox', { name: 'Gols' })
    expect(goals).toHaveValue('2')

    await user.click(screen.getByRole('button', { name: 'Aumentar gols' }))
    expect(goals).toHaveValue('3')
    await waitFor(() => expect(callsTo(fetchMock, bids.updateGoals)).toHaveLength(1))
    expect(callsTo(fetchMock, bids.updateGoals)[0]!.body).toEqual({ quantityOfGoals: 3 })
    goalsCall.settle(reply({ success: false, message: 'Falha.' }, { status: 500 }))
    expect(
      await screen.findByText('Não foi possível atualizar a estatística. Tente novamente.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(goals).toHaveValue('2'))

    const assists = screen.getByRole('textbox', { name: 'Assistências' })
    await user.clear(assists)
    await user.type(assists, 'abc{Enter}')
    await waitFor(() => expect(assists).toHaveValue('0'))
    expect(callsTo(fetchMock, bids.updateAssists)[0]!.body).toEqual({ quantityOfAssists: 0 })
  })

  it("shows 'Previsão não disponível' with a retry, then the forecast", async () => {
    stubApi([
      [infoPath, reply(baseInfo)],
      [weatherPath, [unavailable, reply(weather)]],
    ])
    renderApp('/check-in')
    expect(await screen.findByText('Previsão não disponível')).toBeInTheDocument()
    const card = screen.getByText('Previsão do tempo').closest('div')!.parentElement!
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByText('24°C')).toBeInTheDocument()
    expect(screen.getByText('chuva leve')).toBeInTheDocument()
    expect(screen.getByText('18°C / 27°C')).toBeInTheDocument()
    expect(screen.getByText('70%')).toBeInTheDocument()
    expect(screen.getByText('65%')).toBeInTheDocument()
    expect(screen.getByText('Alto Risco')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Chance de chuva' })).toHaveAttribute(
      'aria-valuenow',
      '65',
    )
  })

  it('shows the drawn team the player is in once teams are drawn', async () => {
    stubApi([
      [infoPath, reply(baseInfo)],
      [weatherPath, unavailable],
      [teams.drawnTeams, reply(drawnTeams)],
    ])
    renderApp('/check-in')
    expect(await screen.findByText('Seu time: Time 2')).toBeInTheDocument()
    expect(screen.getByText('Ana (você)')).toBeInTheDocument()
    expect(screen.getByText('Guga')).toBeInTheDocument()
    expect(screen.queryByText('Zico')).toBeNull()
    expect(screen.getByText('Times sorteados pelo organizador.')).toBeInTheDocument()
  })

  it("marks the player's team 'incompleto' when it is the leftovers' team", async () => {
    stubApi([
      [infoPath, reply(baseInfo)],
      [weatherPath, unavailable],
      [
        teams.drawnTeams,
        reply(memberTeamDrawSchema.parse({ ...drawnTeams, quantityOfPlayersEachTeam: 3 })),
      ],
    ])
    renderApp('/check-in')
    expect(await screen.findByText('Seu time: Time 2 · incompleto')).toBeInTheDocument()
  })

  it('says when the confirmed players changed since the draw', async () => {
    stubApi([
      [infoPath, reply(baseInfo)],
      [weatherPath, unavailable],
      [
        teams.drawnTeams,
        reply(memberTeamDrawSchema.parse({ ...drawnTeams, confirmedChanged: true })),
      ],
    ])
    renderApp('/check-in')
    expect(await screen.findByText('Seu time: Time 2')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Os confirmados mudaram desde o sorteio: os times podem ser sorteados de novo.',
      ),
    ).toBeInTheDocument()
  })

  it('with two BIDs open, lets the player choose the game and answers the one chosen (ADR 059)', async () => {
    const later = makeCheckInInfo({ bidDayId: 10, number: 32, dayOfMatch: '2030-12-03T21:00:00' })
    const summary = (info: typeof baseInfo, label: string, status: BidPlayerStatus) =>
      makeOpenBid(info.bidDayId, label, {
        number: info.number,
        dayOfMatch: info.dayOfMatch,
        playerBidStatus: status,
      })
    const fetchMock = stubApi([
      [infoPath, reply(baseInfo)],
      [infoPath, reply(later), { query: { bidDayId: 10 } }],
      [
        bids.openBids,
        reply([
          summary(baseInfo, 'BID #31 — quinta 20:00', 'waiting'),
          summary(later, 'BID #32 — terça 21:00', 'confirmed'),
        ]),
      ],
      [weatherPath, forecastResponse({ temp: 24 }), { query: { bidDayId: baseInfo.bidDayId } }],
      [weatherPath, forecastResponse({ temp: 16, chanceOfRain: 80 }), { query: { bidDayId: 10 } }],
      [statusPath, statusReply('Check-in realizado com sucesso!', 'confirmed')],
    ])
    renderApp('/check-in')
    const choice = await screen.findByRole('group', { name: 'Escolha o jogo' })
    const next = within(choice).getByRole('button', { name: /BID #31 — quinta 20:00/ })
    expect(next).toHaveAttribute('aria-pressed', 'true')
    expect(next).toHaveTextContent('Pendente')
    const forecast = () => screen.findByRole('region', { name: 'Previsão do tempo' })
    expect(await within(await forecast()).findByText('24°C')).toBeInTheDocument()
    await userEvent.click(within(choice).getByRole('button', { name: /BID #32 — terça 21:00/ }))
    expect(await screen.findByText('BID #32')).toBeInTheDocument()
    // The chosen game's own forecast, not the next one's.
    expect(await within(await forecast()).findByText('16°C')).toBeInTheDocument()
    expect(within(await forecast()).getByText('Alto Risco')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Fazer Check-in' }))
    await waitFor(() => expect(callsTo(fetchMock, statusPath)).toHaveLength(1))
    expect(callsTo(fetchMock, statusPath)[0]!.params).toMatchObject({ bidDayId: '10' })
  })
})

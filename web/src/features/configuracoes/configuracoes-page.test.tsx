import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Role } from '@bidfut/domain/contracts/enums'
import {
  citySearchResponseSchema,
  groupSettingsResponseSchema,
  groupSettingsSchema,
  type CitySearchResult,
  type GroupSettings,
} from '@bidfut/domain/contracts/group-settings'
import {
  bidScheduleResponseSchema,
  type BidScheduleResponse,
} from '@bidfut/domain/contracts/bid-schedule'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import * as season from '@bidfut/domain/endpoints/season'
import * as finance from '@bidfut/domain/endpoints/finance'
import * as pix from '@bidfut/domain/endpoints/pix'
import * as privacy from '@bidfut/domain/endpoints/privacy'
import * as groupSettings from '@bidfut/domain/endpoints/group-settings'
import * as bids from '@bidfut/domain/endpoints/bids'
import { clearSession, getSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import {
  callsTo,
  deferred,
  noContent,
  stubApi,
  type Route,
  reply,
  replyWith,
  type Handler,
} from '@/test/stub-api'

/** The settings as GET /groups/settings answers them. */
function makeSettings(overrides: Partial<GroupSettings> = {}) {
  return groupSettingsResponseSchema.parse({
    name: 'Pelada de Quinta',
    defaultLocationGame: 'Arena Central',
    forecastCity: {
      name: 'São Paulo, São Paulo, Brasil',
      latitude: -23.5475,
      longitude: -46.63611,
    },
    timeZone: 'America/Sao_Paulo',
    remindersEnabled: true,
    linkPreviews: true,
    defaultSlots: 24,
    lateNoticeHours: 12,
    reminderHours: [],
    furaoRule: null,
    autoConfirmMonthly: false,
    ...overrides,
  })
}

const cities: CitySearchResult[] = citySearchResponseSchema.parse([
  {
    name: 'Campinas',
    label: 'Campinas, São Paulo, Brasil',
    latitude: -22.90556,
    longitude: -47.06083,
    timeZone: 'America/Sao_Paulo',
  },
  {
    name: 'Campina Grande',
    label: 'Campina Grande, Paraíba, Brasil',
    latitude: -7.23056,
    longitude: -35.88111,
    timeZone: 'America/Fortaleza',
  },
  {
    name: 'Campo Grande',
    label: 'Campo Grande, Mato Grosso do Sul, Brasil',
    latitude: -20.44278,
    longitude: -54.64639,
    timeZone: 'America/Campo_Grande',
  },
])

/** The city search for `name` answers with `handler`. */
const onSearch = (name: string, handler: Handler | Handler[]): Route => [
  groupSettings.searchCity,
  handler,
  { query: { name } },
]

/** PUT /groups/settings answers what it was sent, as the server stores it. */
const saveEcho = replyWith(({ body }) =>
  groupSettingsResponseSchema.parse(groupSettingsSchema.parse(body)),
)

/** The schedule as GET /groups/schedule answers it for a group that never set one. */
function makeSchedule(overrides: Partial<BidScheduleResponse> = {}): BidScheduleResponse {
  return bidScheduleResponseSchema.parse({
    enabled: false,
    monthlyWindowHours: null,
    timeZone: 'America/Sao_Paulo',
    schedules: [],
    nextOpenings: [],
    skipped: [],
    ...overrides,
  })
}

function openSettings(routes: Route[], role: Role = 'administrator') {
  setSession(makeSession({ role }))
  // 'Financeiro' has its own form and endpoint (finance-settings.test.tsx): not set up here.
  const fetchMock = stubApi([
    [finance.financeSettings, reply({ settings: null })],
    // The administrators' 'Encerrar pelada' card reads its state too (ADR 040).
    [privacy.groupClosing, reply({ closesAt: null })],
    [season.bidSchedule, reply(makeSchedule())],
    // 'Conta Pix do banco' (ADR 052; psp-card.test.tsx): a server that keeps no credentials.
    [pix.pspStatus, reply({ available: false, providers: [], connection: null })],
    ...routes,
  ])
  return { ...renderApp('/configuracoes'), fetchMock }
}

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe('configurações da pelada', () => {
  it('searches a city, picks it with its time zone and saves everything', async () => {
    const { fetchMock } = openSettings([
      [groupSettings.groupSettings, reply(makeSettings())],
      onSearch('Camp', reply(cities)),
      [groupSettings.updateGroupSettings, saveEcho],
    ])
    const user = userEvent.setup()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configurações da pelada' }),
    ).toBeInTheDocument()
    const name = await screen.findByRole('textbox', { name: 'Nome da pelada' })
    expect(name).toHaveValue('Pelada de Quinta')
    expect(name).toHaveAttribute('maxLength', '80')
    expect(screen.getByRole('textbox', { name: 'Local padrão dos BIDs' })).toHaveValue(
      'Arena Central',
    )
    const city = screen.getByRole('group', { name: 'Cidade da previsão do tempo' })
    expect(within(city).getByText('São Paulo, São Paulo, Brasil')).toBeInTheDocument()
    expect(within(city).getByText('23,55° S, 46,64° O')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Fuso horário' })).toHaveValue('America/Sao_Paulo')
    const reminders = screen.getByRole('switch', {
      name: 'Enviar lembretes por email dois dias antes do jogo',
    })
    expect(reminders).toBeChecked()

    await user.click(within(city).getByRole('button', { name: 'Trocar' }))
    const search = within(city).getByRole('combobox', { name: 'Cidade da previsão do tempo' })
    expect(search).toHaveFocus()
    await user.type(search, 'Camp')
    const list = await screen.findByRole('listbox', { name: 'Cidades encontradas' })
    expect(within(list).getAllByRole('option')).toHaveLength(3)
    expect(screen.getByText('3 cidades encontradas')).toBeInTheDocument()
    expect(within(list).getByText('7,23° S, 35,88° O')).toBeInTheDocument()
    // Typing goes through the debounce: one search for the whole word.
    expect(callsTo(fetchMock, groupSettings.searchCity)).toHaveLength(1)

    await user.click(within(list).getByRole('option', { name: /Campina Grande, Paraíba/ }))
    expect(within(city).getByText('Campina Grande, Paraíba, Brasil')).toBeInTheDocument()
    expect(within(city).getByRole('button', { name: 'Trocar' })).toHaveFocus()
    expect(screen.getByRole('combobox', { name: 'Fuso horário' })).toHaveValue('America/Fortaleza')
    expect(screen.getByText('Ajustado pela cidade escolhida.')).toBeInTheDocument()

    await user.clear(name)
    await user.type(name, 'Pelada das Quintas')
    await user.click(reminders)
    await user.click(screen.getByRole('button', { name: 'Salvar' }))

    expect(await screen.findByText('Configurações salvas.')).toBeInTheDocument()
    expect(callsTo(fetchMock, groupSettings.updateGroupSettings)[0]!.body).toEqual({
      name: 'Pelada das Quintas',
      defaultLocationGame: 'Arena Central',
      forecastCity: {
        name: 'Campina Grande, Paraíba, Brasil',
        latitude: -7.23056,
        longitude: -35.88111,
      },
      timeZone: 'America/Fortaleza',
      remindersEnabled: false,
      linkPreviews: true,
      defaultSlots: 24,
      lateNoticeHours: 12,
      reminderHours: [],
      furaoRule: null,
      autoConfirmMonthly: false,
    })
  })

  it('picks a result with the keyboard, and keeps the chosen zone when it is not Brazilian', async () => {
    const abroad = citySearchResponseSchema.parse([
      {
        name: 'Lisboa',
        label: 'Lisboa, Portugal',
        latitude: 38.72,
        longitude: -9.13,
        timeZone: 'Europe/Lisbon',
      },
      ...cities,
    ])
    const { fetchMock } = openSettings([
      [groupSettings.groupSettings, reply(makeSettings({ forecastCity: null }))],
      onSearch('Li', reply(abroad)),
      [groupSettings.updateGroupSettings, saveEcho],
    ])
    const user = userEvent.setup()
    const search = await screen.findByRole('combobox', { name: 'Cidade da previsão do tempo' })
    expect(search).not.toHaveFocus()
    await user.type(search, 'L')
    expect(screen.getByText('Digite pelo menos 2 letras da cidade.')).toBeInTheDocument()
    await user.type(search, 'i')
    await screen.findByRole('option', { name: /Lisboa/ })
    expect(callsTo(fetchMock, groupSettings.searchCity, { query: { name: 'L' } })).toHaveLength(0)

    await user.keyboard('{ArrowDown}')
    expect(search).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /Lisboa/ }).id,
    )
    expect(screen.getByRole('option', { name: /Lisboa/ })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Enter}')
    const city = screen.getByRole('group', { name: 'Cidade da previsão do tempo' })
    expect(within(city).getByText('Lisboa, Portugal')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Fuso horário' })).toHaveValue('America/Sao_Paulo')
    // Enter picked the city; it did not submit the form.
    expect(callsTo(fetchMock, groupSettings.updateGroupSettings)).toHaveLength(0)
  })

  it('removes the city and saves the pelada without a forecast', async () => {
    const { fetchMock } = openSettings([
      [groupSettings.groupSettings, reply(makeSettings())],
      [groupSettings.updateGroupSettings, saveEcho],
    ])
    const user = userEvent.setup()
    const city = await screen.findByRole('group', { name: 'Cidade da previsão do tempo' })
    await user.click(within(city).getByRole('button', { name: 'Remover' }))
    expect(
      within(city).getByRole('combobox', { name: 'Cidade da previsão do tempo' }),
    ).toHaveFocus()
    expect(within(city).queryByRole('button', { name: 'Cancelar' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Configurações salvas.')).toBeInTheDocument()
    expect(callsTo(fetchMock, groupSettings.updateGroupSettings)[0]!.body).toMatchObject({
      forecastCity: null,
    })
  })

  it("goes back to the chosen city with 'Cancelar'", async () => {
    openSettings([[groupSettings.groupSettings, reply(makeSettings())]])
    const user = userEvent.setup()
    const city = await screen.findByRole('group', { name: 'Cidade da previsão do tempo' })
    await user.click(within(city).getByRole('button', { name: 'Trocar' }))
    await user.click(within(city).getByRole('button', { name: 'Cancelar' }))
    expect(within(city).getByText('São Paulo, São Paulo, Brasil')).toBeInTheDocument()
    expect(within(city).getByRole('button', { name: 'Trocar' })).toHaveFocus()
  })

  it('says when nothing matches, and offers a retry when the search is down', async () => {
    const down = reply(
      { success: false, message: 'Busca de cidades indisponível. Tente novamente.' },
      { status: 503 },
    )
    const { fetchMock } = openSettings([
      [groupSettings.groupSettings, reply(makeSettings({ forecastCity: null }))],
      onSearch('Xyz', reply([])),
      onSearch('Camp', [down, reply(cities)]),
    ])
    const user = userEvent.setup()
    const search = await screen.findByRole('combobox', { name: 'Cidade da previsão do tempo' })
    await user.type(search, 'Xyz')
    expect(await screen.findByText('Nenhuma cidade encontrada para “Xyz”.')).toBeInTheDocument()

    await user.clear(search)
    await user.type(search, 'Camp')
    expect(
      await screen.findByText('Busca de cidades indisponível. Tente novamente.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    const list = await screen.findByRole('listbox', { name: 'Cidades encontradas' })
    expect(within(list).getAllByRole('option')).toHaveLength(3)
    expect(callsTo(fetchMock, groupSettings.searchCity, { query: { name: 'Camp' } })).toHaveLength(
      2,
    )
  })

  it('marks a blank name and sends nothing', async () => {
    const { fetchMock } = openSettings([[groupSettings.groupSettings, reply(makeSettings())]])
    const user = userEvent.setup()
    const name = await screen.findByRole('textbox', { name: 'Nome da pelada' })
    await user.clear(name)
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(name).toHaveAccessibleDescription('Nome da pelada é obrigatório')
    expect(name).toHaveFocus()
    expect(callsTo(fetchMock, groupSettings.updateGroupSettings)).toHaveLength(0)
  })

  it('saves the reminder hours typed with commas, and names a wrong one before sending', async () => {
    const { fetchMock } = openSettings([
      [groupSettings.groupSettings, reply(makeSettings())],
      [groupSettings.updateGroupSettings, saveEcho],
    ])
    const user = userEvent.setup()
    const hours = await screen.findByRole('textbox', {
      name: 'Lembrar quem não respondeu (horas antes do jogo)',
    })
    await user.type(hours, '3, 2 dias')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    const invalid = 'Escolha até 4 lembretes, cada um de 1 a 168 horas antes do jogo, sem repetir.'
    expect(hours).toHaveAccessibleDescription(expect.stringContaining(invalid))
    expect(callsTo(fetchMock, groupSettings.updateGroupSettings)).toHaveLength(0)

    await user.clear(hours)
    await user.type(hours, '3, 48')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Configurações salvas.')).toBeInTheDocument()
    const [saved] = callsTo(fetchMock, groupSettings.updateGroupSettings)
    expect(saved!.body).toMatchObject({ reminderHours: [48, 3] })
    await waitFor(() => expect(hours).toHaveValue('48, 3'))
  })

  it("turns on the furões' rule and the automatic confirmation, explained before saving", async () => {
    const { fetchMock } = openSettings([
      [groupSettings.groupSettings, reply(makeSettings())],
      [groupSettings.updateGroupSettings, saveEcho],
    ])
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('switch', { name: 'Confirmar mensalistas automaticamente' }),
    )
    // Off, the rule's numbers are not asked; on, they come with 2 in 4 weeks and say what it does.
    expect(screen.queryByRole('spinbutton', { name: 'Faltas sem avisar' })).toBeNull()
    await user.click(screen.getByRole('switch', { name: 'Regra dos furões' }))
    const absences = screen.getByRole('spinbutton', { name: 'Faltas sem avisar' })
    expect(absences).toHaveValue(2)
    await user.clear(absences)
    await user.type(absences, '3')
    const weeks = screen.getByRole('spinbutton', { name: 'Em quantas semanas' })
    await user.clear(weeks)
    await user.type(weeks, '6')
    expect(
      screen.getByText(/^Com 3 faltas sem avisar nas últimas 6 semanas, o mensalista perde/),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Configurações salvas.')).toBeInTheDocument()
    const [saved] = callsTo(fetchMock, groupSettings.updateGroupSettings)
    expect(saved!.body).toMatchObject({
      furaoRule: { absences: 3, weeks: 6 },
      autoConfirmMonthly: true,
    })
  })

  it('names a rule out of bounds before sending', async () => {
    const { fetchMock } = openSettings([
      [groupSettings.groupSettings, reply(makeSettings({ furaoRule: { absences: 2, weeks: 4 } }))],
      [groupSettings.updateGroupSettings, saveEcho],
    ])
    const user = userEvent.setup()
    const weeks = await screen.findByRole('spinbutton', { name: 'Em quantas semanas' })
    await user.clear(weeks)
    await user.type(weeks, '30')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(
      screen.getByRole('spinbutton', { name: 'Faltas sem avisar' }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('A regra dos furões deve ter de 1 a 10 faltas em 1 a 26 semanas.'),
    )
    expect(callsTo(fetchMock, groupSettings.updateGroupSettings)).toHaveLength(0)
  })

  it('keeps the new default place in the session for the next BID', async () => {
    const save = deferred()
    openSettings([
      [groupSettings.groupSettings, reply(makeSettings())],
      [groupSettings.updateGroupSettings, save.route],
    ])
    const user = userEvent.setup()
    const place = await screen.findByRole('textbox', { name: 'Local padrão dos BIDs' })
    expect(place).toHaveAttribute('maxLength', '200')
    await user.clear(place)
    await user.type(place, 'Society do Zé')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByRole('button', { name: 'Salvando...' })).toBeDisabled()
    save.settle(reply(makeSettings({ defaultLocationGame: 'Society do Zé' })))
    expect(await screen.findByText('Configurações salvas.')).toBeInTheDocument()
    expect(getSession()?.defaultLocationGame).toBe('Society do Zé')
  })

  it("shows the server's message when saving fails", async () => {
    openSettings([
      [groupSettings.groupSettings, reply(makeSettings())],
      [
        groupSettings.updateGroupSettings,
        reply({ success: false, message: 'Falha interna.' }, { status: 500 }),
      ],
    ])
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Erro ao salvar configurações')).toBeInTheDocument()
    expect(screen.getByText('Falha interna.')).toBeInTheDocument()
  })

  it('shows a skeleton, then the load error with a retry', async () => {
    const first = deferred()
    openSettings([[groupSettings.groupSettings, [first.route, reply(makeSettings())]]])
    expect(await screen.findByText('Carregando configurações...')).toBeInTheDocument()
    first.settle(reply({ success: false, message: 'Falha interna.' }, { status: 500 }))
    expect(await screen.findByText('Erro ao carregar configurações')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('textbox', { name: 'Nome da pelada' })).toHaveValue(
      'Pelada de Quinta',
    )
  })

  it.each<Role>(['editor', 'member'])('sends the %s role to /dashboard', async (role) => {
    const { router } = openSettings([], role)
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it.each<Role>(['administrator', 'manager'])(
    "offers 'Configurações' in the %s's user menu",
    async (role) => {
      openSettings([[groupSettings.groupSettings, reply(makeSettings())]], role)
      const user = userEvent.setup()
      await screen.findByRole('textbox', { name: 'Nome da pelada' })
      await user.click(screen.getByRole('button', { name: /menu do usuário/i }))
      expect(await screen.findByRole('menuitem', { name: 'Configurações' })).toHaveAttribute(
        'href',
        '/configuracoes',
      )
    },
  )

  it.each<Role>(['editor', 'member'])("hides 'Configurações' from the %s", async (role) => {
    setSession(makeSession({ role }))
    stubApi([[bids.checkInInfo, noContent]])
    renderApp('/check-in')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /menu do usuário/i }))
    expect(await screen.findByRole('menuitem', { name: 'Meu Perfil' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Configurações' })).toBeNull()
  })
})

describe('configurações: name changes reach the header', () => {
  it('reloads the groups after saving', async () => {
    const { fetchMock } = openSettings([
      [groupSettings.groupSettings, reply(makeSettings())],
      [groupSettings.updateGroupSettings, saveEcho],
    ])
    // The header's menu loads on its own and reads the groups once before the save.
    await waitFor(() => expect(callsTo(fetchMock, accounts.myGroups)).toHaveLength(1))
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Configurações salvas.')).toBeInTheDocument()
    await waitFor(() =>
      expect(callsTo(fetchMock, accounts.myGroups).length).toBeGreaterThanOrEqual(2),
    )
  })

  it('turns the agenda on and saves it with the window', async () => {
    const { fetchMock } = openSettings([
      [groupSettings.groupSettings, reply(makeSettings())],
      [season.updateBidSchedule, replyWith(({ body }) => makeSchedule(body as object))],
    ])
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('switch', { name: 'Abrir o BID automaticamente toda semana' }),
    )
    await user.click(
      screen.getByRole('switch', { name: 'Guardar vagas para mensalistas e goleiros' }),
    )
    expect(
      screen.getByText('Vagas garantidas para mensalistas até 48 horas antes do jogo.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Salvar agenda' }))
    expect(await screen.findByText('Agenda salva.')).toBeInTheDocument()
    const [put] = callsTo(fetchMock, season.updateBidSchedule)
    expect(put!.body).toEqual({ enabled: true, monthlyWindowHours: 48 })
  })

  it('adds a weekly game and lists the games with the openings of each', async () => {
    const tuesday = {
      id: 7,
      weekdays: [2],
      time: '21:00',
      location: 'Quadra Coberta',
      opensDaysBefore: 1,
      label: 'Terça 21:00 — Quadra Coberta',
      description: 'Toda terça às 21:00, abre 1 dia antes',
    }
    const thursday = {
      id: 3,
      weekdays: [4],
      time: '20:00',
      location: null,
      opensDaysBefore: 1,
      label: 'Quinta 20:00 — Arena Central',
      description: 'Toda quinta às 20:00, abre 1 dia antes',
    }
    const { fetchMock } = openSettings([
      [groupSettings.groupSettings, reply(makeSettings())],
      [season.bidSchedule, reply(makeSchedule({ enabled: true, schedules: [thursday] }))],
      [
        season.addGameSchedule,
        reply(
          makeSchedule({
            enabled: true,
            schedules: [tuesday, thursday],
            nextOpenings: [
              {
                localDate: '2030-11-26',
                gameAt: '2030-11-26T21:00:00',
                opensAt: '2030-11-25T21:00:00',
                label: tuesday.label,
              },
              {
                localDate: '2030-11-28',
                gameAt: '2030-11-28T20:00:00',
                opensAt: '2030-11-27T20:00:00',
                label: thursday.label,
              },
            ],
          }),
        ),
      ],
    ])
    const user = userEvent.setup()
    const games = await screen.findByRole('list', { name: 'Jogos da semana' })
    expect(within(games).getByText(thursday.label)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Adicionar jogo' }))
    const form = screen.getByRole('form', { name: 'Novo jogo' })
    await user.click(within(form).getByRole('checkbox', { name: 'terça' }))
    await user.clear(within(form).getByLabelText('Horário do jogo'))
    await user.type(within(form).getByLabelText('Horário do jogo'), '21:00')
    await user.clear(within(form).getByLabelText('Abre quantos dias antes'))
    await user.type(within(form).getByLabelText('Abre quantos dias antes'), '1')
    await user.type(within(form).getByLabelText('Local'), 'Quadra Coberta')
    expect(within(form).getByText('Toda terça às 21:00, abre 1 dia antes')).toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: 'Salvar jogo' }))
    expect(await screen.findByText('Jogo salvo na agenda.')).toBeInTheDocument()
    expect(callsTo(fetchMock, season.addGameSchedule)[0]!.body).toEqual({
      weekdays: [2],
      time: '21:00',
      location: 'Quadra Coberta',
      opensDaysBefore: 1,
    })
    expect(
      within(games)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining(tuesday.label), expect.stringContaining(thursday.label)])
    // Each opening names its game, as the group has two.
    expect(
      screen.getByText(/^Jogo ter, 26\/11 às 21:00 — abre seg, 25\/11 às 21:00$/),
    ).toBeInTheDocument()
    expect(screen.getAllByText(tuesday.label)).toHaveLength(2)
  })

  it('names the field of a game that cannot happen before sending it', async () => {
    const { fetchMock } = openSettings([[groupSettings.groupSettings, reply(makeSettings())]])
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Adicionar jogo' }))
    await user.click(screen.getByRole('button', { name: 'Salvar jogo' }))
    const days = screen.getByRole('group', { name: 'Dias da semana' })
    expect(
      await within(days).findByText('Dias da semana: escolha pelo menos um dia.'),
    ).toBeInTheDocument()
    expect(callsTo(fetchMock, season.addGameSchedule)).toHaveLength(0)
  })
})

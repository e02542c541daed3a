import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Role } from '@bidfut/domain/contracts/enums'
import { financeOverviewSchema } from '@bidfut/domain/contracts/finance'
import * as finance from '@bidfut/domain/endpoints/finance'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, stubApi, reply } from '@/test/stub-api'

const charge = (id: number, name: string, status: string, overdue = false) => ({
  id,
  companyPlayerId: id,
  playerName: name,
  memberRemoved: false,
  kind: 'monthly',
  description: 'Mensalidade de dezembro/2026',
  amountCents: 8000,
  paidCents: 0,
  dueDate: '2026-12-10',
  status,
  overdue,
  paidMethod: status === 'paid' ? 'cash' : null,
  paidAt: null,
  paidByBank: false,
  pixReceivedCents: null,
  waivedReason: null,
  lastRemindedAt: null,
})

const overview = (bruninho: string) =>
  financeOverviewSchema.parse({
    month: '2026-12',
    configured: true,
    charges: [charge(1, 'Bruninho', bruninho), charge(2, 'Alex', 'open', true)],
    summary: {
      receivedCents: bruninho === 'paid' ? 8000 : 0,
      outstandingCents: bruninho === 'paid' ? 8000 : 16000,
      courtCostCents: 30000,
      balanceCents: bruninho === 'paid' ? -22000 : -30000,
      games: 1,
    },
    members: [
      { companyPlayerId: 1, name: 'Bruninho' },
      { companyPlayerId: 2, name: 'Alex' },
    ],
  })

function openFinanceiro(role: Role = 'manager') {
  setSession(makeSession({ role }))
  const fetchMock = stubApi([
    [finance.financeOverview, [reply(overview('reported')), reply(overview('paid'))]],
    [finance.confirmPayment, reply({ ...charge(1, 'Bruninho', 'paid') })],
    [
      finance.remindOverdue,
      reply({
        emailed: 11,
        pushedOnly: 0,
        byWhatsApp: 1,
        remindedPlayers: 12,
        notReminded: 6,
        recentlyReminded: 5,
        whatsappText: '*Pelada* — pagamentos em aberto',
      }),
    ],
  ])
  return { ...renderApp('/financeiro'), fetchMock }
}

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe('/financeiro', () => {
  it('filters by state and confirms a reported Pix in one tap, then shows the new summary', async () => {
    const { fetchMock } = openFinanceiro()
    const user = userEvent.setup()
    expect(
      await screen.findByRole('heading', { name: 'Resumo de dezembro de 2026' }),
    ).toBeInTheDocument()
    expect(screen.getByText('-R$ 300,00')).toBeInTheDocument()
    expect(screen.getByText('Atrasada')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Informado pelo jogador' }))
    expect(screen.queryByRole('heading', { name: 'Alex' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Confirmar Pix de Bruninho/ }))
    await waitFor(() =>
      expect(callsTo(fetchMock, finance.confirmPayment)[0]!.body).toEqual({
        method: 'pix',
      }),
    )
    expect(await screen.findByText('Pagamento confirmado.')).toBeInTheDocument()
    expect(await screen.findByText('-R$ 220,00')).toBeInTheDocument()
  })

  it("'Cobrar' says who was emailed and gives the WhatsApp text", async () => {
    openFinanceiro('administrator')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Cobrar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cobrança enviada' })
    expect(
      within(dialog).getByText(
        'Lembrete enviado a 12 jogadores; 5 receberam nos últimos 3 dias; 1 sem email, notificação nem WhatsApp. (1 pelo WhatsApp, 11 por email)',
      ),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: 'Texto para o WhatsApp' })).toHaveValue(
      '*Pelada* — pagamentos em aberto',
    )
    expect(within(dialog).getByRole('link', { name: 'Abrir no WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent('*Pelada* — pagamentos em aberto')}`,
    )
  })

  it('undoes a confirmation made by mistake, with its reason, and shows a different Pix amount', async () => {
    setSession(makeSession({ role: 'manager' }))
    const paid = { ...charge(1, 'Bruninho', 'paid'), paidAt: '2026-12-14T23:31:00.000Z' }
    const flagged = { ...charge(2, 'Alex', 'open'), pixReceivedCents: 2999 }
    const fetchMock = stubApi([
      [
        finance.financeOverview,
        reply(financeOverviewSchema.parse({ ...overview('paid'), charges: [paid, flagged] })),
      ],
      [finance.chargeDetail, reply({ charge: paid, history: [], checkIn: null })],
      [
        finance.undoConfirmation,
        reply({ ...paid, status: 'open', paidMethod: null, paidAt: null }),
      ],
    ])
    renderApp('/financeiro')
    const user = userEvent.setup()
    expect(await screen.findByText('Pago R$ 29,99 — valor diferente')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Detalhes de Bruninho/ }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Desfazer confirmação' }))
    expect(
      within(dialog).getByRole('textbox', { name: 'Motivo para desfazer' }),
    ).toHaveAccessibleDescription('Motivo é obrigatório')
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Motivo para desfazer' }),
      'Toque errado',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Desfazer confirmação' }))
    await waitFor(() =>
      expect(callsTo(fetchMock, finance.undoConfirmation)[0]!.body).toEqual({
        reason: 'Toque errado',
      }),
    )
    expect(await screen.findByText('Confirmação desfeita.')).toBeInTheDocument()
  })

  it("frees a player the rule blocks from 'Quem deve não confirma', in the charge's details", async () => {
    setSession(makeSession({ role: 'manager' }))
    const open = charge(3, 'Dudu', 'open', true)
    const fetchMock = stubApi([
      [finance.financeOverview, reply({ ...overview('open'), charges: [open] })],
      [
        finance.chargeDetail,
        reply({ charge: open, history: [], checkIn: { blocked: true, exempt: false } }),
      ],
      [finance.setCheckInExemption, reply({ companyPlayerId: open.companyPlayerId, exempt: true })],
    ])
    renderApp('/financeiro')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^Detalhes de Dudu/ }))
    const dialog = await screen.findByRole('dialog')
    expect(
      await within(dialog).findByText(
        'Dudu não consegue fazer check-in: tem cobrança atrasada além do prazo da pelada.',
      ),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Liberar o check-in' }))
    await waitFor(() =>
      expect(callsTo(fetchMock, finance.setCheckInExemption)[0]!.body).toEqual({ exempt: true }),
    )
    expect(await screen.findByText('Check-in liberado.')).toBeInTheDocument()
  })

  it("on a desktop is a table in the CSV's order, sorted by the header tapped", async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    )
    openFinanceiro()
    const table = await screen.findByRole('table', { name: 'Cobranças do mês e atrasadas' })
    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map((header) => header.textContent)).toEqual([
      'Jogador',
      'Descrição',
      'Vencimento',
      'Valor (R$)',
      'Situação',
      'Ações',
    ])
    const players = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent)
    expect(players()).toEqual(['Alex', 'Bruninho'])
    expect(headers[0]).toHaveAttribute('aria-sort', 'ascending')
    await userEvent.setup().click(within(headers[0]!).getByRole('button', { name: 'Jogador' }))
    expect(players()).toEqual(['Bruninho', 'Alex'])
    expect(headers[0]).toHaveAttribute('aria-sort', 'descending')
    expect(
      within(table).getByRole('button', { name: /^Confirmar em dinheiro de Bruninho/ }),
    ).toBeInTheDocument()
  })

  it('records a part of what is owed, and shows what was paid and what is left', async () => {
    setSession(makeSession({ role: 'manager' }))
    const open = { ...charge(4, 'Caio', 'open'), amountCents: 3990 }
    const part = { ...open, paidCents: 2000 }
    const fetchMock = stubApi([
      [
        finance.financeOverview,
        [
          reply({ ...overview('open'), charges: [open] }),
          reply({ ...overview('open'), charges: [part] }),
        ],
      ],
      [finance.chargeDetail, reply({ charge: open, history: [], checkIn: null })],
      [finance.confirmPayment, reply(part)],
    ])
    renderApp('/financeiro')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^Detalhes de Caio/ }))
    const dialog = await screen.findByRole('dialog')
    const received = within(dialog).getByRole('textbox', { name: 'Valor recebido (R$)' })
    expect(received).toHaveValue('39,90')
    await user.clear(received)
    await user.type(received, '20,00')
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar em dinheiro' }))
    await waitFor(() =>
      expect(callsTo(fetchMock, finance.confirmPayment)[0]!.body).toEqual({
        method: 'cash',
        amountCents: 2000,
      }),
    )
    expect(await screen.findByText('Pagamento parcial registrado.')).toBeInTheDocument()
    expect(await screen.findByText('Pago R$ 20,00 — faltam R$ 19,90')).toBeInTheDocument()
  })

  it('sends an editor to /dashboard', async () => {
    const { router } = openFinanceiro('editor')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
  })
})

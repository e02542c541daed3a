import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, stubApi, reply, replyWith } from '@/test/stub-api'
import * as finance from '@bidfut/domain/endpoints/finance'
import * as groupSettings from '@bidfut/domain/endpoints/group-settings'

const GROUP = {
  name: 'Pelada de Quinta',
  defaultLocationGame: null,
  forecastCity: null,
  timeZone: 'America/Sao_Paulo',
  remindersEnabled: true,
  linkPreviews: true,
  defaultSlots: 24,
  lateNoticeHours: 12,
  reminderHours: [],
  furaoRule: null,
  autoConfirmMonthly: false,
}

function openFinance() {
  setSession(makeSession({ role: 'manager' }))
  const fetchMock = stubApi([
    [groupSettings.groupSettings, reply(GROUP)],
    [finance.financeSettings, reply({ settings: null })],
    [finance.updateFinanceSettings, replyWith(({ body }) => ({ settings: body }))],
  ])
  renderApp('/configuracoes')
  return fetchMock
}

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe("'Financeiro' on /configuracoes", () => {
  it('refuses a CPF whose digits do not check, then sends the amounts in centavos', async () => {
    const fetchMock = openFinance()
    const user = userEvent.setup()
    const key = await screen.findByRole('textbox', { name: 'Chave Pix' })
    await user.type(key, '529.982.247-24')
    await user.type(screen.getByRole('textbox', { name: 'Nome do recebedor' }), 'Tesouraria')
    await user.type(screen.getByRole('textbox', { name: 'Cidade do recebedor' }), 'São Paulo')
    await user.type(screen.getByRole('textbox', { name: 'Mensalidade (R$)' }), '1.080,5')
    await user.click(screen.getByRole('button', { name: 'Salvar financeiro' }))
    expect(key).toHaveAccessibleDescription('CPF inválido: confira os dígitos da chave Pix')
    expect(callsTo(fetchMock, finance.updateFinanceSettings)).toHaveLength(0)

    await user.clear(key)
    await user.type(key, '529.982.247-25')
    await user.click(screen.getByRole('button', { name: 'Salvar financeiro' }))
    await waitFor(() => expect(callsTo(fetchMock, finance.updateFinanceSettings)).toHaveLength(1))
    expect(callsTo(fetchMock, finance.updateFinanceSettings)[0]!.body).toEqual({
      pixKeyType: 'cpf',
      pixKey: '52998224725',
      receiverName: 'Tesouraria',
      receiverCity: 'São Paulo',
      dueDay: 10,
      monthlyFeeCents: 108050,
      gameFeeCents: null,
      courtCostCents: null,
      blockOverdueDays: null,
    })
  })

  it("sends 'Quem deve não confirma' in days, and says what a day count is", async () => {
    const fetchMock = openFinance()
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Chave Pix' }), '529.982.247-25')
    await user.type(screen.getByRole('textbox', { name: 'Nome do recebedor' }), 'Tesouraria')
    await user.type(screen.getByRole('textbox', { name: 'Cidade do recebedor' }), 'Recife')
    const days = screen.getByRole('textbox', {
      name: 'Bloquear o check-in de quem deve há mais de (dias)',
    })
    await user.type(days, 'dez')
    await user.click(screen.getByRole('button', { name: 'Salvar financeiro' }))
    expect(days).toHaveAccessibleDescription(
      /Dias de atraso: use um número de 0 a 90, ou deixe em branco para não bloquear$/,
    )
    await user.clear(days)
    await user.type(days, '7')
    await user.click(screen.getByRole('button', { name: 'Salvar financeiro' }))
    await waitFor(() => expect(callsTo(fetchMock, finance.updateFinanceSettings)).toHaveLength(1))
    expect(callsTo(fetchMock, finance.updateFinanceSettings)[0]!.body).toMatchObject({
      blockOverdueDays: 7,
    })
  })

  it('names the amount that is not one', async () => {
    openFinance()
    const user = userEvent.setup()
    const fee = await screen.findByRole('textbox', { name: 'Valor por jogo (R$)' })
    await user.type(fee, '25.5')
    await user.click(screen.getByRole('button', { name: 'Salvar financeiro' }))
    expect(fee).toHaveAccessibleDescription(/Valor por jogo inválido: use o formato 80,00$/)
  })
})

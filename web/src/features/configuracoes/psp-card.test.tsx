import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import * as finance from '@bidfut/domain/endpoints/finance'
import * as groupSettings from '@bidfut/domain/endpoints/group-settings'
import * as pix from '@bidfut/domain/endpoints/pix'
import type { PspStatus } from '@bidfut/domain/contracts/pix'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, refuse, reply, stubApi } from '@/test/stub-api'

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
const PROVIDER = 'https://pix.api.efipay.com.br'
const CONNECTED = {
  available: true,
  providers: [PROVIDER],
  connection: {
    provider: PROVIDER,
    hasCertificate: false,
    connectedAt: '2026-11-29T20:00:00.000Z',
    webhookUrl: 'https://bidfut.example/v1/webhooks/pix/abc',
  },
}

function openCard(
  role: 'administrator' | 'manager',
  psp: PspStatus = { ...CONNECTED, connection: null },
) {
  setSession(makeSession({ role }))
  const fetchMock = stubApi([
    [groupSettings.groupSettings, reply(GROUP)],
    [finance.financeSettings, reply({ settings: null })],
    [pix.pspStatus, reply(psp)],
    [
      pix.connectPsp,
      [
        refuse(400, 'Não conectou: O banco recusou o client ID ou o client secret.'),
        reply(CONNECTED),
      ],
    ],
    [pix.testPsp, reply({ ok: false, message: 'O banco está indisponível agora (HTTP 503).' })],
  ])
  renderApp('/configuracoes')
  return fetchMock
}

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe("'Conta Pix do banco' on /configuracoes", () => {
  it('connects with the credentials, and shows the PSP’s refusal in pt-BR', async () => {
    const fetchMock = openCard('administrator')
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Client ID' }), 'meu-id')
    await user.type(screen.getByLabelText('Client secret'), 'meu-segredo')
    await user.click(screen.getByRole('button', { name: 'Conectar banco' }))
    expect(
      await screen.findByText('Não conectou: O banco recusou o client ID ou o client secret.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Conectar banco' }))
    expect(await screen.findByText(/Conectado a/)).toBeInTheDocument()
    expect(callsTo(fetchMock, pix.connectPsp)[1]!.body).toEqual({
      provider: PROVIDER,
      clientId: 'meu-id',
      clientSecret: 'meu-segredo',
      certificate: null,
    })
  })

  it('tests the connection and says what failed', async () => {
    openCard('administrator', CONNECTED)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Testar conexão' }))
    expect(await screen.findByText('O banco está indisponível agora (HTTP 503).')).toHaveAttribute(
      'role',
      'status',
    )
  })

  it('is not shown to managers', async () => {
    const fetchMock = openCard('manager')
    await screen.findByRole('textbox', { name: 'Chave Pix' })
    await waitFor(() => expect(callsTo(fetchMock, pix.pspStatus)).toHaveLength(0))
    expect(screen.queryByText('Conta Pix do banco')).not.toBeInTheDocument()
  })
})

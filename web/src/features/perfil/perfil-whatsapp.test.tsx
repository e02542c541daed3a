import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { WhatsAppSetting } from '@bidfut/domain/contracts/whatsapp'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import * as whatsapp from '@bidfut/domain/endpoints/whatsapp'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeProfile, makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, reply, stubApi } from '@/test/stub-api'
import { WHATSAPP_LABEL } from './components/whatsapp-card'

const off: WhatsAppSetting = {
  optIn: false,
  phone: null,
  optedInAt: null,
  source: null,
  kindsOff: [],
  available: true,
}
const on: WhatsAppSetting = {
  ...off,
  optIn: true,
  phone: '+5511987654321',
  optedInAt: '2026-11-29T12:00:00.000Z',
  source: 'perfil',
}

beforeEach(() => {
  clearSession()
  setSession(makeSession())
  markSessionReady()
})

describe("perfil 'Receber avisos pelo WhatsApp'", () => {
  it('opts in with the number typed, then turns one kind off', async () => {
    const fetchMock = stubApi([
      [accounts.getProfile, reply(makeProfile({ phone: null }))],
      [whatsapp.whatsappSetting, reply(off)],
      [whatsapp.setWhatsappSetting, [reply(on), reply({ ...on, kindsOff: ['charge'] })]],
    ])
    renderApp('/perfil')
    const user = userEvent.setup()
    const toggle = await screen.findByRole('switch', { name: WHATSAPP_LABEL })
    expect(toggle).not.toBeChecked()
    await user.type(screen.getByLabelText('Celular com WhatsApp'), '11987654321')
    await user.click(toggle)
    await waitFor(() => expect(toggle).toBeChecked())
    expect(callsTo(fetchMock, whatsapp.setWhatsappSetting)[0]!.body).toEqual({
      optIn: true,
      phone: '(11) 98765-4321',
    })
    expect(screen.getByText('Avisos para +5511987654321')).toBeVisible()
    await user.click(screen.getByRole('switch', { name: 'Cobranças' }))
    await waitFor(() =>
      expect(callsTo(fetchMock, whatsapp.setWhatsappSetting)[1]!.body).toEqual({
        optIn: true,
        kindsOff: ['charge'],
      }),
    )
  })

  it('is not shown where the server does not send WhatsApp', async () => {
    stubApi([
      [accounts.getProfile, reply(makeProfile())],
      [whatsapp.whatsappSetting, reply({ ...off, available: false })],
    ])
    renderApp('/perfil')
    await screen.findByRole('switch', { name: 'Receber lembretes por email' }).catch(() => null)
    await waitFor(() => expect(screen.queryByRole('switch', { name: WHATSAPP_LABEL })).toBeNull())
  })
})

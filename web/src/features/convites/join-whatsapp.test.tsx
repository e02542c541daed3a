import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import * as joining from '@bidfut/domain/endpoints/joining'
import * as siteInfo from '@bidfut/domain/endpoints/site-info'
import * as whatsapp from '@bidfut/domain/endpoints/whatsapp'
import { clearSession, markSessionReady } from '@/lib/session-store'
import { makeLoginResponse } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, reply, stubApi } from '@/test/stub-api'

// 'Receber avisos pelo WhatsApp' at join (ADR 051): off until the person ticks it, saved by the
// same PUT as /perfil's once the passkey join has signed them in. The phone's fingerprint is a
// stand-in here; the journey uses Chromium's virtual authenticator.
vi.mock('@/lib/passkey-browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/passkey-browser')>()),
  passkeysSupported: () => true,
  createPasskey: vi.fn(async () => ({ id: 'cred', rawId: 'cred', type: 'public-key' })),
}))

const directory = (whatsappAvailable: boolean) =>
  reply({
    success: true,
    groupName: 'Pelada de Quinta',
    players: [{ companyPlayerId: 31, nickname: 'Tico', waiting: false }],
    whatsappAvailable,
  })
const routes = (whatsappAvailable: boolean) =>
  [
    [joining.inviteDirectory, directory(whatsappAvailable)],
    [
      siteInfo.siteInfo,
      reply({
        whatsappUrl: null,
        companyAddress: null,
        contactEmail: 'contato@bidfut.example',
        googleSignIn: false,
      }),
    ],
    [
      joining.joinPasskeyOptions,
      reply({
        challenge: 'c',
        rp: { name: 'Bidfut' },
        user: { id: 'u', name: 'Rafa', displayName: 'Rafa' },
        pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
      }),
    ],
    [joining.joinWithPasskey, reply({ ...makeLoginResponse(), outcome: 'signed_in' })],
    [
      whatsapp.setWhatsappSetting,
      reply({
        optIn: true,
        phone: '+5521998765432',
        optedInAt: '2026-11-29T14:00:00.000Z',
        source: 'entrada',
        kindsOff: [],
        available: true,
      }),
    ],
  ] as const

beforeEach(() => {
  clearSession()
  markSessionReady()
})

async function newPlayer() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Não estou na lista' }))
  await user.type(screen.getByLabelText('Como te chamam no grupo?'), 'Rafa')
  return user
}

describe("'Receber avisos pelo WhatsApp' at join", () => {
  it('is off by default: joining opts nobody in', async () => {
    const fetchMock = stubApi(routes(true))
    renderApp('/entrar-na-pelada/conv1')
    const user = await newPlayer()
    expect(screen.getByRole('checkbox', { name: 'Receber avisos pelo WhatsApp' })).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Criar chave de acesso' }))
    await waitFor(() => expect(callsTo(fetchMock, joining.joinWithPasskey)).toHaveLength(1))
    expect(callsTo(fetchMock, whatsapp.setWhatsappSetting)).toHaveLength(0)
  })

  it("the person's tick and number turn it on with the join, by /perfil's PUT", async () => {
    const fetchMock = stubApi(routes(true))
    renderApp('/entrar-na-pelada/conv1')
    const user = await newPlayer()
    await user.click(screen.getByRole('checkbox', { name: 'Receber avisos pelo WhatsApp' }))
    await user.type(screen.getByLabelText('Celular com WhatsApp'), '2199')
    await user.click(screen.getByRole('button', { name: 'Criar chave de acesso' }))
    // A number that is not one: said under the field, nothing sent.
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Celular inválido/)
    expect(callsTo(fetchMock, joining.joinWithPasskey)).toHaveLength(0)

    await user.type(screen.getByLabelText('Celular com WhatsApp'), '8765432')
    await user.click(screen.getByRole('button', { name: 'Criar chave de acesso' }))
    await waitFor(() => expect(callsTo(fetchMock, whatsapp.setWhatsappSetting)).toHaveLength(1))
    expect(callsTo(fetchMock, whatsapp.setWhatsappSetting)[0]?.body).toEqual({
      optIn: true,
      phone: '(21) 99876-5432',
      source: 'entrada',
    })
  })

  it('is not offered with a claimed name, which waits signed out for the organiser', async () => {
    stubApi(routes(true))
    renderApp('/entrar-na-pelada/conv1')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Tico' }))
    expect(screen.getByRole('button', { name: 'Criar chave de acesso' })).toBeVisible()
    expect(screen.queryByRole('checkbox', { name: 'Receber avisos pelo WhatsApp' })).toBeNull()
  })

  it('is not offered where the server sends no WhatsApp', async () => {
    stubApi(routes(false))
    renderApp('/entrar-na-pelada/conv1')
    await newPlayer()
    expect(screen.getByRole('button', { name: 'Criar chave de acesso' })).toBeVisible()
    expect(screen.queryByRole('checkbox', { name: 'Receber avisos pelo WhatsApp' })).toBeNull()
  })
})

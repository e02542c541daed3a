import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { profileSchema } from '@bidfut/domain/contracts/accounts'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import * as whatsapp from '@bidfut/domain/endpoints/whatsapp'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { jsonResponse, makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, stubApi, reply } from '@/test/stub-api'

const profile = profileSchema.parse({
  fullName: 'Ana Maria Souza',
  nickname: 'Aninha',
  phone: '(11) 98765-4321',
  birthDate: '1994-03-09T00:00:00',
  favoriteTeam: 'Palmeiras',
  email: 'ana@example.com',
  playerPosition: 'midfielder',
  photoUrl: null,
  hasPassword: true,
})

beforeEach(() => {
  clearSession()
  setSession(makeSession())
  markSessionReady()
})

describe('perfil page', () => {
  it('shows the profile read-only', async () => {
    // A server without WhatsApp: its card (with a phone field of its own) is not shown.
    const noWhatsApp = { optIn: false, phone: null, optedInAt: null, source: null, kindsOff: [] }
    const fetchMock = stubApi([
      [accounts.getProfile, reply(profile)],
      [whatsapp.whatsappSetting, reply({ ...noWhatsApp, available: false })],
    ])
    renderApp('/perfil')
    expect(await screen.findByRole('heading', { name: 'Meu Perfil' })).toBeInTheDocument()
    expect(await screen.findByText('Aninha')).toBeInTheDocument()
    expect(screen.getByText('09/03/1994')).toBeInTheDocument()
    expect(screen.getByText('Meia')).toBeInTheDocument()
    expect(screen.getByText('Palmeiras')).toBeInTheDocument()
    expect(callsTo(fetchMock, accounts.getProfile)).toHaveLength(1)
    await waitFor(() => expect(callsTo(fetchMock, whatsapp.whatsappSetting)).toHaveLength(1))
    // Read-only: no field holds the profile (the page's other cards have fields of their own).
    for (const value of ['Ana Maria Souza', 'Aninha', '(11) 98765-4321', 'Palmeiras']) {
      expect(screen.queryByDisplayValue(value)).toBeNull()
    }
  })

  it("shows 'Não informado' for empty fields", async () => {
    const empty = profileSchema.parse({
      ...profile,
      phone: null,
      favoriteTeam: null,
      playerPosition: null,
    })
    stubApi([[accounts.getProfile, reply(empty)]])
    renderApp('/perfil')
    expect(await screen.findByText('Aninha')).toBeInTheDocument()
    expect(screen.getAllByText('Não informado')).toHaveLength(3)
  })

  it('shows the error with a retry', async () => {
    stubApi([
      [
        accounts.getProfile,
        [
          reply({ success: false, message: 'Jogador não encontrado.' }, { status: 404 }),
          reply(profile),
        ],
      ],
    ])
    renderApp('/perfil')
    // The inline alert and the toast both name the failure.
    await waitFor(() => expect(screen.getAllByText('Erro ao carregar perfil')).toHaveLength(2))
    expect(screen.getAllByText('Jogador não encontrado.')).toHaveLength(2)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByText('Aninha')).toBeInTheDocument()
  })

  it('goes to /login with a notice when the session cannot be renewed', async () => {
    // Every call refused, the token renewal too.
    const unauthorized = { success: false, message: 'Token inválido' }
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(unauthorized, { status: 401 }))),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { router } = renderApp('/perfil')
    expect(
      await screen.findByText('Erro ao renovar sessão. Faça login novamente.'),
    ).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument()
    expect(router.state.location.state).toEqual({ from: '/perfil' })
    expect(localStorage.getItem('userData')).toBeNull()
    expect(screen.queryByText('Erro ao carregar perfil')).toBeNull()
  })
})

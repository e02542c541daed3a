import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { invitationAcceptedSchema } from '@bidfut/domain/contracts/memberships'
import { inviteInfoSchema } from '@bidfut/domain/contracts/profile'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { contractResponse, jsonResponse, makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, stubApi } from '@/test/stub-api'

const invite = () =>
  contractResponse(inviteInfoSchema, { success: true, groupName: 'Pelada de Quinta' })

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe('entrar-na-pelada page', () => {
  it('sends a visitor to sign in first, and back here afterwards', async () => {
    stubApi({ 'GET /accounts/invite/conv1': invite })
    const { router } = renderApp('/entrar-na-pelada/conv1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.state).toEqual({ from: '/entrar-na-pelada/conv1' })
  })

  it('shows the pelada, joins only on the tap, then offers to go there', async () => {
    setSession(makeSession())
    const fetchMock = stubApi({
      'GET /accounts/invite/conv1': invite,
      'POST /accounts/join-by-invite': () =>
        contractResponse(invitationAcceptedSchema, {
          success: true,
          message: 'Agora você faz parte da pelada Pelada de Quinta!',
          companyPlayerId: 77,
        }),
    })
    renderApp('/entrar-na-pelada/conv1')
    expect(await screen.findByText('Pelada de Quinta')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'POST', '/accounts/join-by-invite')).toHaveLength(0)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar na pelada' }))
    expect(
      await screen.findByRole('article', {
        name: 'Você agora participa da pelada Pelada de Quinta',
      }),
    ).toBeInTheDocument()
    expect(callsTo(fetchMock, 'POST', '/accounts/join-by-invite')[0]?.body).toEqual({
      convite: 'conv1',
    })
    expect(screen.getByRole('button', { name: 'Ir para Pelada de Quinta' })).toBeInTheDocument()
  })

  it('says why a join is refused, and an unknown invite', async () => {
    setSession(makeSession())
    const removed =
      'Você não faz mais parte desta pelada. Peça ao organizador para adicionar você de novo.'
    stubApi({
      'GET /accounts/invite/conv1': invite,
      'POST /accounts/join-by-invite': () =>
        jsonResponse({ success: false, message: removed }, { status: 403 }),
      'GET /accounts/invite/velho': () =>
        jsonResponse({ success: false, message: 'Convite inválido' }, { status: 404 }),
    })
    renderApp('/entrar-na-pelada/conv1')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Entrar na pelada' }))
    expect(await screen.findByText(removed)).toBeInTheDocument()

    renderApp('/entrar-na-pelada/velho')
    expect(await screen.findByText('Convite inválido ou expirado')).toBeInTheDocument()
  })
})

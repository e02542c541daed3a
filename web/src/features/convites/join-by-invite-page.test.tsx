import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import * as invitations from '@bidfut/domain/endpoints/invitations'
import * as registration from '@bidfut/domain/endpoints/registration'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, stubApi, reply, refuse } from '@/test/stub-api'

const invite = reply({ success: true, groupName: 'Pelada de Quinta' })

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe('entrar-na-pelada page', () => {
  it('sends a visitor to sign in first, and back here afterwards', async () => {
    stubApi([[registration.inviteInfo, invite]])
    const { router } = renderApp('/entrar-na-pelada/conv1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.state).toEqual({ from: '/entrar-na-pelada/conv1' })
  })

  it('shows the pelada, joins only on the tap, then offers to go there', async () => {
    setSession(makeSession())
    const fetchMock = stubApi([
      [registration.inviteInfo, invite],
      [
        invitations.joinByInvite,
        reply({
          success: true,
          message: 'Agora você faz parte da pelada Pelada de Quinta!',
          companyPlayerId: 77,
        }),
      ],
    ])
    renderApp('/entrar-na-pelada/conv1')
    expect(await screen.findByText('Pelada de Quinta')).toBeInTheDocument()
    expect(callsTo(fetchMock, invitations.joinByInvite)).toHaveLength(0)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar na pelada' }))
    expect(
      await screen.findByRole('article', {
        name: 'Você agora participa da pelada Pelada de Quinta',
      }),
    ).toBeInTheDocument()
    expect(callsTo(fetchMock, invitations.joinByInvite)[0]?.body).toEqual({
      convite: 'conv1',
    })
    expect(screen.getByRole('button', { name: 'Ir para Pelada de Quinta' })).toBeInTheDocument()
  })

  it('says why a join is refused, and an unknown invite', async () => {
    setSession(makeSession())
    const removed =
      'Você não faz mais parte desta pelada. Peça ao organizador para adicionar você de novo.'
    stubApi([
      [registration.inviteInfo, invite, { params: { token: 'conv1' } }],
      [invitations.joinByInvite, refuse(403, removed)],
      [registration.inviteInfo, refuse(404, 'Convite inválido'), { params: { token: 'velho' } }],
    ])
    renderApp('/entrar-na-pelada/conv1')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Entrar na pelada' }))
    expect(await screen.findByText(removed)).toBeInTheDocument()

    renderApp('/entrar-na-pelada/velho')
    expect(await screen.findByText('Convite inválido ou expirado')).toBeInTheDocument()
  })
})

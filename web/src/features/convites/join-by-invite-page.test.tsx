import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import * as invitations from '@bidfut/domain/endpoints/invitations'
import * as joining from '@bidfut/domain/endpoints/joining'
import * as siteInfo from '@bidfut/domain/endpoints/site-info'
import { clearSession, markSessionReady, setAccountSession, setSession } from '@/lib/session-store'
import { makeJwt, makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, stubApi, reply, refuse } from '@/test/stub-api'

// ADR 049: the group's link opens signed out on 'Você é um destes?'; signed in, in a group or in
// none (ADR 042), the account the person has joins or claims.
const invite = reply({
  success: true,
  groupName: 'Pelada de Quinta',
  players: [
    { companyPlayerId: 31, nickname: 'Rafa', waiting: false },
    { companyPlayerId: 32, nickname: 'Tico', waiting: true },
  ],
  whatsappAvailable: false,
})
const site = reply({
  whatsappUrl: null,
  companyAddress: null,
  contactEmail: 'contato@bidfut.example',
  googleSignIn: false,
})
const joined = reply({
  success: true,
  message: 'Agora você faz parte da Pelada de Quinta!',
  companyPlayerId: 77,
})

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe('entrar-na-pelada page', () => {
  it('lists the names nobody joined, signed out, and changes nothing until a tap', async () => {
    const fetchMock = stubApi([
      [joining.inviteDirectory, invite],
      [siteInfo.siteInfo, site],
      [joining.joinByEmail, reply({ success: true, message: 'Enviamos um link.' })],
    ])
    renderApp('/entrar-na-pelada/conv1')
    expect(await screen.findByRole('heading', { name: 'Você é um destes?' })).toBeVisible()
    expect(screen.getByRole('button', { name: /Tico/ })).toBeDisabled()
    expect(screen.getByText('Aguardando o organizador')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login')

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Rafa' }))
    expect(screen.getByRole('heading', { name: 'Entrar como Rafa' })).toBeVisible()
    expect(screen.getByLabelText('Como te chamam no grupo?')).toHaveValue('Rafa')
    await user.click(screen.getByRole('button', { name: 'Usar meu email' }))
    await user.type(screen.getByLabelText('Email'), 'rafa@exemplo.com')
    expect(callsTo(fetchMock, joining.joinByEmail)).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Enviar link de acesso' }))
    expect(await screen.findByText('Confira o seu email')).toBeVisible()
    expect(callsTo(fetchMock, joining.joinByEmail)[0]?.body).toEqual({
      intent: { convite: 'conv1', companyPlayerId: 31 },
      name: 'Rafa',
      email: 'rafa@exemplo.com',
    })
  })

  it('signed in, joins as new only on the tap, then offers to go there', async () => {
    setSession(makeSession())
    const fetchMock = stubApi([
      [joining.inviteDirectory, invite],
      [invitations.joinByInvite, joined],
    ])
    renderApp('/entrar-na-pelada/conv1')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Não estou na lista' }))
    expect(callsTo(fetchMock, invitations.joinByInvite)).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Entrar na pelada' }))
    expect(
      await screen.findByRole('article', {
        name: 'Você agora participa da Pelada de Quinta',
      }),
    ).toBeInTheDocument()
    expect(callsTo(fetchMock, invitations.joinByInvite)[0]?.body).toEqual({ convite: 'conv1' })
    expect(screen.getByRole('button', { name: 'Ir para Pelada de Quinta' })).toBeInTheDocument()
  })

  it('lets an account in no group claim its name, which then waits for the organiser', async () => {
    setAccountSession({
      id: 7,
      accessToken: makeJwt(3600),
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      email: 'rafa@exemplo.com',
      name: 'Rafael',
      hasPassword: false,
    })
    const fetchMock = stubApi([
      [joining.inviteDirectory, invite],
      [
        joining.claimWithAccount,
        reply({
          success: true,
          message: 'Pronto! Agora o organizador confirma que você é Rafa.',
          companyPlayerId: null,
          claimToken: 'pedido-1',
        }),
      ],
      [
        joining.claimStatus,
        reply({
          success: true,
          status: 'pending',
          nickname: 'Rafa',
          groupName: 'Pelada de Quinta',
          canSignIn: true,
        }),
      ],
    ])
    const { router } = renderApp('/entrar-na-pelada/conv1')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Rafa' }))
    await user.click(screen.getByRole('button', { name: 'Sou Rafa' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pedido-de-entrada'))
    expect(callsTo(fetchMock, joining.claimWithAccount)[0]?.body).toEqual({
      intent: { convite: 'conv1', companyPlayerId: 31 },
    })
  })

  it('says why a join is refused, and an unknown invite', async () => {
    setSession(makeSession())
    const removed =
      'Você não faz mais parte desta pelada. Peça ao organizador para adicionar você de novo.'
    stubApi([
      [joining.inviteDirectory, invite, { params: { token: 'conv1' } }],
      [invitations.joinByInvite, refuse(403, removed)],
      [joining.inviteDirectory, refuse(404, 'Convite inválido'), { params: { token: 'velho' } }],
    ])
    renderApp('/entrar-na-pelada/conv1')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Não estou na lista' }))
    await user.click(screen.getByRole('button', { name: 'Entrar na pelada' }))
    expect(await screen.findByText(removed)).toBeInTheDocument()

    renderApp('/entrar-na-pelada/velho')
    expect(await screen.findByText('Convite inválido ou expirado')).toBeInTheDocument()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import * as invitations from '@bidfut/domain/endpoints/invitations'
import { clearSession, getAccountSession, getSession, markSessionReady } from '@/lib/session-store'
import { makeJwt, makeLoginResponse } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, refuse, reply, stubApi } from '@/test/stub-api'

// ADR 042: an account in no group signs in to 'Minha conta': its invitations and 'Meus dados'.
const accountAnswer = {
  success: true,
  scope: 'account',
  message:
    'Você não participa de nenhuma pelada agora. Aqui você vê seus convites e os seus dados.',
  accessToken: makeJwt(3600),
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  id: 7,
  email: 'ze@teste.com',
  name: 'Zé Removido',
  hasPassword: true,
}
const invitation = { id: 5, groupName: 'Pelada de Quinta', invitedAt: '2030-11-20T12:00:00Z' }

async function signIn() {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Email'), 'ze@teste.com')
  await user.type(screen.getByLabelText('Senha'), 'segredo1')
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
  return user
}

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe('signed in with no group', () => {
  it("opens 'Minha conta' with the invitations and 'Meus dados', and nothing else", async () => {
    const fetchMock = stubApi([
      [accounts.login, reply(accountAnswer)],
      [invitations.myInvitations, reply({ success: true, invitations: [invitation] })],
    ])
    const { router } = renderApp('/check-in')
    await signIn()
    expect(await screen.findByRole('heading', { name: 'Minha conta' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/minha-conta')
    expect(getSession()).toBeNull()
    expect(getAccountSession()).toMatchObject({ name: 'Zé Removido' })
    expect(
      screen.getByText(/Zé Removido, você não participa de nenhuma pelada agora/),
    ).toBeVisible()
    expect(await screen.findByText(/Pelada de Quinta/)).toBeVisible()
    const myData = screen.getByRole('region', { name: 'Meus dados' })
    expect(within(myData).getByRole('button', { name: 'Baixar meus dados' })).toBeVisible()
    expect(within(myData).getByRole('button', { name: 'Excluir minha conta' })).toBeVisible()
    // No menu, no bottom bar: only 'Sair'.
    expect(await screen.findByRole('button', { name: 'Sair' })).toBeVisible()
    expect(screen.queryByRole('navigation', { name: 'Navegação principal' })).toBeNull()
    // Every other screen leads back here.
    await router.navigate('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/minha-conta'))
    // The invitations are read with the account-only session's token.
    const [read] = callsTo(fetchMock, invitations.myInvitations)
    expect(read!.headers.Authorization).toBe(`Bearer ${accountAnswer.accessToken}`)
  })

  it('enters the group once an invitation is accepted', async () => {
    const fetchMock = stubApi([
      [accounts.login, reply(accountAnswer)],
      [invitations.myInvitations, reply({ success: true, invitations: [invitation] })],
      [
        invitations.acceptInvitation,
        reply({
          success: true,
          message: 'Agora você faz parte da Pelada de Quinta!',
          companyPlayerId: 42,
        }),
        { params: { id: 5 } },
      ],
      [accounts.switchGroup, reply(makeLoginResponse())],
    ])
    const { router } = renderApp('/login')
    const user = await signIn()
    await user.click(await screen.findByRole('button', { name: /Aceitar/ }))
    await user.click(await screen.findByRole('button', { name: 'Ir para Pelada de Quinta' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(getSession()).toMatchObject({ companyPlayerId: 42 })
    expect(getAccountSession()).toBeNull()
    expect(callsTo(fetchMock, accounts.switchGroup)[0]!.body).toMatchObject({
      companyPlayerId: 42,
    })
  })

  it('goes back to the login when the session is over', async () => {
    stubApi([
      [accounts.login, reply(accountAnswer)],
      [invitations.myInvitations, refuse(401, 'Sessão expirada.')],
    ])
    const { router } = renderApp('/login')
    await signIn()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(getAccountSession()).toBeNull()
  })
})

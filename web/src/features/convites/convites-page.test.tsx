import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearSession, getSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeLoginResponse, makeSession } from '@/test/fixtures'
import {
  invitationAcceptedResponse,
  invitationsResponse,
  makeGroup,
  makeInvitation,
  myGroupsResponse,
} from '@/test/membership-fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, deferred, stubApi, reply, replyMessage } from '@/test/stub-api'
import * as invitations from '@bidfut/domain/endpoints/invitations'
import * as accounts from '@bidfut/domain/endpoints/accounts'

const tuesday = makeInvitation({ id: 11, groupName: 'Pelada de Terça' })
const saturday = makeInvitation({
  id: 12,
  groupName: 'Racha do Sábado',
  invitedAt: '2026-02-01T12:00:00.000Z',
})

function card(name: RegExp | string) {
  return screen.getByRole('article', { name })
}

beforeEach(() => {
  clearSession()
  setSession(makeSession())
  markSessionReady()
})

describe('convites page', () => {
  it('shows a skeleton while loading, then each invitation with its date', async () => {
    const pending = deferred()
    const fetchMock = stubApi([
      [accounts.myGroups, myGroupsResponse([makeGroup()])],
      [invitations.myInvitations, pending.route],
    ])
    renderApp('/convites')
    expect(await screen.findByRole('heading', { name: 'Convites', level: 1 })).toBeInTheDocument()
    expect(screen.getByText('Carregando convites...')).toBeInTheDocument()

    await waitFor(() => expect(callsTo(fetchMock, invitations.myInvitations)).toHaveLength(1))
    pending.settle(invitationsResponse([tuesday, saturday]))
    const list = await screen.findByRole('list', { name: 'Convites pendentes' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    const first = card('Você foi convidado para a Pelada de Terça')
    expect(first).toHaveTextContent('Convite recebido em 10/03/2026')
    expect(within(first).getByRole('button', { name: 'Aceitar' })).toBeEnabled()
    expect(within(first).getByRole('button', { name: 'Recusar' })).toBeEnabled()
    expect(card('Você foi convidado para a pelada Racha do Sábado')).toHaveTextContent('01/02/2026')
    expect(screen.queryByText('Carregando convites...')).toBeNull()
  })

  it('accepts, then enters the new group from the card', async () => {
    const fetchMock = stubApi([
      [accounts.myGroups, myGroupsResponse([makeGroup()])],
      [
        invitations.myInvitations,
        [invitationsResponse([tuesday, saturday]), invitationsResponse([saturday])],
      ],
      [invitations.acceptInvitation, invitationAcceptedResponse(77, 'Pelada de Terça')],
      [
        accounts.switchGroup,
        reply(
          makeLoginResponse({ companyPlayerId: 77, companyId: 8, refreshToken: 'refresh-terca' }),
        ),
      ],
    ])
    const { router } = renderApp('/convites')
    const user = userEvent.setup()
    await screen.findByRole('list', { name: 'Convites pendentes' })
    // The header's menu loads on its own and reads the groups once before the answer.
    await waitFor(() => expect(callsTo(fetchMock, accounts.myGroups)).toHaveLength(1))
    await user.click(within(card(/Pelada de Terça/)).getByRole('button', { name: 'Aceitar' }))

    expect(await screen.findByText('Agora você faz parte da Pelada de Terça.')).toBeInTheDocument()
    const accepted = await screen.findByRole('article', {
      name: 'Você agora participa da Pelada de Terça',
    })
    // The server's list no longer has it; the other invitation is still waiting.
    await waitFor(() => expect(callsTo(fetchMock, invitations.myInvitations)).toHaveLength(2))
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Convites pendentes' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    )
    expect(screen.queryByRole('article', { name: /convidado para a Pelada de Terça/ })).toBeNull()
    // The header's group list is refreshed so 'Trocar de pelada' offers the new group.
    await waitFor(() => expect(callsTo(fetchMock, accounts.myGroups)).toHaveLength(2))

    await user.click(within(accepted).getByRole('button', { name: 'Ir para Pelada de Terça' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(callsTo(fetchMock, accounts.switchGroup)[0]?.body).toEqual({
      companyPlayerId: 77,
      refreshToken: 'refresh-1',
    })
    expect(getSession()).toMatchObject({ companyPlayerId: 77, refreshToken: 'refresh-terca' })
  })

  it('says why an acceptance failed and keeps the invitation', async () => {
    stubApi([
      [accounts.myGroups, myGroupsResponse([makeGroup()])],
      [invitations.myInvitations, invitationsResponse([tuesday])],
      [
        invitations.acceptInvitation,
        reply({ success: false, message: 'Convite não encontrado.' }, { status: 404 }),
      ],
    ])
    renderApp('/convites')
    const user = userEvent.setup()
    await screen.findByRole('list', { name: 'Convites pendentes' })
    await user.click(within(card(/Pelada de Terça/)).getByRole('button', { name: 'Aceitar' }))
    expect(await screen.findByText('Erro ao aceitar convite')).toBeInTheDocument()
    expect(screen.getByText('Convite não encontrado.')).toBeInTheDocument()
    expect(card(/convidado para a Pelada de Terça/)).toBeInTheDocument()
  })

  it('declines after a confirmation and shows the empty state', async () => {
    const fetchMock = stubApi([
      [accounts.myGroups, myGroupsResponse([makeGroup()])],
      [invitations.myInvitations, [invitationsResponse([tuesday]), invitationsResponse([])]],
      [invitations.declineInvitation, replyMessage('Convite recusado.')],
    ])
    renderApp('/convites')
    const user = userEvent.setup()
    await screen.findByRole('list', { name: 'Convites pendentes' })
    await user.click(within(card(/Pelada de Terça/)).getByRole('button', { name: 'Recusar' }))

    const confirm = await screen.findByRole('alertdialog', { name: 'Recusar convite?' })
    expect(confirm).toHaveTextContent('Pelada de Terça')
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }))
    expect(callsTo(fetchMock, invitations.declineInvitation)).toHaveLength(0)

    await user.click(within(card(/Pelada de Terça/)).getByRole('button', { name: 'Recusar' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Recusar convite',
      }),
    )
    expect(await screen.findByText('Convite recusado.')).toBeInTheDocument()
    expect(await screen.findByText('Nenhum convite pendente.')).toBeInTheDocument()
    expect(callsTo(fetchMock, invitations.declineInvitation)).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it("says 'Nenhum convite pendente.' when there is none", async () => {
    stubApi([
      [accounts.myGroups, myGroupsResponse([makeGroup()])],
      [invitations.myInvitations, invitationsResponse([])],
    ])
    renderApp('/convites')
    expect(await screen.findByText('Nenhum convite pendente.')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Convites pendentes' })).toBeNull()
  })

  it('shows the error with a retry', async () => {
    stubApi([
      [accounts.myGroups, myGroupsResponse([makeGroup()])],
      // The header's count shares this call with the page.
      [
        invitations.myInvitations,
        [
          reply({ success: false, message: 'Servidor indisponível' }, { status: 503 }),
          invitationsResponse([tuesday]),
        ],
      ],
    ])
    renderApp('/convites')
    expect(await screen.findByText('Erro ao carregar convites')).toBeInTheDocument()
    expect(screen.getByText('Servidor indisponível')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(
      await screen.findByRole('article', { name: /convidado para a Pelada de Terça/ }),
    ).toBeInTheDocument()
  })

  it('is for signed-in people only', async () => {
    clearSession()
    stubApi([])
    const { router } = renderApp('/convites')
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument()
    expect(router.state.location.state).toEqual({ from: '/convites' })
  })
})

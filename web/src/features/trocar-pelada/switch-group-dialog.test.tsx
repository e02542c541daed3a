import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearSession, getSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeLoginResponse, makeSession } from '@/test/fixtures'
import {
  invitationsResponse,
  makeGroup,
  makeInvitation,
  myGroupsResponse,
  twoGroups,
} from '@/test/membership-fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, stubApi, reply, refuse } from '@/test/stub-api'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import * as invitationsApi from '@bidfut/domain/endpoints/invitations'

const tuesday = makeLoginResponse({
  companyPlayerId: 77,
  companyId: 8,
  role: 'editor',
  accessToken: makeLoginResponse().accessToken,
  refreshToken: 'refresh-terca',
})
const afterSwitch = twoGroups.map((group) => ({ ...group, current: group.companyId === 8 }))

async function openMenu() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: /menu do usuário/i }))
  return user
}

async function openSwitchDialog() {
  const user = await openMenu()
  await user.click(await screen.findByRole('menuitem', { name: 'Trocar de pelada' }))
  return { user, dialog: await screen.findByRole('dialog', { name: 'Trocar de pelada' }) }
}

beforeEach(() => {
  clearSession()
  setSession(makeSession({ name: 'Ana Souza' }))
  markSessionReady()
})

describe("'Trocar de pelada'", () => {
  it('names the current group in the header and lists every group with its role', async () => {
    stubApi([
      [accounts.myGroups, myGroupsResponse(twoGroups)],
      [invitationsApi.myInvitations, invitationsResponse([])],
    ])
    renderApp('/dashboard')
    expect(
      await screen.findByRole('button', { name: 'Ana, Pelada de Quinta, menu do usuário' }),
    ).toHaveTextContent('Pelada de Quinta')

    const { dialog } = await openSwitchDialog()
    const list = within(dialog).getByRole('list', { name: 'Suas peladas' })
    const [current, other] = within(list).getAllByRole('listitem')
    // The group on screen is marked and cannot be chosen again.
    expect(current).toHaveTextContent('Pelada de Quinta')
    expect(current).toHaveTextContent('Membro')
    expect(within(current!).getByText('Atual')).toBeInTheDocument()
    expect(within(current!).queryByRole('button')).toBeNull()
    expect(within(other!).getByRole('button', { name: /Pelada de Terça/ })).toHaveTextContent(
      'Editor',
    )

    // Closing returns focus to the menu button, not to the menu item that is gone.
    await userEvent.setup().keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: /menu do usuário/ })).toHaveFocus()
  })

  it('stores the new session, forgets the old group’s data and opens /dashboard', async () => {
    const fetchMock = stubApi([
      [accounts.myGroups, [myGroupsResponse(twoGroups), myGroupsResponse(afterSwitch)]],
      [invitationsApi.myInvitations, invitationsResponse([])],
      [accounts.switchGroup, reply(tuesday)],
    ])
    const { router, queryClient } = renderApp('/historico')
    await screen.findByRole('heading', { name: 'Histórico' })
    // Something the Thursday group had on screen.
    queryClient.setQueryData(['company-players', 'list', 3], { monthlyPlayers: [] })

    const { user, dialog } = await openSwitchDialog()
    await user.click(within(dialog).getByRole('button', { name: /Pelada de Terça/ }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(callsTo(fetchMock, accounts.switchGroup)[0]?.body).toEqual({
      companyPlayerId: 77,
      refreshToken: 'refresh-1',
    })
    expect(getSession()).toMatchObject({ companyPlayerId: 77, companyId: 8, role: 'editor' })
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({
      companyPlayerId: 77,
      refreshToken: 'refresh-terca',
    })
    expect(localStorage.getItem('refreshToken')).toBe('refresh-terca')
    expect(queryClient.getQueryData(['company-players', 'list', 3])).toBeUndefined()
    expect(await screen.findByText('Pelada trocada!')).toBeInTheDocument()
    expect(screen.getByText('Agora você está em Pelada de Terça.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // The header follows: the new group's name and, as an editor, the organiser links.
    expect(
      await screen.findByRole('button', { name: 'Ana, Pelada de Terça, menu do usuário' }),
    ).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' })
    expect(within(nav).getByRole('link', { name: 'Jogadores' })).toBeInTheDocument()
  })

  it('keeps the session and says why when the switch is refused', async () => {
    stubApi([
      [accounts.myGroups, myGroupsResponse(twoGroups)],
      [invitationsApi.myInvitations, invitationsResponse([])],
      [
        accounts.switchGroup,
        reply(
          { success: false, message: 'Você não participa mais desta pelada.' },
          { status: 403 },
        ),
      ],
    ])
    const { router } = renderApp('/historico')
    const { user, dialog } = await openSwitchDialog()
    await user.click(within(dialog).getByRole('button', { name: /Pelada de Terça/ }))

    expect(await screen.findByText('Erro ao trocar de pelada')).toBeInTheDocument()
    expect(screen.getByText('Você não participa mais desta pelada.')).toBeInTheDocument()
    expect(getSession()?.companyPlayerId).toBe(42)
    expect(router.state.location.pathname).toBe('/historico')
    expect(screen.getByRole('dialog', { name: 'Trocar de pelada' })).toBeInTheDocument()
  })

  it('is not offered to someone with one group and no invitation', async () => {
    stubApi([
      [accounts.myGroups, myGroupsResponse([makeGroup()])],
      [invitationsApi.myInvitations, invitationsResponse([])],
    ])
    renderApp('/dashboard')
    const user = await openMenu()
    expect(await screen.findByRole('menuitem', { name: 'Convites' })).toHaveAttribute(
      'href',
      '/convites',
    )
    expect(screen.queryByRole('menuitem', { name: 'Trocar de pelada' })).toBeNull()
    await user.keyboard('{Escape}')
    // With a single group the header does not repeat its name.
    expect(screen.getByRole('button', { name: 'Ana, menu do usuário' })).toHaveTextContent(
      /^A?Ana$/,
    )
  })

  it('counts pending invitations in the menu and points to them from the dialog', async () => {
    stubApi([
      [accounts.myGroups, myGroupsResponse([makeGroup()])],
      [
        invitationsApi.myInvitations,
        invitationsResponse([makeInvitation(), makeInvitation({ id: 12, groupName: 'Racha' })]),
      ],
    ])
    const { router } = renderApp('/dashboard')
    expect(
      await screen.findByRole('button', { name: 'Ana, menu do usuário, 2 convites pendentes' }),
    ).toBeInTheDocument()
    const user = await openMenu()
    const invitations = await screen.findByRole('menuitem', {
      name: 'Convites, 2 convites pendentes',
    })
    expect(invitations).toHaveTextContent('2')
    await user.click(screen.getByRole('menuitem', { name: 'Trocar de pelada' }))
    const dialog = await screen.findByRole('dialog', { name: 'Trocar de pelada' })
    expect(within(dialog).getByText(/Você tem 2 convites pendentes/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('link', { name: 'Ver convites' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/convites'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('offers a retry when the groups cannot be loaded', async () => {
    // Down (for the header's read and the menu's own) until the retry.
    let down = true
    stubApi([
      [
        accounts.myGroups,
        (call) => (down ? refuse(503, 'Servidor indisponível') : myGroupsResponse(twoGroups))(call),
      ],
      // An invitation still brings the item to the menu.
      [invitationsApi.myInvitations, invitationsResponse([makeInvitation()])],
    ])
    renderApp('/dashboard')
    await screen.findByRole('button', { name: /1 convite pendente/ })
    const { user, dialog } = await openSwitchDialog()
    expect(await within(dialog).findByText('Erro ao carregar suas peladas')).toBeInTheDocument()
    expect(within(dialog).getByText('Servidor indisponível')).toBeInTheDocument()
    down = false
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }))
    expect(
      await within(dialog).findByRole('button', { name: /Pelada de Terça/ }),
    ).toBeInTheDocument()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { playersListResponseSchema } from '@bidfut/domain/contracts/players'
import * as players from '@bidfut/domain/endpoints/players'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { makeRegisteredPlayer } from '@/test/register-fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, stubApi, reply, replyMessage, type Route } from '@/test/stub-api'

const player = makeRegisteredPlayer

const gabriel = player({
  id: 1,
  playerId: 1,
  name: 'Gabriel Barbosa',
  nickname: 'Gabigol',
  email: 'gabriel@example.com',
  activated: true,
  typePlayer: 'monthly',
  quantityOfGoals: 7,
})
const pending = player({ id: 2, playerId: 2, name: 'Ana Souza', email: 'ana@example.com' })
const typo = player({ id: 3, playerId: 3, name: 'gabigol', quantityOfGoals: 2, guest: true })
const bruno = player({ id: 4, playerId: 4, name: 'Bruno', guest: true })
// Added in the register with no email: a goalkeeper, not a guest.
const keeper = player({ id: 5, playerId: 5, name: 'Rafael', typePlayer: 'goalkeeper' })

const list = playersListResponseSchema.parse({
  monthlyPlayers: [gabriel],
  goalKeepers: [keeper],
  sporadicPlayers: [pending, typo, bruno],
})

const baseRoutes: Route[] = [
  [players.listPlayers, reply(list)],
  [
    players.inviteLink,
    reply({
      success: true,
      url: 'http://localhost/registro?convite=abc',
    }),
  ],
]

beforeEach(() => {
  clearSession()
  setSession(makeSession({ role: 'editor' }))
  markSessionReady()
})

describe('jogadores: Convidados sem cadastro', () => {
  it('lists guests apart from the tabs, with Mesclar only on them', async () => {
    stubApi(baseRoutes)
    renderApp('/jogadores')
    const section = await screen.findByRole('region', { name: /Convidados sem cadastro/ })
    // Folded until opened: the register stays first on a phone.
    expect(within(section).getByRole('heading', { level: 3, name: 'Bruno' })).not.toBeVisible()
    await userEvent.setup().click(within(section).getByText('Convidados sem cadastro'))
    expect(within(section).getByRole('heading', { level: 3, name: 'Bruno' })).toBeVisible()
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Convidados sem cadastro2',
    )
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Bruno', 'gabigol'])
    expect(within(section).getByRole('button', { name: 'Mesclar gabigol' })).toBeInTheDocument()

    // The Avulsos tab keeps the registered player waiting for activation, not the guests.
    expect(screen.getByRole('tab', { name: /Avulsos/ })).toHaveTextContent('Avulsos1')
    await userEvent.setup().click(screen.getByRole('tab', { name: /Avulsos/ }))
    const panel = screen.getByRole('tabpanel')
    expect(within(panel).getByText('Ana Souza')).toBeInTheDocument()
    expect(within(panel).queryByText('gabigol')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Mesclar Ana Souza' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Mesclar Gabriel Barbosa' })).toBeNull()
  })

  it('files a goalkeeper added in the register without an email under Goleiros', async () => {
    stubApi(baseRoutes)
    renderApp('/jogadores')
    const section = await screen.findByRole('region', { name: /Convidados sem cadastro/ })
    expect(within(section).queryByRole('heading', { level: 3, name: 'Rafael' })).toBeNull()
    expect(screen.getByRole('tab', { name: /Goleiros/ })).toHaveTextContent('Goleiros1')
    await userEvent.setup().click(screen.getByRole('tab', { name: /Goleiros/ }))
    expect(within(screen.getByRole('tabpanel')).getByText('Rafael')).toBeInTheDocument()
  })

  it('merges a guest into the registered player with the same name', async () => {
    const fetchMock = stubApi([
      ...baseRoutes,
      [
        players.mergePlayers,
        reply({
          success: true,
          message: 'gabigol foi mesclado com Gabigol.',
          companyPlayerId: 1,
          movedEntries: 2,
        }),
      ],
    ])
    renderApp('/jogadores')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Mesclar gabigol' }))
    const dialog = await screen.findByRole('dialog', { name: 'Mesclar gabigol' })
    expect(within(dialog).getByText(/Todos os BIDs e estatísticas de gabigol/)).toBeVisible()
    const keep = within(dialog).getByLabelText('Manter o cadastro de')
    // The namesake comes first and is chosen; the guest itself is not offered.
    expect(keep).toHaveValue('1')
    expect(
      within(keep)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Gabriel Barbosa (Gabigol) · Mensal · com conta',
      'Ana Souza · Avulso',
      'Bruno · Avulso',
      'Rafael · Goleiro',
    ])

    await user.click(within(dialog).getByRole('button', { name: 'Mesclar' }))
    expect(await screen.findByText('gabigol foi mesclado com Gabigol.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsTo(fetchMock, players.mergePlayers)[0]!.body).toEqual({
      keepCompanyPlayerId: 1,
      mergeCompanyPlayerId: 3,
    })
  })

  it('merges into another choice, and shows the server’s refusal', async () => {
    const fetchMock = stubApi([
      ...baseRoutes,
      [
        players.mergePlayers,
        reply({ success: false, message: 'Jogador não encontrado.' }, { status: 404 }),
      ],
    ])
    renderApp('/jogadores')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Mesclar Bruno' }))
    const dialog = await screen.findByRole('dialog', { name: 'Mesclar Bruno' })
    await user.selectOptions(within(dialog).getByLabelText('Manter o cadastro de'), '3')
    await user.click(within(dialog).getByRole('button', { name: 'Mesclar' }))
    expect(await screen.findByText('Erro ao mesclar jogadores')).toBeInTheDocument()
    expect(screen.getByText('Jogador não encontrado.')).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(callsTo(fetchMock, players.mergePlayers)[0]!.body).toEqual({
      keepCompanyPlayerId: 3,
      mergeCompanyPlayerId: 4,
    })
  })

  it('shows what deleting did to the open BID', async () => {
    const message = 'Bruno foi removido do cadastro, mas continua confirmado no BID #12.'
    stubApi([...baseRoutes, [players.removePlayer, replyMessage(message)]])
    renderApp('/jogadores')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Excluir Bruno' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir jogador' })
    expect(within(dialog).getByText(/quem já confirmou continua confirmado/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
  })
})

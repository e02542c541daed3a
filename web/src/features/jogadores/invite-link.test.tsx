import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { playersListResponseSchema } from '@bidfut/domain/contracts/players'
import * as players from '@bidfut/domain/endpoints/players'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, stubApi, reply } from '@/test/stub-api'

const list = playersListResponseSchema.parse({
  monthlyPlayers: [],
  goalKeepers: [],
  sporadicPlayers: [],
})
const link = (url: string | null) => reply({ success: true, url })
const URL = 'http://localhost/registro?convite=novo'

beforeEach(() => {
  clearSession()
  setSession(makeSession({ role: 'administrator' }))
  markSessionReady()
})

describe('jogadores: Convidar jogadores', () => {
  it('shows the group’s link', async () => {
    stubApi([
      [players.listPlayers, reply(list)],
      [players.inviteLink, link(URL)],
    ])
    renderApp('/jogadores')
    expect(await screen.findByLabelText('Link de convite')).toHaveValue(URL)
  })

  it('creates the link of a group that has none only when the organiser taps', async () => {
    const fetchMock = stubApi([
      [players.listPlayers, reply(list)],
      [players.inviteLink, link(null)],
      [players.renewInviteLink, link(URL)],
    ])
    renderApp('/jogadores')
    expect(
      await screen.findByText('Esta pelada ainda não tem link de convite.'),
    ).toBeInTheDocument()
    expect(callsTo(fetchMock, players.renewInviteLink)).toHaveLength(0)

    await userEvent.setup().click(screen.getByRole('button', { name: 'Criar link de convite' }))
    expect(await screen.findByLabelText('Link de convite')).toHaveValue(URL)
    expect(callsTo(fetchMock, players.renewInviteLink)).toHaveLength(1)
  })
})

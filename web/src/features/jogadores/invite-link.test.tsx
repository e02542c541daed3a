import { configure, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  inviteLinkResponseSchema,
  playersListResponseSchema,
} from '@bidfut/domain/contracts/players'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { contractResponse, jsonResponse, makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, stubApi } from '@/test/stub-api'

// The first render loads the lazy route; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 8000 })

const list = playersListResponseSchema.parse({
  monthlyPlayers: [],
  goalKeepers: [],
  sporadicPlayers: [],
})
const link = (url: string | null) => () =>
  contractResponse(inviteLinkResponseSchema, { success: true, url })
const URL = 'http://localhost/registro?convite=novo'

beforeEach(() => {
  clearSession()
  setSession(makeSession({ role: 'administrator' }))
  markSessionReady()
})

describe('jogadores: Convidar jogadores', () => {
  it('shows the group’s link', async () => {
    stubApi({
      'GET /company-players/list': () => jsonResponse(list),
      'GET /company-players/invite-link': link(URL),
    })
    renderApp('/jogadores')
    expect(await screen.findByLabelText('Link de convite')).toHaveValue(URL)
  })

  it('creates the link of a group that has none only when the organiser taps', async () => {
    const fetchMock = stubApi({
      'GET /company-players/list': () => jsonResponse(list),
      'GET /company-players/invite-link': link(null),
      'POST /company-players/invite-link/renew': link(URL),
    })
    renderApp('/jogadores')
    expect(
      await screen.findByText('Esta pelada ainda não tem link de convite.'),
    ).toBeInTheDocument()
    expect(callsTo(fetchMock, 'POST', '/company-players/invite-link/renew')).toHaveLength(0)

    await userEvent.setup().click(screen.getByRole('button', { name: 'Criar link de convite' }))
    expect(await screen.findByLabelText('Link de convite')).toHaveValue(URL)
    expect(callsTo(fetchMock, 'POST', '/company-players/invite-link/renew')).toHaveLength(1)
  })
})

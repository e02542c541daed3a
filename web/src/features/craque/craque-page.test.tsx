import { StrictMode } from 'react'
import { QueryClient } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  craqueLinkSchema,
  type CraqueLink,
  type CraquePoll,
} from '@bidfut/domain/contracts/results'
import * as results from '@bidfut/domain/endpoints/results'
import { AppProviders } from '@/app/providers'
import { routes } from '@/app/router'
import { clearSession, markSessionReady } from '@/lib/session-store'
import { callsTo, stubApi, reply } from '@/test/stub-api'

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde'

const openPoll: CraquePoll = {
  state: 'open',
  closesAt: '2030-11-29T22:30:00.000Z',
  votesCast: 3,
  canVote: true,
  myVote: null,
  candidates: [
    { companyPlayerId: 7, name: 'Gabigol' },
    { companyPlayerId: 8, name: 'Rafinha' },
  ],
  winners: [],
  winnerVotes: 0,
}

function makeLink(poll: Partial<CraquePoll> = {}): CraqueLink {
  return craqueLinkSchema.parse({
    groupName: 'Pelada de Quinta',
    playerName: 'Bruninho',
    bidNumber: 31,
    dayOfMatch: '2030-11-28T19:30:00',
    poll: { ...openPoll, ...poll },
  })
}

function renderStrict(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
}

beforeEach(() => {
  clearSession()
  markSessionReady()
})

describe('/craque/{token}', () => {
  it('shows how many voted but no tally, votes nothing on load, and votes on the tap', async () => {
    const fetchMock = stubApi([
      [results.craqueLink, reply(makeLink())],
      [
        results.voteCraqueByLink,
        reply({
          success: true,
          message: 'Voto registrado! Você pode mudar até a votação encerrar.',
          poll: { ...openPoll, votesCast: 4, myVote: 8 },
        }),
      ],
    ])
    renderStrict(`/craque/${token}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Craque da partida · BID #31' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/3 votos até agora/)).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(callsTo(fetchMock, results.voteCraqueByLink)).toHaveLength(0)

    await userEvent.setup().click(screen.getByRole('button', { name: 'Votar em Rafinha' }))
    expect(
      await screen.findByText('Voto registrado! Você pode mudar até a votação encerrar.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Seu voto: Rafinha' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByText(/4 votos até agora/)).toBeInTheDocument()
    const posts = callsTo(fetchMock, results.voteCraqueByLink)
    expect(posts).toHaveLength(1)
    expect(posts[0]!.body).toEqual({ candidateId: 8 })
    expect(posts[0]!.headers.Authorization).toBeUndefined()
  })

  it('shows the server’s refusal in its words', async () => {
    stubApi([
      [results.craqueLink, reply(makeLink())],
      [
        results.voteCraqueByLink,
        reply(
          { success: false, message: 'A votação do craque da partida já foi encerrada.' },
          { status: 409 },
        ),
      ],
    ])
    renderStrict(`/craque/${token}`)
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Votar em Gabigol' }))
    expect(
      await screen.findByText('A votação do craque da partida já foi encerrada.'),
    ).toBeInTheDocument()
  })

  it('shows the winners once closed, with no buttons', async () => {
    stubApi([
      [
        results.craqueLink,
        reply(
          makeLink({
            state: 'closed',
            canVote: false,
            winners: [
              { companyPlayerId: 7, name: 'Gabigol' },
              { companyPlayerId: 8, name: 'Rafinha' },
            ],
            winnerVotes: 2,
          }),
        ),
      ],
    ])
    renderStrict(`/craque/${token}`)
    expect(await screen.findByText('Gabigol e Rafinha')).toBeInTheDocument()
    expect(screen.getByText('Craque da partida')).toBeInTheDocument()
    expect(screen.getByText('2 votos · votação encerrada')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Votar em/ })).toBeNull()
  })

  it('says so when the link is unknown', async () => {
    stubApi([
      [
        results.craqueLink,
        reply({ success: false, message: 'Link inválido ou expirado.' }, { status: 404 }),
      ],
    ])
    renderStrict(`/craque/${token}`)
    expect(await screen.findByText('Link inválido ou expirado.')).toBeInTheDocument()
  })
})

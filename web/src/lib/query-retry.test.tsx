import { onlineManager, useQuery, type QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { AppProviders, createQueryClient } from '@/app/providers'
import { ServerUnreachableBanner } from '@/components/server-unreachable-banner'
import { jsonResponse } from '@/test/fixtures'
import { endpoint } from '@bidfut/domain/endpoints/endpoint'
import { apiCall } from './api-client'
import { ApiError } from './api-error'
import { formatTime } from './format'
import { RETRYING_CONNECTION, retryDelay, retryQuery, staleDataNotice } from './query-retry'
import { markSessionReady } from './session-store'

const DATABASE_DOWN = 'Serviço temporariamente indisponível. Tente de novo em instantes.'
const databaseDown = () =>
  jsonResponse(
    { success: false, message: DATABASE_DOWN },
    { status: 503, headers: { 'Retry-After': '1' } },
  )

/** fetch answering each call with the next of `answers`, the last one for ever after. */
function answering(...answers: (() => Response | Promise<Response>)[]) {
  const last = answers.at(-1)!
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve((answers.shift() ?? last)())),
  )
  return vi.mocked(fetch)
}

const helloEndpoint = endpoint({
  method: 'GET',
  path: '/hello',
  responses: { 200: z.object({ name: z.string() }) },
})

function Greeting() {
  const hello = useQuery({
    queryKey: ['hello'],
    queryFn: () => apiCall(helloEndpoint, { auth: false }),
  })
  if (hello.isPending) return <p>Carregando…</p>
  if (hello.isError) return <p>Erro ao carregar: {hello.error.message}</p>
  return <p>Olá, {hello.data?.name}</p>
}

const renderGreeting = (queryClient: QueryClient = createQueryClient()) =>
  render(
    <AppProviders queryClient={queryClient}>
      <ServerUnreachableBanner />
      <Greeting />
    </AppProviders>,
  )

beforeEach(() => {
  markSessionReady()
})

describe('a server out of reach', () => {
  it('says so and asks again after Retry-After, then shows the data (503, then 200)', async () => {
    const fetchMock = answering(databaseDown, () => jsonResponse({ name: 'Rita' }))
    renderGreeting()
    expect(await screen.findByText(RETRYING_CONNECTION)).toBeInTheDocument()
    expect(screen.getByText('Carregando…')).toBeInTheDocument()
    expect(await screen.findByText('Olá, Rita')).toBeInTheDocument()
    expect(screen.queryByText(RETRYING_CONNECTION)).toBeNull()
    expect(screen.queryByText(/Erro ao carregar/)).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('keeps asking while the network fails, and never shows the screen’s error', async () => {
    answering(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => jsonResponse({ name: 'Rita' }),
    )
    renderGreeting()
    expect(await screen.findByText(RETRYING_CONNECTION)).toBeInTheDocument()
    expect(await screen.findByText('Olá, Rita')).toBeInTheDocument()
    expect(screen.queryByText(/Erro ao carregar/)).toBeNull()
  })

  it('leaves a real error to the screen: a 503 that names its cause, without Retry-After', async () => {
    answering(() =>
      jsonResponse({ success: false, message: 'Previsão não disponível' }, { status: 503 }),
    )
    renderGreeting()
    await waitFor(() =>
      expect(screen.getByText('Erro ao carregar: Previsão não disponível')).toBeInTheDocument(),
    )
    expect(screen.queryByText(RETRYING_CONNECTION)).toBeNull()
  })
})

describe('data the screen could not refresh', () => {
  const offline = () => Promise.reject(new TypeError('Failed to fetch'))

  it("says since when, in place of 'Tentando de novo…', and goes once a refresh succeeds", async () => {
    answering(
      () => jsonResponse({ name: 'Rita' }),
      offline,
      offline,
      () => jsonResponse({ name: 'Rita Lee' }),
    )
    const queryClient = createQueryClient()
    renderGreeting(queryClient)
    expect(await screen.findByText('Olá, Rita')).toBeInTheDocument()
    const updatedAt = queryClient.getQueryState(['hello'])!.dataUpdatedAt

    void queryClient.refetchQueries({ queryKey: ['hello'] })
    const notice = `Sem conexão — dados de ${formatTime(new Date(updatedAt))}`
    expect(await screen.findByText(notice)).toBeInTheDocument()
    expect(screen.queryByText(RETRYING_CONNECTION)).toBeNull()
    // The data stays on screen meanwhile.
    expect(screen.getByText('Olá, Rita')).toBeInTheDocument()

    expect(await screen.findByText('Olá, Rita Lee')).toBeInTheDocument()
    expect(screen.queryByText(/^Sem conexão/)).toBeNull()
  })

  it('says it too while the device is offline and the refresh waits', async () => {
    answering(() => jsonResponse({ name: 'Rita' }))
    const queryClient = createQueryClient()
    renderGreeting(queryClient)
    expect(await screen.findByText('Olá, Rita')).toBeInTheDocument()
    const updatedAt = queryClient.getQueryState(['hello'])!.dataUpdatedAt
    onlineManager.setOnline(false)
    try {
      void queryClient.refetchQueries({ queryKey: ['hello'] })
      expect(await screen.findByText(staleDataNotice(updatedAt))).toBeInTheDocument()
    } finally {
      onlineManager.setOnline(true)
    }
    await waitFor(() => expect(screen.queryByText(/^Sem conexão/)).toBeNull())
  })

  it('writes the time as hh:mm', () => {
    expect(staleDataNotice(new Date(2026, 10, 26, 9, 5).getTime())).toBe(
      'Sem conexão — dados de 09:05',
    )
  })
})

describe('the retry policy', () => {
  const away = (retryAfterSeconds?: number) =>
    new ApiError(503, DATABASE_DOWN, { unreachable: true, retryAfterSeconds })

  it('asks a server that is away again without end, a 4xx never, anything else twice', () => {
    expect(retryQuery(50, away())).toBe(true)
    expect(retryQuery(0, new ApiError(404, 'Não encontrado.'))).toBe(false)
    expect(retryQuery(1, new ApiError(500, 'Erro interno'))).toBe(true)
    expect(retryQuery(2, new ApiError(500, 'Erro interno'))).toBe(false)
  })

  it('backs off 1, 2, 4, then 8 s, never sooner than Retry-After', () => {
    expect([0, 1, 2, 3, 10].map((n) => retryDelay(n, away()))).toEqual([
      1000, 2000, 4000, 8000, 8000,
    ])
    expect([0, 1, 2, 3].map((n) => retryDelay(n, away(3)))).toEqual([3000, 3000, 4000, 8000])
  })
})

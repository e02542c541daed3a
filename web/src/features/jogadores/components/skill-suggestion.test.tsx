import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { makeSession } from '@/test/fixtures'
import { callsTo, stubApi, reply } from '@/test/stub-api'
import { SkillSuggestionLine } from './skill-suggestion'
import * as results from '@bidfut/domain/endpoints/results'

const suggestions = [
  { companyPlayerId: 4, skillLevel: 5, suggestedSkill: 7, matches: 12, mu: 29.1, sigma: 4.2 },
  { companyPlayerId: 5, skillLevel: 6, suggestedSkill: 6, matches: 12, mu: 27, sigma: 4.2 },
  { companyPlayerId: 6, skillLevel: 5, suggestedSkill: null, matches: 2, mu: 26, sigma: 7 },
]

function renderLine(companyPlayerId: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <SkillSuggestionLine companyPlayerId={companyPlayerId} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  clearSession()
  setSession(makeSession({ role: 'administrator' }))
  markSessionReady()
})

describe('Habilidade sugerida', () => {
  it('shows the suggestion beside the typed level and applies it with one tap', async () => {
    const fetchMock = stubApi([
      [results.skillSuggestions, reply(suggestions)],
      [
        results.applySuggestedSkill,
        reply({ success: true, message: 'Habilidade atualizada para 7.' }),
      ],
    ])
    renderLine(4)
    expect(await screen.findByText('Habilidade sugerida: 7 (atual: 5)')).toBeInTheDocument()
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Aplicar habilidade sugerida 7' }))
    expect(callsTo(fetchMock, results.applySuggestedSkill)).toHaveLength(1)
  })

  it.each([5, 6])('shows nothing when it agrees or is not ready (player %i)', async (id) => {
    const fetchMock = stubApi([[results.skillSuggestions, reply(suggestions)]])
    renderLine(id)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(callsTo(fetchMock, results.skillSuggestions)).toHaveLength(1)
    expect(screen.queryByText(/Habilidade sugerida/)).toBeNull()
  })
})

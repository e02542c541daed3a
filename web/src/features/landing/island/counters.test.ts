import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { publicCounters } from '@bidfut/domain/endpoints/public-counters'
import { apiPathOf } from '@/lib/api-url'
import { renderLandingBody } from '../render-landing'
import { initCounters } from './counters'

const at = new Date('2026-01-01T12:00:00Z')

function figureOf(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent
}

describe('the landing counters', () => {
  it('carry the figures the build read, and count the services section for the features', () => {
    document.body.innerHTML = renderLandingBody(at, {
      gamesOrganised: 1234,
      teamsGenerated: 56,
      players: 7,
    })
    expect(figureOf('jogos organizados')).toBe('1.234')
    expect(figureOf('times sorteados')).toBe('56')
    expect(figureOf('jogadores nas peladas')).toBe('7')
    expect(figureOf('funcionalidades')).toBe(
      String(document.querySelectorAll('#funcionalidades li').length),
    )
  })

  it('show a neutral mark when the build could not count, and the island fills in the server’s figures', async () => {
    document.body.innerHTML = renderLandingBody(at, null)
    expect(figureOf('jogos organizados')).toBe('…')
    const send = vi.fn(async () =>
      Response.json({ gamesOrganised: 901, teamsGenerated: 2500, players: 320 }),
    )
    await initCounters(document, send as unknown as typeof fetch)
    expect(send).toHaveBeenCalledWith(
      apiPathOf<typeof publicCounters>('/public/counters'),
      expect.anything(),
    )
    expect(figureOf('jogos organizados')).toBe('901')
    expect(figureOf('times sorteados')).toBe('2.500')
    expect(figureOf('jogadores nas peladas')).toBe('320')
  })

  it('keep the prerendered figures when the server fails or answers nonsense', async () => {
    document.body.innerHTML = renderLandingBody(at, {
      gamesOrganised: 9,
      teamsGenerated: 8,
      players: 7,
    })
    await initCounters(document, (async () => new Response('', { status: 503 })) as typeof fetch)
    await initCounters(document, (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch)
    await initCounters(document, (async () =>
      Response.json({ gamesOrganised: -1, players: 'x' })) as typeof fetch)
    expect(figureOf('jogos organizados')).toBe('9')
    expect(figureOf('jogadores nas peladas')).toBe('7')
  })
})

import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import * as bids from '@bidfut/domain/endpoints/bids'
import * as reminders from '@bidfut/domain/endpoints/reminders'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { liveBidRoute, makeLiveBid, makePlayer } from '@/test/bid-fixtures'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, refuse, reply, stubApi } from '@/test/stub-api'
import { buildNudgeText } from '../nudge-text'

const LABEL = 'Lembrar quem não respondeu'
const nudged = {
  success: true,
  message:
    'Lembrete enviado a 1 jogador: Dudu. Sem email, push ou WhatsApp: Caio. Avise pelo grupo.',
  bidNumber: 31,
  dayOfMatch: '2030-11-28T19:30:00',
  pending: [
    { companyPlayerId: 2, name: 'Dudu', reached: true },
    { companyPlayerId: 5, name: 'Caio', reached: false },
  ],
}
const TOO_SOON =
  'Um lembrete já foi enviado há menos de 6 horas. O próximo pode ser enviado a partir de terça, 26/11 às 18:00.'

beforeEach(() => {
  clearSession()
  setSession(makeSession({ role: 'manager' }))
  markSessionReady()
})

describe("'Lembrar quem não respondeu' on /bid-atual", () => {
  it('reminds the pending players in one tap, says to whom, and refuses a second tap in words', async () => {
    const fetchMock = stubApi([
      [bids.currentBid, liveBidRoute(makeLiveBid())],
      [reminders.nudgeBid, [reply(nudged), refuse(409, TOO_SOON)]],
    ])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: LABEL }))
    expect(await screen.findByText(nudged.message)).toBeInTheDocument()
    expect(callsTo(fetchMock, reminders.nudgeBid)[0]!.url).toContain('/bids/9/nudge')
    expect(
      screen.getByRole('button', { name: 'Enviar a lista de quem não respondeu no grupo' }),
    ).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: LABEL }))
    expect(await screen.findByText(TOO_SOON)).toBeInTheDocument()
  })

  it('is not offered once everybody answered', async () => {
    const answered = makeLiveBid({
      monthly: [makePlayer(1, 'Bruninho', { status: 'confirmed' })],
    })
    stubApi([[bids.currentBid, liveBidRoute(answered)]])
    renderApp('/bid-atual')
    expect(await screen.findByText('BID #31')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: LABEL })).toBeNull()
  })
})

describe('the group text after a nudge', () => {
  it('lists who has not answered and where to answer', () => {
    expect(buildNudgeText(nudged, 'https://bidfut.example/check-in')).toBe(
      [
        '⏳ BID #31 - 28/11/2030 às 19:30',
        'Ainda não responderam (2):',
        '1. Dudu',
        '2. Caio',
        '',
        '👉 Vai ou não vai? Responda aqui: https://bidfut.example/check-in',
      ].join('\n'),
    )
  })
})

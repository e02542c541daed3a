import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import * as bids from '@bidfut/domain/endpoints/bids'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { liveBidRoute, makeLiveBid, makeOpenBid } from '@/test/bid-fixtures'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, refuse, reply, stubApi } from '@/test/stub-api'
import { SUGGESTED_SCHEDULE } from './create-bid-form'

// Thursday's BID #31 is open; the organiser adds Tuesday's game from /bid-atual (ADR 059).
const thursday = makeLiveBid()
const tuesday = makeLiveBid({
  bidDayId: 12,
  number: 32,
  dayOfMatch: '2030-12-03T21:00:00',
  location: 'Quadra Coberta',
  monthly: [],
  goalkeepers: [],
  sporadicPlayers: [],
})
const TAKEN =
  'Já existe um BID aberto para 28/11. Finalize ou cancele esse BID, ou escolha outra data.'

beforeEach(() => {
  clearSession()
  markSessionReady()
})

function openBidAtual(role: 'administrator' | 'editor' = 'administrator') {
  setSession(makeSession({ role }))
  return stubApi([
    [bids.currentBid, liveBidRoute(thursday)],
    [bids.currentBid, liveBidRoute(tuesday), { query: { bidDayId: tuesday.bidDayId } }],
    [
      bids.openBids,
      [
        reply([makeOpenBid(9, 'BID #31 — quinta 19:30')]),
        reply([
          makeOpenBid(9, 'BID #31 — quinta 19:30'),
          makeOpenBid(12, 'BID #32 — terça 21:00', { dayOfMatch: tuesday.dayOfMatch }),
        ]),
      ],
    ],
    [bids.newBidDefaults, reply({ dayOfMatch: '2030-11-28T19:30:00', location: null, slots: 14 })],
    [bids.createBid, [refuse(409, TAKEN), reply(tuesday, { status: 201 })]],
  ])
}

describe("bid-atual: 'Criar outro BID' while a BID is open", () => {
  it('opens the new BID form, shows the 409 in it, then creates and shows the new BID', async () => {
    const fetchMock = openBidAtual('editor')
    renderApp('/bid-atual')
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { level: 2, name: 'BID #31' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Criar outro BID' }))

    const dialog = await screen.findByRole('dialog', { name: 'Criar outro BID' })
    const form = within(dialog)
    expect(await form.findByText(SUGGESTED_SCHEDULE)).toBeInTheDocument()
    expect(form.getByLabelText('Data')).toHaveValue('2030-11-28')
    expect(form.getByLabelText('Horário')).toHaveValue('19:30')
    expect(form.getByLabelText('Vagas')).toHaveValue(14)
    // No place suggested: the session's default place.
    expect(form.getByLabelText('Local (opcional)')).toHaveValue('Arena Central')

    // Thursday has its BID already: the server's words in the form, the date focused to change.
    await user.click(form.getByRole('button', { name: 'Criar Novo BID' }))
    expect(await form.findByRole('alert')).toHaveTextContent(TAKEN)
    await waitFor(() => expect(form.getByLabelText('Data')).toHaveFocus())
    expect(form.getByLabelText('Data')).toHaveAccessibleDescription(TAKEN)
    expect(screen.queryByText(`Erro ao criar BID: ${TAKEN}`)).toBeNull()

    await user.clear(form.getByLabelText('Data'))
    expect(form.queryByText(TAKEN)).toBeNull()
    await user.type(form.getByLabelText('Data'), '2030-12-03')
    await user.clear(form.getByLabelText('Horário'))
    await user.type(form.getByLabelText('Horário'), '21:00')
    await user.clear(form.getByLabelText('Local (opcional)'))
    await user.type(form.getByLabelText('Local (opcional)'), 'Quadra Coberta')
    await user.click(form.getByRole('button', { name: 'Criar Novo BID' }))

    // The dialog closes on the new BID, chosen among the two open; focus back on its button.
    expect(await screen.findByRole('heading', { level: 2, name: 'BID #32' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(await screen.findByText('BID #32 criado com sucesso!')).toBeInTheDocument()
    const choice = await screen.findByRole('group', { name: 'Escolha o BID' })
    expect(within(choice).getByRole('button', { name: 'BID #32 — terça 21:00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByRole('button', { name: 'Criar outro BID' })).toHaveFocus()
    expect(callsTo(fetchMock, bids.createBid).map((call) => call.body)).toEqual([
      { dayOfMatch: '2030-11-28T19:30:00', location: 'Arena Central', slots: 14 },
      { dayOfMatch: '2030-12-03T21:00:00', location: 'Quadra Coberta', slots: 14 },
    ])
    // The screen's polls follow the new BID, not the next game.
    await waitFor(() =>
      expect(callsTo(fetchMock, bids.currentBid).at(-1)?.query.get('bidDayId')).toBe('12'),
    )
  })

  it('starts over when opened again, without the last refusal', async () => {
    openBidAtual()
    renderApp('/bid-atual')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Criar outro BID' }))
    const dialog = await screen.findByRole('dialog', { name: 'Criar outro BID' })
    await user.click(await within(dialog).findByRole('button', { name: 'Criar Novo BID' }))
    expect(await within(dialog).findByText(TAKEN)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Criar outro BID' }))
    const again = await screen.findByRole('dialog', { name: 'Criar outro BID' })
    expect(await within(again).findByLabelText('Data')).toHaveValue('2030-11-28')
    expect(within(again).queryByText(TAKEN)).toBeNull()
  })
})

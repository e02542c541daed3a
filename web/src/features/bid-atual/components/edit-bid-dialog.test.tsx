import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import * as bids from '@bidfut/domain/endpoints/bids'
import { clearSession, markSessionReady, setSession } from '@/lib/session-store'
import { liveBidRoute, makeLiveBid } from '@/test/bid-fixtures'
import { makeSession } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { callsTo, reply, replyMessage, stubApi } from '@/test/stub-api'

const QUESTION =
  'Com 14 vagas, Teteu e Dudu vão para o início da lista de espera (os últimos a confirmar). Confirmar?'

beforeEach(() => {
  clearSession()
  setSession(makeSession({ role: 'administrator' }))
  markSessionReady()
})

describe('Editar BID: the places (ADR 053)', () => {
  it('asks with the server’s words before fewer places move anyone, then sends the yes', async () => {
    const bid = makeLiveBid({ slots: 24 })
    const fetchMock = stubApi([
      [bids.currentBid, liveBidRoute(bid)],
      [
        bids.updateBid,
        [
          reply(
            {
              success: false,
              message: QUESTION,
              wouldMove: [
                { companyPlayerId: 4, name: 'Dudu' },
                { companyPlayerId: 5, name: 'Teteu' },
              ],
            },
            { status: 409 },
          ),
          replyMessage('BID atualizado com sucesso.'),
        ],
      ],
    ])
    renderApp('/bid-atual')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Editar BID' }))
    const places = screen.getByLabelText('Vagas')
    expect(places).toHaveValue(24)
    await user.clear(places)
    await user.type(places, '14')
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }))

    const question = await screen.findByRole('alertdialog')
    expect(within(question).getByText(QUESTION)).toBeInTheDocument()
    expect(callsTo(fetchMock, bids.updateBid)[0]!.body).toMatchObject({ slots: 14 })
    await user.click(within(question).getByRole('button', { name: 'Mover para a lista de espera' }))
    expect(await screen.findByText('BID atualizado com sucesso.')).toBeInTheDocument()
    expect(callsTo(fetchMock, bids.updateBid)[1]!.body).toMatchObject({
      slots: 14,
      confirmMoves: true,
    })
  })
})

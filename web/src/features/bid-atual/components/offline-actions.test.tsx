import { act, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import * as bids from '@bidfut/domain/endpoints/bids'
import { apiPath } from '@/lib/api-url'
import { forgetOfflineCopies, noteAnswer } from '@/lib/offline-copies'
import { makeLiveBid } from '@/test/bid-fixtures'
import { BidLifecycleActions, LiveBidActions } from './bid-actions'
import { OfflineActionsNote } from './offline-actions'

const REASON = 'Sem conexão: as ações do BID voltam a funcionar quando a internet voltar.'

function Screen() {
  const bid = makeLiveBid()
  return (
    <QueryClientProvider client={new QueryClient()}>
      <OfflineActionsNote />
      <LiveBidActions bid={bid} />
      <BidLifecycleActions bid={bid} />
    </QueryClientProvider>
  )
}

afterEach(() => forgetOfflineCopies())

describe("/bid-atual's organiser actions offline (ADR 041)", () => {
  it('wait with the reason while the screen shows the kept copy, and come back online', async () => {
    noteAnswer(apiPath(bids.currentBid), String(Date.now()))
    render(<Screen />)
    expect(screen.getByRole('status')).toHaveTextContent(REASON)
    for (const name of ['Cancelar BID', 'Sortear Times']) {
      const button = screen.getByRole('button', { name: new RegExp(name) })
      expect(button).toBeDisabled()
      expect(button.closest('fieldset')).toHaveAccessibleDescription(REASON)
    }
    // Copying the list needs no server.
    expect(screen.getByRole('button', { name: /Copiar/ })).toBeEnabled()

    act(() => noteAnswer(apiPath(bids.currentBid), null))
    expect(screen.queryByText(REASON)).toBeNull()
    expect(screen.getByRole('button', { name: /Cancelar BID/ })).toBeEnabled()
  })
})

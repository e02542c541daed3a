import { useState } from 'react'
import type { LiveBid, LiveBidPlayer } from '@bidfut/domain/contracts/bids'
import {
  HELD_PLACE_QUESTION,
  heldPlacePrompt,
  needsHeldPlace,
} from '@bidfut/domain/rules/held-places'
import { ordinal, WAITLIST_RULE } from '@bidfut/domain/rules/waiting-list'
import { ConfirmActionDialog } from '@/components/confirm-action-dialog'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { usePromoteWaitlisted } from '../api/promote-waitlisted'
import { useRemoveWaitlisted } from '../api/remove-waitlisted'
import { playerFocusId } from './player-field-controls'
import { OfflineActions } from './offline-actions'

/**
 * The waiting list in line order, with the organiser's two moves for each person in it. A move
 * takes the person out of the line: focus follows them to their place in a group, else goes to
 * the same button of whoever is now in their place (lib/use-keep-focus.ts).
 */
export function WaitlistGroup({
  bid,
  players,
}: {
  bid: Pick<LiveBid, 'bidDayId' | 'totalConfirmed' | 'totalPlayers' | 'monthlyWindow'>
  players: LiveBidPlayer[]
}) {
  const { bidDayId } = bid
  const promote = usePromoteWaitlisted()
  const remove = useRemoveWaitlisted()
  // An avulso whose promotion would take a place the mensalistas' window holds (ADR 036).
  const [askingHeld, setAskingHeld] = useState<LiveBidPlayer | null>(null)
  const sendPromotion = (player: LiveBidPlayer, useHeldPlace: boolean) => {
    setAskingHeld(null)
    if (!promote.isPending) {
      promote.mutate({ bidDayId, companyPlayerId: player.companyPlayerId, useHeldPlace })
    }
  }
  const busy = (mutation: typeof promote, companyPlayerId: number) =>
    mutation.isPending && mutation.variables.companyPlayerId === companyPlayerId
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{WAITLIST_RULE}</p>
      {players.length === 0 ? (
        <p className="text-muted-foreground">Ninguém na lista de espera.</p>
      ) : (
        <ol aria-label="Lista de espera" className="flex flex-col gap-2">
          {players.map((player) => {
            const entry = { bidDayId, companyPlayerId: player.companyPlayerId }
            const promoting = busy(promote, player.companyPlayerId)
            const removing = busy(remove, player.companyPlayerId)
            return (
              <li
                key={player.companyPlayerId}
                aria-busy={promoting || removing || undefined}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border px-3 py-2"
              >
                <span className="w-8 shrink-0 text-lg font-bold tabular-nums">
                  {player.waitlistPosition === null ? '–' : ordinal(player.waitlistPosition)}
                </span>
                <span className="min-w-0 flex-1 basis-32 font-semibold break-words">
                  {player.name}
                </span>
                <OfflineActions className="flex gap-2 max-sm:w-full max-sm:*:flex-1">
                  {/* Not disabled while busy: focus stays on the button; a second press waits. */}
                  <Button
                    type="button"
                    size="sm"
                    aria-label={`Promover: ${player.name}`}
                    data-focus-id={playerFocusId(player.companyPlayerId)}
                    data-focus-group="waitlist-promote"
                    onClick={() => {
                      if (needsHeldPlace(bid, player)) setAskingHeld(player)
                      else sendPromotion(player, false)
                    }}
                  >
                    {promoting ? <Spinner /> : null}
                    Promover
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={`Remover da lista: ${player.name}`}
                    data-focus-group="waitlist-remove"
                    onClick={() => {
                      if (!remove.isPending) remove.mutate(entry)
                    }}
                  >
                    {removing ? <Spinner /> : null}
                    Remover da lista
                  </Button>
                </OfflineActions>
              </li>
            )
          })}
        </ol>
      )}
      {bid.monthlyWindow ? (
        <ConfirmActionDialog
          open={askingHeld !== null}
          onOpenChange={(open) => !open && setAskingHeld(null)}
          title={HELD_PLACE_QUESTION}
          prompt={
            askingHeld
              ? heldPlacePrompt(
                  askingHeld.name,
                  bid.monthlyWindow,
                  `Sem usar a vaga reservada, ${askingHeld.name} vai para o 1º lugar da lista de espera.`,
                )
              : ''
          }
          confirmLabel="Usar vaga reservada"
          alternative={{
            label: 'Mover para o 1º lugar',
            onSelect: () => askingHeld && sendPromotion(askingHeld, false),
          }}
          pending={false}
          onConfirm={() => askingHeld && sendPromotion(askingHeld, true)}
        />
      ) : null}
    </div>
  )
}

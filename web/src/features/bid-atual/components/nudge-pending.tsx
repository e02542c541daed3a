import { useState } from 'react'
import { BellRing } from 'lucide-react'
import type { LiveBid } from '@bidfut/domain/contracts/bids'
import type { NudgeResult } from '@bidfut/domain/contracts/reminders'
import { BusyButton } from '@/components/busy-button'
import { ShareButton } from '@/components/share-button'
import { errorMessage } from '@/lib/error-message'
import { useNudgeBid } from '../api/nudge-bid'
import { useCheckInShareUrl } from '../api/get-share-link'
import { buildNudgeText } from '../nudge-text'

const anyPending = (bid: LiveBid) =>
  [...bid.monthly, ...bid.goalkeepers, ...bid.sporadicPlayers].some(
    (player) => player.status === 'waiting',
  )

/**
 * 'Lembrar quem não respondeu': one tap reminds the pending players through their own channels,
 * says whom, and offers the group's text listing them. Before kick-off, while someone is pending.
 * A refusal ('já foi enviado…', with when it can go again) stays under the button.
 */
export function NudgePending({ bid }: { bid: LiveBid }) {
  const nudge = useNudgeBid()
  const [sent, setSent] = useState<NudgeResult>()
  const checkInUrl = useCheckInShareUrl()
  if (bid.isPast || (!anyPending(bid) && !sent)) return null

  return (
    <div className="flex flex-col gap-2">
      <BusyButton
        type="button"
        variant="outline"
        className="h-auto min-h-10 whitespace-normal sm:self-start"
        busy={nudge.isPending}
        busyLabel="Enviando lembrete..."
        onClick={() => nudge.mutate(bid.bidDayId, { onSuccess: setSent })}
      >
        <BellRing aria-hidden="true" />
        Lembrar quem não respondeu
      </BusyButton>
      {nudge.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(nudge.error)}
        </p>
      ) : null}
      {sent ? (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3 text-sm sm:flex-row sm:items-center"
        >
          <p className="min-w-0 flex-1 break-words">{sent.message}</p>
          <ShareButton
            label="Enviar a lista de quem não respondeu no grupo"
            text={() => buildNudgeText(sent, checkInUrl)}
          >
            Enviar no grupo
          </ShareButton>
        </div>
      ) : null}
    </div>
  )
}

import { Users } from 'lucide-react'
import type { ReminderLink } from '@bidfut/domain/contracts/reminders'
import { BidWhenWhere } from '@/components/bid-when-where'
import { PlayerStatusBadge } from '@/components/player-status-badge'
import { Progress } from '@/components/ui/progress'

/** The BID a reminder is about: when, where, how full, and the player's own status. */
export function ReminderBidDetails({ link }: { link: ReminderLink }) {
  const confirmed = Math.min(link.confirmedCount, link.slots)
  return (
    <div className="flex flex-col gap-4">
      <BidWhenWhere bid={link} className="sm:grid-cols-1" />
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <span className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground uppercase">
            <Users aria-hidden="true" className="size-4 text-primary" />
            Confirmados
          </span>
          <span className="text-lg font-bold tabular-nums">
            {link.confirmedCount}/{link.slots}
          </span>
        </div>
        <Progress
          value={(confirmed / link.slots) * 100}
          aria-label="Vagas preenchidas"
          aria-valuetext={`${link.confirmedCount} de ${link.slots}`}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2">
        <span className="text-sm font-medium">Seu status</span>
        <PlayerStatusBadge status={link.status} />
      </div>
    </div>
  )
}

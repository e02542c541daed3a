import { useId, useState, type ReactNode } from 'react'
import { ChevronRight } from 'lucide-react'
import type { LiveBidPlayer } from '@bidfut/domain/contracts/bids'
import { PlayerStatusBadge } from '@/components/player-status-badge'
import { Badge } from '@/components/ui/badge'
import {
  statFields,
  statLabels,
  WEEKLY_TEAM_LABEL,
  type BidPlayerEdit,
  type StatField,
} from '@/lib/bid-player-fields'
import { cn } from '@/lib/cn'
import {
  PlayerStatCounter,
  playerFocusId,
  PositionSelect,
  SkillSelect,
  StatusSelect,
  WeeklyTeamSwitch,
} from './player-field-controls'
import { UpdatingNote } from './updating-note'
import { OfflineActions } from './offline-actions'

/**
 * Small screens: one line per player (name, status, the stat being recorded) that opens, like a
 * disclosure, to every field. 24 closed rows fit where four cards used to.
 */
export function PlayerRow({
  player,
  stat,
  pending,
  onEdit,
}: {
  player: LiveBidPlayer
  stat: StatField
  pending: boolean
  onEdit: (edit: BidPlayerEdit) => void
}) {
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const props = { player, onEdit }
  return (
    <li
      aria-busy={pending || undefined}
      data-focus-id={playerFocusId(player.companyPlayerId)}
      className={cn('rounded-lg border', open && 'bg-muted/30')}
    >
      <div className="flex min-h-12 items-center gap-1 py-1 pr-1 pl-0.5">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
          className="flex min-h-10 min-w-0 flex-1 items-center gap-1.5 rounded-md px-1 text-left outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ChevronRight
            aria-hidden="true"
            className={cn('size-4 shrink-0 text-muted-foreground', open && 'rotate-90')}
          />
          <span className="flex min-w-0 flex-col items-start">
            <span className="max-w-full truncate font-semibold">{player.name}</span>
            {/* Keeps a space between the name and the badge in the accessible name. */}{' '}
            <span className="flex flex-wrap items-center gap-1">
              <PlayerStatusBadge status={player.status} className="px-2 py-0 font-medium" />
              {player.guaranteeLost ? (
                <>
                  {' '}
                  <Badge variant="outline" className="px-2 py-0 font-medium">
                    Sem vaga garantida
                  </Badge>
                </>
              ) : null}
            </span>
          </span>
        </button>
        {pending ? <UpdatingNote compact /> : null}
        {open ? null : (
          <OfflineActions className="contents">
            <PlayerStatCounter {...props} field={stat} />
          </OfflineActions>
        )}
      </div>
      {open ? (
        <OfflineActions
          id={detailsId}
          className="grid grid-cols-2 gap-x-2 gap-y-3 border-t px-3 pt-2 pb-3"
        >
          {/* Below 400 px two selects side by side would cut 'Confirmado' and 'Sem posição'. */}
          <Field label="Status" className="max-[399px]:col-span-2">
            <StatusSelect {...props} />
          </Field>
          <Field label="Posição" className="max-[399px]:col-span-2">
            <PositionSelect {...props} />
          </Field>
          <Field label="Habilidade">
            <SkillSelect {...props} />
          </Field>
          <Field label={WEEKLY_TEAM_LABEL}>
            <div className="flex h-10 items-center">
              <WeeklyTeamSwitch {...props} />
            </div>
          </Field>
          {statFields.map((field) => (
            <Field key={field} label={statLabels[field].title}>
              <PlayerStatCounter {...props} field={field} />
            </Field>
          ))}
        </OfflineActions>
      ) : null}
    </li>
  )
}

// The visible label is the start of each control's accessible name ('Gols de Teteu').
function Field({
  label,
  className,
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <span aria-hidden="true" className="text-xs font-medium text-muted-foreground">
        {label}
      </span>
      {children}
    </div>
  )
}

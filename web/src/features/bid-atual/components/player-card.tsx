import type { ReactNode } from 'react'
import type { LiveBidPlayer } from '@bidfut/domain/contracts/bids'
import {
  statFields,
  statLabels,
  WEEKLY_TEAM_LABEL,
  type BidPlayerEdit,
} from '@/lib/bid-player-fields'
import { cn } from '@/lib/cn'
import {
  PlayerStatCounter,
  PositionSelect,
  SkillSelect,
  StatusSelect,
  WeeklyTeamSwitch,
} from './player-field-controls'
import { UpdatingNote } from './updating-note'

/** Small screens: one card per player, controls sized for a thumb at 320–390 px. */
export function PlayerCard({
  player,
  pending,
  onEdit,
}: {
  player: LiveBidPlayer
  pending: boolean
  onEdit: (edit: BidPlayerEdit) => void
}) {
  const props = { player, onEdit, disabled: pending }
  return (
    <li
      aria-busy={pending || undefined}
      className={cn('rounded-lg border bg-card p-3', pending && 'bg-muted/40')}
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words">{player.name}</h3>
        {pending ? <UpdatingNote /> : null}
      </div>
      <div className="grid grid-cols-2 gap-x-2 gap-y-3">
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
      </div>
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

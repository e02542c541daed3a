import type { LiveBidPlayer } from '@bidfut/domain/contracts/bids'
import {
  bidPlayerStatusLabels,
  bidPlayerStatuses,
  bidPlayerStatusSchema,
  positionSchema,
} from '@bidfut/domain/contracts/enums'
import { PositionOptions } from '@/components/position-options'
import { SkillOptions } from '@/components/skill-options'
import { StatCounter } from '@/components/stat-counter'
import { NativeSelect } from '@/components/ui/native-select'
import { Switch } from '@/components/ui/switch'
import {
  statLabels,
  WEEKLY_TEAM_LABEL,
  type BidPlayerEdit,
  type StatField,
} from '@/lib/bid-player-fields'

export type PlayerEditHandler = (edit: BidPlayerEdit) => void

// Never disabled while an edit saves: a disabled control drops keyboard focus (edits queue instead).
type ControlProps = {
  player: LiveBidPlayer
  onEdit: PlayerEditHandler
  className?: string
}

// Only the server puts a player in the waiting list (when the BID is full).
const settableStatuses = bidPlayerStatuses.filter((status) => status !== 'waitlisted')

/** Marks a player's row (or their line entry's 'Promover'): focus follows them between groups. */
export const playerFocusId = (companyPlayerId: number) => `player-${companyPlayerId}`

export function StatusSelect({ player, onEdit, className }: ControlProps) {
  return (
    <NativeSelect
      aria-label={`Status de ${player.name}`}
      className={className}
      value={player.status}
      onChange={(event) => {
        const parsed = bidPlayerStatusSchema.safeParse(event.target.value)
        if (parsed.success) onEdit({ field: 'status', value: parsed.data })
      }}
    >
      {settableStatuses.map((status) => (
        <option key={status} value={status}>
          {bidPlayerStatusLabels[status]}
        </option>
      ))}
    </NativeSelect>
  )
}

export function PositionSelect({ player, onEdit, className }: ControlProps) {
  return (
    <NativeSelect
      aria-label={`Posição de ${player.name}`}
      className={className}
      value={player.playerPosition ?? ''}
      onChange={(event) => {
        const parsed = positionSchema.safeParse(event.target.value)
        onEdit({ field: 'playerPosition', value: parsed.success ? parsed.data : null })
      }}
    >
      <PositionOptions placeholder="Sem posição" />
    </NativeSelect>
  )
}

export function SkillSelect({ player, onEdit, className }: ControlProps) {
  return (
    <NativeSelect
      aria-label={`Habilidade de ${player.name}`}
      className={className}
      value={player.skillLevel}
      onChange={(event) => onEdit({ field: 'skillLevel', value: Number(event.target.value) })}
    >
      <SkillOptions />
    </NativeSelect>
  )
}

export function PlayerStatCounter({
  player,
  field,
  onEdit,
  compact = false,
}: ControlProps & { field: StatField; compact?: boolean }) {
  const { title, noun } = statLabels[field]
  return (
    <StatCounter
      compact={compact}
      value={player[field]}
      label={`${title} de ${player.name}`}
      decreaseLabel={`Diminuir ${noun} de ${player.name}`}
      increaseLabel={`Aumentar ${noun} de ${player.name}`}
      onChange={(value) => onEdit({ field, value })}
    />
  )
}

export function WeeklyTeamSwitch({ player, onEdit }: ControlProps) {
  return (
    <Switch
      aria-label={`${WEEKLY_TEAM_LABEL} de ${player.name}`}
      checked={player.weeklyTeam}
      onCheckedChange={(value) => onEdit({ field: 'weeklyTeam', value })}
    />
  )
}

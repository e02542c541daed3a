import type { LiveBidPlayer } from '@bidfut/domain/contracts/bids'
import { cn } from '@/lib/cn'
import {
  statFields,
  statLabels,
  WEEKLY_TEAM_LABEL,
  type BidPlayerEdit,
} from '@/lib/bid-player-fields'
import {
  PlayerStatCounter,
  playerFocusId,
  PositionSelect,
  SkillSelect,
  StatusSelect,
  WeeklyTeamSwitch,
} from './player-field-controls'
import { UpdatingNote } from './updating-note'

// Sticks below the app's sticky header (h-14) while a long group scrolls by.
const head =
  'sticky top-14 z-10 bg-card px-2 py-2 text-left text-xs font-semibold text-muted-foreground uppercase shadow-[inset_0_-1px_0_var(--color-border)]'

/**
 * Large screens (≥ 1024 px, where the table fits without sideways scrolling, so nothing breaks
 * the sticky header): one row per player, every control inline.
 */
export function PlayerTable({
  caption,
  players,
  pendingIds,
  onEdit,
}: {
  caption: string
  players: LiveBidPlayer[]
  pendingIds: ReadonlySet<number>
  onEdit: (companyPlayerId: number, edit: BidPlayerEdit) => void
}) {
  // Fixed column widths keep the groups' tables aligned with one another.
  return (
    <table className="w-full min-w-[59.5rem] table-fixed border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <colgroup>
        <col />
        <col className="w-38" />
        <col className="w-36" />
        <col className="w-20" />
        {statFields.map((field) => (
          <col key={field} className="w-25" />
        ))}
        <col className="w-24" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col" className={head}>
            Jogador
          </th>
          <th scope="col" className={head}>
            Status
          </th>
          <th scope="col" className={head}>
            Posição
          </th>
          <th scope="col" className={head}>
            Hab.
          </th>
          {statFields.map((field) => (
            <th key={field} scope="col" className={cn(head, 'px-0.5 text-center')}>
              {statLabels[field].title}
            </th>
          ))}
          <th scope="col" className={cn(head, 'text-center')}>
            {WEEKLY_TEAM_LABEL}
          </th>
        </tr>
      </thead>
      <tbody>
        {players.map((player) => {
          const pending = pendingIds.has(player.companyPlayerId)
          const edit = (change: BidPlayerEdit) => onEdit(player.companyPlayerId, change)
          const props = { player, onEdit: edit }
          return (
            <tr
              key={player.companyPlayerId}
              aria-busy={pending || undefined}
              data-focus-id={playerFocusId(player.companyPlayerId)}
              className="border-b last:border-b-0 hover:bg-muted/40"
            >
              <th scope="row" className="px-2 py-2 text-left font-medium">
                <div className="flex flex-col">
                  <span className="break-words">{player.name}</span>
                  {player.guaranteeLost ? (
                    <span className="text-xs font-normal text-muted-foreground">
                      Sem vaga garantida
                    </span>
                  ) : null}
                  {pending ? <UpdatingNote /> : null}
                </div>
              </th>
              <td className="px-2 py-2">
                <StatusSelect {...props} />
              </td>
              <td className="px-2 py-2">
                <PositionSelect {...props} />
              </td>
              <td className="px-2 py-2">
                <SkillSelect {...props} />
              </td>
              {statFields.map((field) => (
                <td key={field} className="px-0.5 py-2 text-center">
                  <PlayerStatCounter {...props} field={field} compact />
                </td>
              ))}
              <td className="px-2 py-2 text-center">
                <WeeklyTeamSwitch {...props} />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

import { memo, useId, useState, type ReactNode } from 'react'
import { ChevronDown } from 'lucide-react'
import type { LiveBid, LiveBidPlayer } from '@bidfut/domain/contracts/bids'
import type { BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import {
  leavePlayerSlotPrompt,
  slotAfterLeave,
  type SlotAfterLeave,
} from '@bidfut/domain/rules/held-places'
import { ConfirmActionDialog } from '@/components/confirm-action-dialog'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { type BidPlayerEdit, type StatField } from '@/lib/bid-player-fields'
import { cn } from '@/lib/cn'
import { useKeepFocus } from '@/lib/use-keep-focus'
import { useMediaQuery } from '@/lib/use-media-query'
import { findPlayer } from '../live-bid-edit'
import { searchKey, visiblePlayers, type PlayerFilter } from '../player-filter'
import { PlayerRow } from './player-row'
import { PlayerTable } from './player-table'
import { PlayerToolbar } from './player-toolbar'
import { WaitlistGroup } from './waitlist-group'

const groups = [
  { key: 'monthly', title: 'Mensalistas' },
  { key: 'goalkeepers', title: 'Goleiros' },
  { key: 'sporadicPlayers', title: 'Avulsos' },
] as const
export const WAITLIST_TITLE = 'Lista de espera'

export const WIDE_SCREEN_QUERY = '(min-width: 1024px)'
export const LEAVE_SLOT_CONFIRM = 'Sim, liberar a vaga'

/** A status change that gives a player's slot away (to the line or the mensalistas), waiting for a yes. */
type Leave = {
  companyPlayerId: number
  player: string
  status: BidPlayerStatus
  slot: SlotAfterLeave
}

/**
 * Mensalistas, Goleiros, Avulsos and the waiting list, each collapsible, narrowed by a status
 * filter and a name search: a table per group on large screens, compact rows on small ones.
 * Taking a confirmed player out of a full BID asks first, naming who gets the slot. A player who
 * moves between groups (into the line, out of it) takes keyboard focus along: their control in
 * the new place has it (`data-focus-id`, lib/use-keep-focus.ts).
 */
export const PlayerGroups = memo(function PlayerGroups({
  bid,
  pendingIds,
  onEdit,
}: {
  bid: LiveBid
  pendingIds: ReadonlySet<number>
  onEdit: (companyPlayerId: number, edit: BidPlayerEdit) => void
}) {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY)
  const [filter, setFilter] = useState<PlayerFilter>('all')
  const [search, setSearch] = useState('')
  const [stat, setStat] = useState<StatField>('quantityOfGoals')
  const [kept, setKept] = useState<ReadonlySet<number>>(new Set())
  const [leave, setLeave] = useState<Leave | null>(null)
  const region = useKeepFocus<HTMLElement>()
  const narrowed = filter !== 'all' || searchKey(search) !== ''

  const send = (companyPlayerId: number, change: BidPlayerEdit) => {
    if (filter !== 'all') setKept((ids) => new Set(ids).add(companyPlayerId))
    onEdit(companyPlayerId, change)
  }
  const edit = (companyPlayerId: number, change: BidPlayerEdit) => {
    const player = findPlayer(bid, companyPlayerId)
    const slot =
      player && change.field === 'status'
        ? slotAfterLeave(
            player.status,
            change.value,
            { ...bid, firstWaitlistedName: bid.waitlist[0]?.name ?? null },
            { regular: player.regular },
          )
        : null
    if (player && slot && change.field === 'status') {
      setLeave({ companyPlayerId, player: player.name, status: change.value, slot })
    } else {
      send(companyPlayerId, change)
    }
  }
  const sections = groups.map((group) => ({
    ...group,
    total: bid[group.key].length,
    players: visiblePlayers(bid[group.key], filter, search, kept),
  }))
  const waitlist = visiblePlayers(bid.waitlist, 'all', search)
  // Once shown, the line stays when it empties ('Ninguém na lista de espera.') rather than vanish
  // under the organiser's hands; its title then takes the focus of the last button used in it.
  const [lineSeen, setLineSeen] = useState(bid.waitlist.length > 0)
  if (bid.waitlist.length > 0 && !lineSeen) setLineSeen(true)
  // An empty line still shows under its own filter, to say that nobody is waiting.
  const showWaitlist =
    waitlist.length > 0
      ? filter === 'all' || filter === 'waitlisted'
      : bid.waitlist.length === 0 && (filter === 'waitlisted' || (!narrowed && lineSeen))
  const nothingFound =
    narrowed && !showWaitlist && sections.every((section) => section.players.length === 0)

  return (
    <section ref={region} aria-label="Jogadores" className="flex flex-col gap-4">
      <PlayerToolbar
        filter={filter}
        onFilterChange={(next) => {
          setFilter(next)
          setKept(new Set())
        }}
        search={search}
        onSearchChange={setSearch}
        stat={wide ? null : stat}
        onStatChange={setStat}
      />
      {nothingFound ? (
        <p role="status" className="text-muted-foreground">
          Nenhum jogador encontrado.
        </p>
      ) : null}
      {sections.map(({ key, title, total, players }) =>
        narrowed && players.length === 0 ? null : (
          <PlayerGroup
            key={key}
            title={title}
            shown={players.length}
            total={total}
            narrowed={narrowed}
          >
            {total === 0 ? (
              <p className="text-muted-foreground">Nenhum jogador neste grupo.</p>
            ) : wide ? (
              <PlayerTable
                caption={title}
                players={players}
                pendingIds={pendingIds}
                onEdit={edit}
              />
            ) : (
              <PlayerRows
                title={title}
                players={players}
                stat={stat}
                pendingIds={pendingIds}
                onEdit={edit}
              />
            )}
          </PlayerGroup>
        ),
      )}
      {showWaitlist ? (
        <PlayerGroup
          title={WAITLIST_TITLE}
          shown={waitlist.length}
          total={bid.waitlist.length}
          narrowed={narrowed}
          focusFallback
        >
          <WaitlistGroup bid={bid} players={waitlist} />
        </PlayerGroup>
      ) : null}
      <ConfirmActionDialog
        open={leave !== null}
        onOpenChange={(open) => !open && setLeave(null)}
        title={leave ? `Liberar a vaga de ${leave.player}?` : ''}
        prompt={leave ? leavePlayerSlotPrompt(leave.player, leave.slot) : ''}
        confirmLabel={LEAVE_SLOT_CONFIRM}
        pending={false}
        onConfirm={() => {
          // Closed at once: focus goes back to the status select, the row shows 'Atualizando...'.
          setLeave(null)
          if (leave) send(leave.companyPlayerId, { field: 'status', value: leave.status })
        }}
      />
    </section>
  )
})

function PlayerRows({
  title,
  players,
  stat,
  pendingIds,
  onEdit,
}: {
  title: string
  players: LiveBidPlayer[]
  stat: StatField
  pendingIds: ReadonlySet<number>
  onEdit: (companyPlayerId: number, edit: BidPlayerEdit) => void
}) {
  return (
    <ul aria-label={title} className="flex flex-col gap-1">
      {players.map((player) => (
        <PlayerRow
          key={player.companyPlayerId}
          player={player}
          stat={stat}
          pending={pendingIds.has(player.companyPlayerId)}
          onEdit={(change) => onEdit(player.companyPlayerId, change)}
        />
      ))}
    </ul>
  )
}

/** A group whose title is a disclosure button with the count ('3 de 16' while narrowed). */
function PlayerGroup({
  title,
  shown,
  total,
  narrowed,
  focusFallback = false,
  children,
}: {
  title: string
  shown: number
  total: number
  narrowed: boolean
  /** Its title takes focus when the control used inside is gone with nothing in its place. */
  focusFallback?: boolean
  children: ReactNode
}) {
  const [open, setOpen] = useState(true)
  const contentId = useId()
  return (
    <Card className="min-w-0">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          data-focus-fallback={focusFallback || undefined}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center gap-2 rounded-xl px-3 py-3 text-left outline-none hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring sm:px-6 sm:py-4"
        >
          <span className="text-lg leading-tight font-semibold">{title}</span>
          {/* Keeps a space between the name and the badge in the accessible name. */}{' '}
          <Badge variant="secondary">{narrowed ? `${shown} de ${total}` : total}</Badge>
          <ChevronDown
            aria-hidden="true"
            className={cn('ml-auto size-5 text-muted-foreground', !open && '-rotate-90')}
          />
        </button>
      </h2>
      {open ? (
        <div id={contentId} className="px-2 pb-3 sm:px-3 sm:pb-4">
          {children}
        </div>
      ) : null}
    </Card>
  )
}

import type { LiveBid } from '@bidfut/domain/contracts/bids'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { BidPlayerEdit } from '@/lib/bid-player-fields'
import { useMediaQuery } from '@/lib/use-media-query'
import { PlayerCard } from './player-card'
import { PlayerTable } from './player-table'

const groups = [
  { key: 'monthly', title: 'Mensalistas' },
  { key: 'goalkeepers', title: 'Goleiros' },
  { key: 'sporadicPlayers', title: 'Avulsos' },
] as const

export const WIDE_SCREEN_QUERY = '(min-width: 1024px)'

/** Mensalistas, Goleiros, Avulsos: a table on large screens, cards on small ones. */
export function PlayerGroups({
  bid,
  pendingIds,
  onEdit,
}: {
  bid: LiveBid
  pendingIds: ReadonlySet<number>
  onEdit: (companyPlayerId: number, edit: BidPlayerEdit) => void
}) {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY)
  return (
    <div className="flex flex-col gap-4">
      {groups.map(({ key, title }) => {
        const players = bid[key]
        return (
          <Card key={key} className="min-w-0">
            <CardHeader className="flex-row items-center gap-2">
              <CardTitle>{title}</CardTitle>
              <Badge variant="secondary">{players.length}</Badge>
            </CardHeader>
            <CardContent className={wide ? 'px-2 sm:px-2' : 'px-3 sm:px-6'}>
              {players.length === 0 ? (
                <p className="text-muted-foreground">Nenhum jogador neste grupo.</p>
              ) : wide ? (
                <PlayerTable
                  caption={title}
                  players={players}
                  pendingIds={pendingIds}
                  onEdit={onEdit}
                />
              ) : (
                <ul aria-label={title} className="grid gap-3 md:grid-cols-2">
                  {players.map((player) => (
                    <PlayerCard
                      key={player.companyPlayerId}
                      player={player}
                      pending={pendingIds.has(player.companyPlayerId)}
                      onEdit={(edit) => onEdit(player.companyPlayerId, edit)}
                    />
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        )
      })}
    </div>
  )
}

import type { LiveBid } from '@bidfut/domain/contracts/bids'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

export function BidStatsCard({ bid }: { bid: LiveBid }) {
  const tiles = [
    { label: 'Mensalistas', value: String(bid.monthly.length) },
    { label: 'Goleiros', value: String(bid.goalkeepers.length) },
    { label: 'Avulsos', value: String(bid.sporadicPlayers.length) },
    { label: 'Confirmados', value: `${bid.totalConfirmed}/${bid.totalPlayers}` },
  ]
  return (
    <Card>
      <CardHeader>
        <CardTitle>Estatísticas do BID</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3">
          {tiles.map((tile) => (
            <div key={tile.label} className="rounded-lg bg-muted/60 px-3 py-2 sm:py-3">
              <dt className="text-sm text-muted-foreground">{tile.label}</dt>
              <dd className="text-xl font-bold tabular-nums sm:text-2xl">{tile.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}

import { useState } from 'react'
import { Users } from 'lucide-react'
import type { PlayersListResponse, RegisteredPlayer } from '@bidfut/domain/contracts/players'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { PlayerCard } from './player-card'

const groups = [
  { value: 'monthly', label: 'Mensais', key: 'monthlyPlayers' },
  { value: 'goalkeepers', label: 'Goleiros', key: 'goalKeepers' },
  { value: 'sporadic', label: 'Avulsos', key: 'sporadicPlayers' },
] as const

export function PlayerTabs({
  players,
  ...actions
}: {
  players: PlayersListResponse
  onEdit: (player: RegisteredPlayer) => void
  onDelete: (player: RegisteredPlayer) => void
  onMerge: (player: RegisteredPlayer) => void
  onPlayerLink: (player: RegisteredPlayer) => void
  onAddEmail: (player: RegisteredPlayer) => void
}) {
  const [tab, setTab] = useState<string>('monthly')

  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Tipos de jogador">
        {groups.map((group) => (
          <TabsTrigger
            key={group.value}
            value={group.value}
            className="gap-1 px-1 sm:gap-1.5 sm:px-2"
          >
            {group.label}
            <span className="rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums">
              {players[group.key].length}
            </span>
          </TabsTrigger>
        ))}
      </TabsList>
      {groups.map((group) => (
        <TabsContent key={group.value} value={group.value}>
          {players[group.key].length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-10 text-center text-muted-foreground">
              <Users aria-hidden="true" className="size-8" />
              <p>Nenhum jogador encontrado</p>
            </div>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
              {players[group.key].map((player) => (
                <li key={player.id}>
                  <PlayerCard player={player} {...actions} />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      ))}
    </Tabs>
  )
}

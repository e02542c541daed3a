import { useId } from 'react'
import { ChevronDown } from 'lucide-react'
import type { RegisteredPlayer } from '@bidfut/domain/contracts/players'
import { PlayerCard } from './player-card'

/**
 * 'Convidados sem cadastro': people added by name in a BID, apart from the register proper.
 * Folded by default, so a long list of guests never pushes the register down on a phone.
 */
export function GuestsSection({
  guests,
  ...actions
}: {
  guests: RegisteredPlayer[]
  onEdit: (player: RegisteredPlayer) => void
  onDelete: (player: RegisteredPlayer) => void
  onMerge: (player: RegisteredPlayer) => void
  onPlayerLink: (player: RegisteredPlayer) => void
  onAddEmail: (player: RegisteredPlayer) => void
}) {
  const headingId = useId()
  if (guests.length === 0) return null
  return (
    <section aria-labelledby={headingId}>
      <details className="group rounded-xl border bg-card">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
          <h2 id={headingId} className="flex items-center gap-2 font-semibold">
            Convidados sem cadastro
            <span className="rounded-full bg-muted-foreground/15 px-2 text-sm tabular-nums">
              {guests.length}
            </span>
          </h2>
          <ChevronDown
            aria-hidden="true"
            className="size-4 shrink-0 transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="flex flex-col gap-3 px-4 pb-4">
          <p className="text-sm text-muted-foreground">
            Adicionados pelo nome no BID, sem conta nem email. Se algum for alguém já cadastrado,
            use Mesclar: os BIDs e as estatísticas vão para o cadastro escolhido.
          </p>
          <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
            {guests.map((guest) => (
              <li key={guest.id}>
                <PlayerCard player={guest} {...actions} />
              </li>
            ))}
          </ul>
        </div>
      </details>
    </section>
  )
}

import { useId } from 'react'
import type { LiveBidPlayer } from '@bidfut/domain/contracts/bids'
import { Checkbox } from '@/components/ui/checkbox'

export const NO_SHOWS_LEGEND = 'Faltou sem avisar'
export const NO_SHOWS_HINT =
  'Marque quem estava confirmado e não apareceu: conta como falta no histórico do jogador.'

/** The finish's 'Faltou sem avisar' (ADR 053): one box per confirmed player, none marked first. */
export function NoShowsField({
  confirmed,
  marked,
  onChange,
}: {
  confirmed: Pick<LiveBidPlayer, 'companyPlayerId' | 'name'>[]
  marked: number[]
  onChange: (marked: number[]) => void
}) {
  const hintId = useId()
  if (confirmed.length === 0) return null
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...marked, id] : marked.filter((other) => other !== id))
  return (
    <fieldset aria-describedby={hintId} className="grid gap-2">
      <legend className="text-sm font-semibold">{NO_SHOWS_LEGEND}</legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        {NO_SHOWS_HINT}
      </p>
      <ul className="grid max-h-56 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
        {confirmed.map((player) => (
          <li key={player.companyPlayerId}>
            <label className="flex min-h-9 items-center gap-2 rounded px-1 text-sm hover:bg-muted">
              <Checkbox
                checked={marked.includes(player.companyPlayerId)}
                onChange={(event) => toggle(player.companyPlayerId, event.target.checked)}
              />
              <span className="min-w-0 break-words">{player.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

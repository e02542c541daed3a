import { CraqueWinners } from '@/components/craque-badge'
import { NightMatchesList } from '@/components/night-matches'
import { useNight } from '../api/get-night'

/** In 'Ver Detalhes': the craque and the night's matches, when there are any. */
export function NightSummary({ bidDayId }: { bidDayId: number }) {
  const night = useNight(bidDayId).data
  if (!night) return null
  const { craque, matches } = night
  if (craque.winners.length === 0 && matches.length === 0) return null
  return (
    <section aria-label="Resultados da noite" className="flex flex-col gap-3">
      <CraqueWinners winners={craque.winners} />
      {matches.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">Jogos da noite</h3>
          <NightMatchesList matches={matches} />
        </div>
      ) : null}
    </section>
  )
}

import type { PublicCounters } from '@bidfut/domain/contracts/public-counters'
import { COUNTER_UNKNOWN, counterText, landingData, type CounterKey } from '../landing-dom'
import { services } from './services-section'

const counted: { key: CounterKey; label: string }[] = [
  { key: 'gamesOrganised', label: 'jogos organizados' },
  { key: 'teamsGenerated', label: 'times sorteados' },
  { key: 'players', label: 'jogadores nas peladas' },
]

/**
 * The spec's counters, made true (ADR 054): games, teams and players counted from the database at
 * build time and refreshed by the island; the features are the services section's cards.
 */
export function StatsSection({ counters }: { counters: PublicCounters | null }) {
  const facts = [
    ...counted.map(({ key, label }) => ({
      key,
      label,
      value: counters ? counterText(counters[key]) : COUNTER_UNKNOWN,
    })),
    { key: 'features', label: 'funcionalidades', value: counterText(services.length) },
  ]
  return (
    <section aria-labelledby="stats-title" className="border-y bg-secondary px-4 py-12">
      <h2 id="stats-title" className="sr-only">
        O Bidfut em números
      </h2>
      <dl className="mx-auto grid w-full max-w-5xl grid-cols-2 gap-x-4 gap-y-8 text-center md:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.key} className="flex flex-col-reverse justify-end gap-1">
            <dt className="text-sm font-medium text-balance text-secondary-foreground sm:text-base">
              {fact.label}
            </dt>
            <dd
              {...(fact.key === 'features' ? {} : { [landingData.counter]: fact.key })}
              className="text-3xl font-extrabold tracking-tight text-primary tabular-nums sm:text-5xl"
            >
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

import { Trophy } from 'lucide-react'
import type { CraquesRanking } from '@bidfut/domain/contracts/results'
import { EmptyState } from '@/components/empty-state'
import { LoadErrorAlert, LoadingStatus } from '@/components/query-status'
import { formatMonthYear } from '@/lib/format'
import { cn } from '@/lib/cn'
import { useCraquesRanking } from '../api/get-craques-ranking'
import { errorMessage } from '@/lib/error-message'

export const NO_CRAQUES = 'Nenhum craque da partida ainda'

/** The 'Craques' tab: who was voted craque da partida, in the season and this month. */
export function CraquesPanel({ ownCompanyPlayerId }: { ownCompanyPlayerId?: number }) {
  const ranking = useCraquesRanking()
  if (ranking.isPending) return <LoadingStatus label="Carregando craques..." />
  if (ranking.isError) {
    return (
      <LoadErrorAlert
        title="Não foi possível carregar os craques."
        message={errorMessage(ranking.error)}
        onRetry={() => void ranking.refetch()}
        retrying={ranking.isFetching}
      />
    )
  }
  const data = ranking.data
  if (!data || data.seasonAwards.length === 0) {
    return (
      <EmptyState icon={Trophy} title={NO_CRAQUES}>
        O craque aparece aqui quando a votação de um BID encerrar.
      </EmptyState>
    )
  }
  return (
    <div className="flex flex-col gap-5">
      <AwardsList
        title={`Temporada ${data.season}`}
        awards={data.seasonAwards}
        ownId={ownCompanyPlayerId}
      />
      <AwardsList
        title={formatMonthYear(new Date())}
        awards={data.monthAwards}
        ownId={ownCompanyPlayerId}
      />
    </div>
  )
}

function AwardsList({
  title,
  awards,
  ownId,
}: {
  title: string
  awards: CraquesRanking['seasonAwards']
  ownId?: number
}) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold first-letter:uppercase">{title}</h3>
      {awards.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum craque neste período.</p>
      ) : (
        <ol aria-label={`Craques — ${title}`} className="flex flex-col gap-1.5">
          {awards.map((a, i) => (
            <li
              key={a.companyPlayerId}
              className={cn(
                'flex items-center justify-between gap-2 rounded-md border px-3 py-2',
                a.companyPlayerId === ownId && 'border-primary bg-secondary',
              )}
            >
              <span className="flex min-w-0 items-center gap-2">
                <span className="w-6 text-muted-foreground tabular-nums">{i + 1}º</span>
                <Trophy aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
                <span className="min-w-0 font-medium break-words">{a.name}</span>
              </span>
              <span className="shrink-0 text-sm tabular-nums">
                {a.awards === 1 ? '1 vez' : `${a.awards} vezes`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

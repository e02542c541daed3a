import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { History } from 'lucide-react'
import type { ActivityPage } from '@bidfut/domain/contracts/activity'
import { BusyButton } from '@/components/busy-button'
import { EmptyState } from '@/components/empty-state'
import { LoadErrorAlert, LoadingStatus } from '@/components/query-status'
import { errorMessage } from '@/lib/error-message'

const when = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** An activity log's pages (the group's on /configuracoes, one's own on /perfil), newest first. */
export function ActivityList({
  query,
  emptyTitle,
  emptyText,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ActivityPage>>
  emptyTitle: string
  emptyText?: string
}) {
  if (query.isPending) return <LoadingStatus label="Carregando atividade..." />
  if (query.isError) {
    return (
      <LoadErrorAlert
        title="Erro ao carregar a atividade"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  const entries = query.data.pages.flatMap((page) => page.entries)
  if (entries.length === 0) {
    return (
      <EmptyState icon={History} title={emptyTitle}>
        {emptyText}
      </EmptyState>
    )
  }
  return (
    <div className="flex flex-col gap-3">
      <ol
        aria-label="Atividade"
        className="flex flex-col divide-y rounded-lg border"
        aria-busy={query.isFetching}
      >
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-0.5 px-3 py-2.5">
            <span className="break-words text-sm">{entry.text}</span>
            <time dateTime={entry.at} className="text-xs text-muted-foreground">
              {when.format(new Date(entry.at))}
            </time>
          </li>
        ))}
      </ol>
      {query.hasNextPage ? (
        <BusyButton
          variant="outline"
          className="self-center"
          busy={query.isFetchingNextPage}
          busyLabel="Carregando..."
          onClick={() => void query.fetchNextPage()}
        >
          Ver mais
        </BusyButton>
      ) : null}
    </div>
  )
}

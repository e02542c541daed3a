import { useRef, useState } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { History } from 'lucide-react'
import type { HistoryItem } from '@bidfut/domain/contracts/statistics'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { LoadErrorAlert } from '@/components/query-status'
import { Skeleton } from '@/components/ui/skeleton'
import type { SessionData } from '@/lib/session-store'
import { useDocumentTitle } from '@/lib/use-document-title'
import { HISTORY_LIST_ERROR, historyPageQueryOptions, useHistoryPage } from './api/get-history-page'
import { historyStatsQueryOptions } from './api/get-history-stats'
import { useCraquesByBid } from './api/get-craques-by-bid'
import { BidDetailsDialog } from './components/bid-details-dialog'
import { HistoryItemCard } from './components/history-item-card'
import { HistoryPagination } from './components/history-pagination'
import { HistorySummary } from './components/history-summary'
import { errorMessage } from '@/lib/error-message'

export const NO_BIDS = 'Nenhum BID encontrado'

/** ?pagina=N, so the back button and a shared link land on the same page. */
function pageFromSearch(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

export function HistoricoPage() {
  useDocumentTitle('Histórico')
  const [searchParams, setSearchParams] = useSearchParams()
  const pageNumber = pageFromSearch(searchParams.get('pagina'))
  const history = useHistoryPage(pageNumber)
  const craques = useCraquesByBid().data
  const [selected, setSelected] = useState<HistoryItem | null>(null)
  const listHeading = useRef<HTMLHeadingElement>(null)

  function changePage(next: number) {
    setSearchParams(next === 1 ? {} : { pagina: String(next) })
    listHeading.current?.scrollIntoView({ block: 'start' })
  }

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title="Histórico" description="BIDs finalizados e seus números." />
      <div className="flex flex-col gap-6">
        <section aria-label="Resumo do histórico">
          <HistorySummary />
        </section>
        <section aria-labelledby="history-list-title" className="flex flex-col gap-4">
          <h2
            ref={listHeading}
            id="history-list-title"
            className="scroll-mt-4 text-xl font-semibold"
          >
            BIDs finalizados
          </h2>
          {history.isPending ? (
            <div role="status" className="grid gap-3 lg:grid-cols-2">
              <span className="sr-only">Carregando histórico...</span>
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-52" />
              ))}
            </div>
          ) : history.isError && !history.data ? (
            <LoadErrorAlert
              title={HISTORY_LIST_ERROR}
              message={errorMessage(history.error)}
              onRetry={() => void history.refetch()}
              retrying={history.isFetching}
            />
          ) : (
            <>
              {history.isError ? (
                <LoadErrorAlert
                  title={HISTORY_LIST_ERROR}
                  message={errorMessage(history.error)}
                  onRetry={() => void history.refetch()}
                  retrying={history.isFetching}
                />
              ) : null}
              {history.data.data.length === 0 ? (
                <EmptyState icon={History} title={NO_BIDS}>
                  {history.data.totalRecords === 0
                    ? 'Os BIDs aparecem aqui depois de finalizados.'
                    : null}
                </EmptyState>
              ) : (
                <ul
                  aria-label="BIDs finalizados"
                  aria-busy={history.isPlaceholderData || undefined}
                  className="grid gap-3 lg:grid-cols-2"
                >
                  {history.data.data.map((item) => (
                    <li key={item.bidDayId}>
                      <HistoryItemCard
                        item={item}
                        craques={craques?.get(item.bidDayId)}
                        onOpenDetails={setSelected}
                      />
                    </li>
                  ))}
                </ul>
              )}
              {history.data.totalRecords > 0 ? (
                <HistoryPagination
                  page={history.data}
                  loading={history.isPlaceholderData}
                  onChange={changePage}
                />
              ) : null}
            </>
          )}
        </section>
      </div>
      <BidDetailsDialog item={selected} onClose={() => setSelected(null)} />
    </div>
  )
}

/** What the first render reads (docs/web-boot.md): the summary and the page of BIDs in the link. */
export function prefetchHistorico(
  queryClient: QueryClient,
  session: SessionData,
  searchParams: URLSearchParams,
) {
  const id = session.companyPlayerId
  const pageNumber = pageFromSearch(searchParams.get('pagina'))
  return Promise.all([
    queryClient.prefetchQuery(historyStatsQueryOptions(id)),
    queryClient.prefetchQuery(historyPageQueryOptions(id, pageNumber)),
  ])
}

import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { HistoryPage } from '@bidfut/domain/contracts/statistics'
import { Button } from '@/components/ui/button'
import { formatInteger } from '@/lib/format'

/** 'Mostrando n de total BIDs', 'Página X de Y' and the previous / next buttons. */
export function HistoryPagination({
  page,
  loading,
  onChange,
}: {
  page: HistoryPage
  /** The next page is on its way: both buttons wait. */
  loading: boolean
  onChange: (pageNumber: number) => void
}) {
  return (
    <nav
      aria-label="Paginação do histórico"
      className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between"
    >
      <p className="text-sm text-muted-foreground">
        Mostrando {formatInteger(page.data.length)} de {formatInteger(page.totalRecords)} BIDs
      </p>
      <div className="flex w-full items-center justify-between gap-2 sm:w-auto sm:justify-end">
        <Button
          variant="outline"
          disabled={!page.hasPrevious || loading}
          onClick={() => onChange(page.pageNumber - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          {/* Below 360 px the arrows alone keep the row on one line; the name stays. */}
          <span className="max-[359px]:sr-only">Anterior</span>
        </Button>
        <p aria-live="polite" className="px-2 text-sm font-medium whitespace-nowrap">
          Página {page.pageNumber} de {Math.max(1, page.totalPages)}
        </p>
        <Button
          variant="outline"
          disabled={!page.hasNext || loading}
          onClick={() => onChange(page.pageNumber + 1)}
        >
          <span className="max-[359px]:sr-only">Próxima</span>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  )
}

import { useState } from 'react'
import { Download, Receipt } from 'lucide-react'
import { Link } from 'react-router'
import { BusyButton } from '@/components/busy-button'
import { PageHeader } from '@/components/page-header'
import { LoadErrorAlert, LoadingStatus } from '@/components/query-status'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useExportMonth } from './api/export-month'
import { OVERVIEW_LOAD_ERROR, useFinanceOverview } from './api/get-finance-overview'
import { ChargeList } from './components/charge-list'
import { FinanceSummary } from './components/finance-summary'
import { NewChargeDialog } from './components/new-charge-dialog'
import { RemindButton } from './components/remind-button'
import { errorMessage } from '@/lib/error-message'

/** /financeiro (administrators and managers): the month's charges, who paid and who owes. */
export function FinanceiroPage() {
  useDocumentTitle('Financeiro')
  const [month, setMonth] = useState<string>()
  const overview = useFinanceOverview(month)
  const exportMonth = useExportMonth()
  const shown = overview.data?.month

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title="Financeiro"
        description="Mensalidades, jogos e cobranças avulsas: quem pagou e quem deve."
        actions={
          overview.data?.configured ? (
            <>
              <RemindButton />
              <NewChargeDialog members={overview.data.members} />
            </>
          ) : null
        }
      />
      {overview.isPending ? (
        <LoadingStatus label="Carregando financeiro..." />
      ) : overview.isError ? (
        <LoadErrorAlert
          title={OVERVIEW_LOAD_ERROR}
          message={errorMessage(overview.error)}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <div className="flex flex-col gap-4">
          {!overview.data.configured ? (
            <Alert>
              <Receipt aria-hidden="true" />
              <AlertTitle>Configure o Pix da pelada</AlertTitle>
              <AlertDescription>
                <p>
                  Cadastre a chave Pix e os valores em{' '}
                  <Link to="/configuracoes" className="font-medium underline">
                    Configurações → Financeiro
                  </Link>
                  . As cobranças do mês aparecem aqui em seguida.
                </p>
              </AlertDescription>
            </Alert>
          ) : null}
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="finance-month">Mês</Label>
              <Input
                id="finance-month"
                type="month"
                className="w-44"
                value={shown ?? ''}
                onChange={(event) => setMonth(event.target.value || undefined)}
              />
            </div>
            <BusyButton
              variant="outline"
              busy={exportMonth.isPending}
              busyLabel="Exportando..."
              onClick={() => shown && exportMonth.mutate(shown)}
            >
              <Download aria-hidden="true" />
              Exportar CSV
            </BusyButton>
          </div>
          <FinanceSummary month={overview.data.month} summary={overview.data.summary} />
          <ChargeList charges={overview.data.charges} />
        </div>
      )}
    </div>
  )
}

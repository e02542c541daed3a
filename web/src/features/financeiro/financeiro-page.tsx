import { useState } from 'react'
import { Download, Receipt } from 'lucide-react'
import { Link } from 'react-router'
import {
  chargeStatuses,
  chargeStatusLabels,
  type Charge,
  type ChargeStatus,
} from '@bidfut/domain/contracts/finance'
import { compareNames } from '@bidfut/domain/rules/person-names'
import { BusyButton } from '@/components/busy-button'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { LoadErrorAlert, LoadingStatus } from '@/components/query-status'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useExportMonth } from './api/export-month'
import { OVERVIEW_LOAD_ERROR, useFinanceOverview } from './api/get-finance-overview'
import { ChargeRow } from './components/charge-row'
import { FinanceSummary } from './components/finance-summary'
import { NewChargeDialog } from './components/new-charge-dialog'
import { RemindButton } from './components/remind-button'
import { errorMessage } from '@/lib/error-message'

type Filter = 'all' | ChargeStatus

/** The charges by player, names in pt-BR order. */
function byPlayer(charges: Charge[]) {
  const players = new Map<number, { name: string; removed: boolean; charges: Charge[] }>()
  for (const charge of charges) {
    const entry = players.get(charge.companyPlayerId) ?? {
      name: charge.playerName,
      removed: charge.memberRemoved,
      charges: [],
    }
    entry.charges.push(charge)
    players.set(charge.companyPlayerId, entry)
  }
  return [...players.entries()].sort(([, a], [, b]) => compareNames(a.name, b.name))
}

/** /financeiro (administrators and managers): the month's charges, who paid and who owes. */
export function FinanceiroPage() {
  useDocumentTitle('Financeiro')
  const [month, setMonth] = useState<string>()
  const [filter, setFilter] = useState<Filter>('all')
  const overview = useFinanceOverview(month)
  const exportMonth = useExportMonth()
  const shown = overview.data?.month

  const charges =
    overview.data?.charges.filter((c) => filter === 'all' || c.status === filter) ?? []

  return (
    <div className="mx-auto w-full max-w-4xl">
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
          <div role="group" aria-label="Filtrar cobranças" className="flex flex-wrap gap-2">
            {(['all', ...chargeStatuses] as const).map((status) => (
              <Button
                key={status}
                size="sm"
                variant={filter === status ? 'default' : 'outline'}
                aria-pressed={filter === status}
                onClick={() => setFilter(status)}
              >
                {status === 'all' ? 'Todas' : chargeStatusLabels[status]}
              </Button>
            ))}
          </div>
          {charges.length === 0 ? (
            <EmptyState icon={Receipt} title="Nenhuma cobrança">
              {filter === 'all'
                ? 'As cobranças do mês e as atrasadas aparecem aqui.'
                : 'Nenhuma cobrança com esta situação.'}
            </EmptyState>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Cobranças por jogador">
              {byPlayer(charges).map(([id, player]) => (
                <li key={id}>
                  <Card>
                    <CardContent className="pt-4 sm:pt-6">
                      <h2 className="flex flex-wrap items-center gap-2 font-semibold">
                        {player.name}
                        {player.removed ? <Badge variant="secondary">Saiu da pelada</Badge> : null}
                      </h2>
                      <ul>
                        {player.charges.map((charge) => (
                          <ChargeRow key={charge.id} charge={charge} />
                        ))}
                      </ul>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}

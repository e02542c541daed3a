import type { FinanceSummary as Summary } from '@bidfut/domain/contracts/finance'
import { monthLabel } from '@bidfut/domain/rules/month-names'
import { formatCents } from '@bidfut/domain/rules/money'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'

/** The month in four numbers: received, still owed, the court's cost and what is left. */
export function FinanceSummary({ month, summary }: { month: string; summary: Summary }) {
  const items = [
    { label: 'Recebido', value: summary.receivedCents },
    { label: 'Em aberto', value: summary.outstandingCents },
    {
      label:
        summary.games === 1
          ? 'Custo da quadra (1 jogo)'
          : `Custo da quadra (${summary.games} jogos)`,
      value: summary.courtCostCents,
    },
    { label: 'Saldo', value: summary.balanceCents },
  ]
  return (
    <Card aria-labelledby="finance-summary-title">
      <CardHeader>
        <CardTitle id="finance-summary-title">
          Resumo de {monthLabel(month).toLowerCase()}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {items.map((item) => (
            <div key={item.label} className="min-w-0 rounded-lg border p-3">
              <dt className="text-xs text-muted-foreground">{item.label}</dt>
              <dd
                className={cn(
                  'text-base font-semibold tabular-nums sm:text-lg',
                  item.label === 'Saldo' && item.value < 0 && 'text-destructive',
                )}
              >
                {formatCents(item.value)}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}

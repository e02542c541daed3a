import { useEffect } from 'react'
import { Receipt } from 'lucide-react'
import { useLocation } from 'react-router'
import type { MyCharge } from '@bidfut/domain/contracts/finance'
import { chargeBalance } from '@bidfut/domain/rules/charge-balance'
import { formatCents } from '@bidfut/domain/rules/money'
import { BusyButton } from '@/components/busy-button'
import { brDate, ChargeStatusBadge, PixPaymentNote } from '@/components/charge-status-badge'
import { EmptyState } from '@/components/empty-state'
import { PixToPay } from '@/components/pix-to-pay'
import { LoadErrorAlert, LoadingStatus } from '@/components/query-status'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { isUnpaid, MY_CHARGES_LOAD_ERROR, useMyCharges } from '@/lib/my-charges'
import { useReportPayment } from '../api/report-payment'
import { errorMessage } from '@/lib/error-message'

export const MY_CHARGES_TITLE = 'Minhas cobranças'

function ChargeToPay({ charge }: { charge: MyCharge }) {
  const report = useReportPayment()
  // What is left to pay: all of it, unless part was paid by hand (ADR 056).
  const amount = formatCents(chargeBalance(charge).leftCents)
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border p-4"
      aria-labelledby={`charge-${charge.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p id={`charge-${charge.id}`} className="font-medium break-words">
            {charge.description}
          </p>
          <p className="text-sm text-muted-foreground">Vence em {brDate(charge.dueDate)}</p>
        </div>
        <p className="text-lg font-semibold tabular-nums">{amount}</p>
      </div>
      <ChargeStatusBadge charge={charge} />
      <PixPaymentNote charge={charge} />
      {charge.pixDynamic ? (
        <p className="text-sm text-muted-foreground">
          Pague com este Pix: a cobrança aparece como paga sozinha, em segundos.
        </p>
      ) : null}
      {charge.status === 'reported' ? (
        <p className="text-sm text-muted-foreground">
          Você informou o pagamento. A organização vai confirmar.
        </p>
      ) : null}
      {charge.pixCode ? (
        <PixToPay
          id={`pix-code-${charge.id}`}
          code={charge.pixCode}
          label={`QR code Pix de ${amount}: ${charge.description}`}
        >
          {charge.status === 'open' && !charge.pixDynamic ? (
            <BusyButton
              type="button"
              variant="outline"
              busy={report.isPending}
              busyLabel="Enviando..."
              onClick={() => report.mutate(charge.id)}
            >
              Já paguei
            </BusyButton>
          ) : null}
        </PixToPay>
      ) : (
        <p className="text-sm text-muted-foreground">
          A pelada ainda não cadastrou a chave Pix. Combine o pagamento com a organização.
        </p>
      )}
    </li>
  )
}

function PastCharge({ charge }: { charge: MyCharge }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-b py-2 last:border-b-0">
      <span className="min-w-0 break-words">
        {charge.description}
        <span className="block text-xs text-muted-foreground">
          Vencimento {brDate(charge.dueDate)}
        </span>
        <PixPaymentNote charge={charge} />
      </span>
      <span className="flex items-center gap-2">
        <span className="tabular-nums">{formatCents(charge.amountCents)}</span>
        <ChargeStatusBadge charge={charge} />
      </span>
    </li>
  )
}

/** 'Minhas cobranças' on /perfil: what the member owes, with the Pix to pay it in two taps. */
export function MyChargesCard({ className }: { className?: string }) {
  const charges = useMyCharges({ followBank: true })
  const unpaid = charges.data?.charges.filter(isUnpaid) ?? []
  const settled = charges.data?.charges.filter((charge) => !isUnpaid(charge)) ?? []
  // The dashboard's card and the reminder email link here: the list is below the profile.
  const { hash } = useLocation()
  const loaded = charges.isSuccess
  useEffect(() => {
    if (loaded && hash === '#minhas-cobrancas') {
      document.getElementById('minhas-cobrancas')?.scrollIntoView({ block: 'start' })
    }
  }, [loaded, hash])
  return (
    <Card className={className} id="minhas-cobrancas">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Receipt aria-hidden="true" className="size-5 text-primary" />
          {MY_CHARGES_TITLE}
        </CardTitle>
        {charges.data?.receiverName ? (
          <CardDescription>Pix para {charges.data.receiverName}</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {charges.isPending ? (
          <LoadingStatus label="Carregando cobranças..." />
        ) : charges.isError ? (
          <LoadErrorAlert
            title={MY_CHARGES_LOAD_ERROR}
            message={errorMessage(charges.error)}
            onRetry={() => void charges.refetch()}
            retrying={charges.isFetching}
          />
        ) : charges.data.charges.length === 0 ? (
          <EmptyState icon={Receipt} title="Nenhuma cobrança">
            Quando a pelada cobrar a mensalidade ou um jogo, aparece aqui com o Pix para pagar.
          </EmptyState>
        ) : (
          <>
            {unpaid.length > 0 ? (
              <ul className="flex flex-col gap-3">
                {unpaid.map((charge) => (
                  <ChargeToPay key={charge.id} charge={charge} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">Tudo pago. Valeu!</p>
            )}
            {settled.length > 0 ? (
              <section aria-labelledby="settled-charges-title">
                <h3 id="settled-charges-title" className="mb-1 text-sm font-semibold">
                  Pagas e isentas
                </h3>
                <ul className="text-sm">
                  {settled.map((charge) => (
                    <PastCharge key={charge.id} charge={charge} />
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  )
}

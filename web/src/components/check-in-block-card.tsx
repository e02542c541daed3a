import { Ban } from 'lucide-react'
import type { CheckInBlock } from '@bidfut/domain/contracts/check-in-block'
import { formatCents } from '@bidfut/domain/rules/money'
import { brDate } from '@/components/charge-status-badge'
import { PixToPay } from '@/components/pix-to-pay'

export const CHECK_IN_BLOCKED_TITLE = 'Check-in bloqueado'

/**
 * 'Quem deve não confirma' (ADR 056): why the player cannot check in, with each overdue
 * charge's Pix right there. Paying it (the bank's own code turns it 'Pago' by itself, or an
 * organiser confirms) unblocks at once.
 */
export function CheckInBlockCard({ block }: { block: CheckInBlock }) {
  return (
    <section
      aria-labelledby="check-in-block-title"
      className="flex flex-col gap-4 rounded-xl border border-destructive/40 bg-destructive/5 p-4"
    >
      <div className="flex items-start gap-3">
        <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="min-w-0">
          <h2 id="check-in-block-title" className="font-semibold">
            {CHECK_IN_BLOCKED_TITLE}
          </h2>
          <p className="text-sm">{block.message}</p>
        </div>
      </div>
      <ul className="flex flex-col gap-4">
        {block.charges.map((charge) => {
          const amount = formatCents(charge.amountCents)
          return (
            <li key={charge.id} className="flex flex-col gap-3 rounded-lg border bg-background p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium break-words">{charge.description}</p>
                  <p className="text-sm text-muted-foreground">
                    Venceu em {brDate(charge.dueDate)}
                  </p>
                </div>
                <p className="text-lg font-semibold tabular-nums">{amount}</p>
              </div>
              {charge.pixCode ? (
                <>
                  <p className="text-sm text-muted-foreground">
                    {charge.pixDynamic
                      ? 'Pague com este Pix: a cobrança aparece como paga sozinha, em segundos, e o check-in é liberado.'
                      : 'Pague com este Pix e avise a organização: o check-in é liberado quando ela confirmar.'}
                  </p>
                  <PixToPay
                    id={`block-pix-${charge.id}`}
                    code={charge.pixCode}
                    label={`QR code Pix de ${amount}: ${charge.description}`}
                  />
                </>
              ) : (
                <p className="text-sm text-muted-foreground">
                  A pelada ainda não cadastrou a chave Pix. Combine o pagamento com a organização.
                </p>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

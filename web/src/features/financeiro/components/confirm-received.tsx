import { useState } from 'react'
import { paymentMethods, receivedFormSchema, type Charge } from '@bidfut/domain/contracts/finance'
import { chargeBalance } from '@bidfut/domain/rules/charge-balance'
import { centsToInput } from '@bidfut/domain/rules/money'
import { BusyButton } from '@/components/busy-button'
import { InputField } from '@/components/form-field'
import { useConfirmPayment } from '../api/confirm-payment'

/**
 * 'Detalhes' of an unpaid charge: what arrived, by Pix or in cash. All that is left by default;
 * less records a part and the charge stays open with the rest (ADR 056). A bank Pix of another
 * amount (ADR 052) comes filled in, to be taken as a part.
 */
export function ConfirmReceived({
  charge,
  onConfirmed,
}: {
  charge: Charge
  onConfirmed: () => void
}) {
  const confirm = useConfirmPayment()
  const { leftCents } = chargeBalance(charge)
  const flagged = charge.pixReceivedCents !== null && charge.pixReceivedCents < leftCents
  const [received, setReceived] = useState(
    centsToInput(flagged ? charge.pixReceivedCents : leftCents),
  )
  const [error, setError] = useState<string>()
  const send = (method: (typeof paymentMethods)[number]) => {
    const parsed = receivedFormSchema.safeParse({ received })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    setError(undefined)
    confirm.mutate(
      { id: charge.id, method, amountCents: parsed.data.received },
      { onSuccess: onConfirmed },
    )
  }
  return (
    <div className="flex flex-col gap-2">
      <InputField
        id={`received-${charge.id}`}
        label="Valor recebido (R$)"
        hint="Menos que o total registra um pagamento parcial."
        inputMode="decimal"
        value={received}
        error={error}
        onChange={(event) => setReceived(event.target.value)}
      />
      <div role="group" aria-label="Confirmar pagamento" className="flex flex-wrap gap-2">
        {paymentMethods.map((method) => (
          <BusyButton
            key={method}
            variant={method === 'pix' ? 'default' : 'outline'}
            busy={confirm.isPending}
            busyLabel="Confirmando..."
            onClick={() => send(method)}
          >
            {method === 'pix' ? 'Confirmar Pix' : 'Confirmar em dinheiro'}
          </BusyButton>
        ))}
      </div>
    </div>
  )
}

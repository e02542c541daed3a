import { useState } from 'react'
import {
  changeAmountFormSchema,
  paymentMethodLabels,
  waiveChargeSchema,
  waiveReasonSpec,
  type Charge,
} from '@bidfut/domain/contracts/finance'
import { centsToInput, formatCents } from '@bidfut/domain/rules/money'
import { BusyButton } from '@/components/busy-button'
import { brDate, ChargeStatusBadge } from '@/components/charge-status-badge'
import { InputField } from '@/components/form-field'
import { LoadErrorAlert, LoadingStatus } from '@/components/query-status'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { useChangeChargeAmount } from '../api/change-charge-amount'
import { useChargeDetail } from '../api/get-charge-detail'
import { useWaiveCharge } from '../api/waive-charge'
import { useUndoConfirmation } from '../api/undo-confirmation'
import { CheckInExemption } from './check-in-exemption'
import { ConfirmReceived } from './confirm-received'
import { errorMessage } from '@/lib/error-message'

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' })

/** A charge's details: its history (who, when, what) and, while unpaid, amount and 'Isentar'. */
export function ChargeDialog({ charge, onClose }: { charge: Charge; onClose: () => void }) {
  const detail = useChargeDetail(charge.id)
  const change = useChangeChargeAmount()
  const waive = useWaiveCharge()
  const undo = useUndoConfirmation()
  const [amount, setAmount] = useState(centsToInput(charge.amountCents))
  const [amountError, setAmountError] = useState<string>()
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  const unpaid = charge.status === 'open' || charge.status === 'reported'

  const saveAmount = () => {
    const parsed = changeAmountFormSchema.safeParse({ amount })
    if (!parsed.success) return setAmountError(parsed.error.issues[0]?.message)
    setAmountError(undefined)
    change.mutate({ id: charge.id, amountCents: parsed.data.amount })
  }
  /** 'Isentar' while unpaid, 'Desfazer confirmação' once paid: both take a reason. */
  const withReason = (mutation: typeof waive) => {
    const parsed = waiveChargeSchema.safeParse({ reason })
    if (!parsed.success) return setReasonError(parsed.error.issues[0]?.message)
    setReasonError(undefined)
    mutation.mutate({ id: charge.id, reason: parsed.data.reason }, { onSuccess: onClose })
  }
  const reasonField = (label: string, use: 'waive' | 'undo') => (
    <InputField
      id={`${use}-reason-${charge.id}`}
      label={label}
      value={reason}
      maxLength={waiveReasonSpec.max}
      error={reasonError}
      className="flex-1"
      onChange={(event) => setReason(event.target.value)}
    />
  )

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{charge.playerName}</DialogTitle>
          <DialogDescription>
            {charge.description} · {formatCents(charge.amountCents)} · vence{' '}
            {brDate(charge.dueDate)}
          </DialogDescription>
        </DialogHeader>
        <ChargeStatusBadge charge={charge} />
        {charge.paidMethod ? (
          <p className="text-sm">Pago por {paymentMethodLabels[charge.paidMethod]}.</p>
        ) : null}
        {unpaid ? (
          <div className="flex flex-col gap-4">
            <ConfirmReceived charge={charge} onConfirmed={onClose} />
            <div className="flex items-end gap-2">
              <InputField
                id={`amount-${charge.id}`}
                label="Valor (R$)"
                inputMode="decimal"
                value={amount}
                error={amountError}
                className="flex-1"
                onChange={(event) => setAmount(event.target.value)}
              />
              <BusyButton
                variant="outline"
                busy={change.isPending}
                busyLabel="Salvando..."
                onClick={saveAmount}
              >
                Alterar valor
              </BusyButton>
            </div>
            <div className="flex items-end gap-2">
              {reasonField('Motivo da isenção', 'waive')}
              <BusyButton
                variant="outline"
                busy={waive.isPending}
                busyLabel="Salvando..."
                onClick={() => withReason(waive)}
              >
                Isentar
              </BusyButton>
            </div>
          </div>
        ) : null}
        {/* A payment confirmed by hand, or the parts recorded so far (ADR 056). */}
        {charge.status === 'paid' || charge.paidCents > 0 ? (
          <div className="flex items-end gap-2">
            {reasonField('Motivo para desfazer', 'undo')}
            <BusyButton
              variant="outline"
              busy={undo.isPending}
              busyLabel="Desfazendo..."
              onClick={() => withReason(undo)}
            >
              Desfazer confirmação
            </BusyButton>
          </div>
        ) : null}
        <CheckInExemption
          companyPlayerId={charge.companyPlayerId}
          playerName={charge.playerName}
          checkIn={detail.data?.checkIn ?? null}
        />
        <section aria-labelledby={`history-${charge.id}`} className="flex flex-col gap-2">
          <h3 id={`history-${charge.id}`} className="text-sm font-semibold">
            Histórico
          </h3>
          {detail.isPending ? (
            <LoadingStatus label="Carregando histórico..." />
          ) : detail.isError ? (
            <LoadErrorAlert
              title="Erro ao carregar o histórico"
              message={errorMessage(detail.error)}
              onRetry={() => void detail.refetch()}
            />
          ) : (
            <ol className="flex flex-col gap-2 text-sm">
              {detail.data.history.map((event) => (
                <li key={`${event.at}-${event.note}`} className="border-l-2 pl-3">
                  <p>{event.note}</p>
                  <p className="text-xs text-muted-foreground">
                    {event.actorName} · {dateTime.format(new Date(event.at))}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </section>
      </DialogContent>
    </Dialog>
  )
}

import type { ChargeDetail } from '@bidfut/domain/contracts/finance'
import { BusyButton } from '@/components/busy-button'
import { useSetCheckInExemption } from '../api/set-check-in-exemption'

/**
 * 'Quem deve não confirma' in a charge's details (ADR 056): a player the rule blocks can be
 * freed, and one freed blocked again. Nothing while the rule is off or does not reach them.
 */
export function CheckInExemption({
  companyPlayerId,
  playerName,
  checkIn,
}: {
  companyPlayerId: number
  playerName: string
  checkIn: ChargeDetail['checkIn']
}) {
  const exemption = useSetCheckInExemption()
  if (!checkIn || (!checkIn.blocked && !checkIn.exempt)) return null
  return (
    <section
      aria-labelledby={`check-in-${companyPlayerId}`}
      className="flex flex-col gap-2 rounded-lg border p-3"
    >
      <h3 id={`check-in-${companyPlayerId}`} className="text-sm font-semibold">
        Check-in
      </h3>
      <p className="text-sm">
        {checkIn.exempt
          ? `${playerName} está liberado: faz check-in mesmo com cobrança atrasada.`
          : `${playerName} não consegue fazer check-in: tem cobrança atrasada além do prazo da pelada.`}
      </p>
      <BusyButton
        variant="outline"
        className="self-start"
        busy={exemption.isPending}
        busyLabel="Salvando..."
        onClick={() => exemption.mutate({ companyPlayerId, exempt: !checkIn.exempt })}
      >
        {checkIn.exempt ? 'Voltar a bloquear' : 'Liberar o check-in'}
      </BusyButton>
    </section>
  )
}

import { ShieldCheck } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'

/** The mensalistas' window of the open BID, as /check-in and /bid-atual show it (ADR 036). */
export type MonthlyWindowInfo = { until: string; heldPlaces: number }

export function heldPlacesText(heldPlaces: number): string {
  return heldPlaces === 1
    ? '1 vaga guardada para mensalistas e goleiros que ainda não responderam.'
    : `${heldPlaces} vagas guardadas para mensalistas e goleiros que ainda não responderam.`
}

export function MonthlyWindowNotice({ window }: { window: MonthlyWindowInfo }) {
  return (
    <Alert role="note">
      <ShieldCheck aria-hidden="true" />
      <AlertTitle>Vagas reservadas para mensalistas até {window.until}</AlertTitle>
      <AlertDescription className="flex flex-col gap-1">
        <p>{heldPlacesText(window.heldPlaces)}</p>
        <p className="text-xs">
          Até lá, o avulso que confirmar entra na lista de espera; depois, as vagas que sobrarem vão
          para a lista, na ordem.
        </p>
      </AlertDescription>
    </Alert>
  )
}

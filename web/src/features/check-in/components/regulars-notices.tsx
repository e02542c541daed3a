import { CircleCheck, ShieldOff } from 'lucide-react'
import { AUTO_CONFIRMED_TEXT } from '@bidfut/domain/rules/furoes'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'

/** The BID's opening confirmed this mensalista (ADR 060): they answer only if they won't come. */
export function AutoConfirmedNotice() {
  return (
    <Alert role="note">
      <CircleCheck aria-hidden="true" />
      <AlertTitle>{AUTO_CONFIRMED_TEXT}</AlertTitle>
      <AlertDescription>
        A pelada confirma mensalistas e goleiros quando o BID abre. Se não puder ir, toque em ‘Não
        vou’: a vaga passa para o próximo da lista.
      </AlertDescription>
    </Alert>
  )
}

/** The furões' rule took this mensalista's guaranteed place in this BID (ADR 060). */
export function GuaranteeLostNotice() {
  return (
    <Alert role="note">
      <ShieldOff aria-hidden="true" />
      <AlertTitle>Sem vaga garantida neste BID</AlertTitle>
      <AlertDescription>
        Pela regra dos furões da pelada, sua vaga não fica reservada neste BID: confirme como os
        avulsos, se houver vaga. O motivo foi enviado a você quando o BID abriu.
      </AlertDescription>
    </Alert>
  )
}

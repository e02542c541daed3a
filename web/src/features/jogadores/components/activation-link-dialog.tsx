import type { UseMutationResult } from '@tanstack/react-query'
import { CircleAlert, RefreshCw } from 'lucide-react'
import type { ActivationLinkResponse } from '@bidfut/domain/contracts/players'
import { LoadingStatus } from '@/components/query-status'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { formatDateTime } from '@/lib/format'
import { CopyLinkField } from './copy-link-field'
import { errorMessage } from '@/lib/error-message'

type GenerateMutation = UseMutationResult<ActivationLinkResponse, Error, { renew: boolean }>

export const PREVIOUS_LINK_VOID = 'O link anterior deixou de valer.'

/** Shows the person's working activation link; only 'Gerar Novo' replaces it. */
export function ActivationLinkDialog({
  open,
  onOpenChange,
  playerName,
  generation,
  onGenerate,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  playerName: string
  generation: GenerateMutation
  onGenerate: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Link de ativação</DialogTitle>
          <DialogDescription>
            Envie este link para {playerName} ativar a conta e criar a senha. Ele só pode ser usado
            uma vez e continua valendo até lá; &apos;Gerar Novo&apos; cria outro e invalida este.
          </DialogDescription>
        </DialogHeader>
        {generation.isPending ? (
          <LoadingStatus label="Gerando link..." className="py-4" />
        ) : generation.isError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <AlertTitle>Erro ao gerar link de ativação</AlertTitle>
            <AlertDescription>{errorMessage(generation.error)}</AlertDescription>
          </Alert>
        ) : generation.data ? (
          <div className="flex min-w-0 flex-col gap-2">
            <CopyLinkField
              id="activation-link"
              label="Link de ativação"
              url={generation.data.url}
            />
            <p className="text-sm text-muted-foreground">
              Válido até {formatDateTime(generation.data.expiresAt)}.
            </p>
            {generation.data.replacedPrevious ? (
              <p role="status" className="text-sm font-medium text-amber-700 dark:text-amber-400">
                {PREVIOUS_LINK_VOID}
              </p>
            ) : null}
          </div>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Fechar
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={onGenerate}
            disabled={generation.isPending}
          >
            <RefreshCw aria-hidden="true" />
            {generation.isError ? 'Tentar novamente' : 'Gerar Novo'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

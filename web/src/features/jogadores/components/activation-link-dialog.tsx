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
import { CopyLinkField } from './copy-link-field'

type GenerateMutation = UseMutationResult<ActivationLinkResponse, Error, void>

/** Shows the activation link the edit dialog asked for; 'Gerar Novo' replaces it. */
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
            Envie este link para {playerName} ativar a conta e criar a senha. Ele vale por 7 dias e
            só pode ser usado uma vez; gerar um novo invalida o anterior.
          </DialogDescription>
        </DialogHeader>
        {generation.isPending ? (
          <LoadingStatus label="Gerando link..." className="py-4" />
        ) : generation.isError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <AlertTitle>Erro ao gerar link de ativação</AlertTitle>
            <AlertDescription>{generation.error.message}</AlertDescription>
          </Alert>
        ) : generation.data ? (
          <CopyLinkField id="activation-link" label="Link de ativação" url={generation.data.url} />
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

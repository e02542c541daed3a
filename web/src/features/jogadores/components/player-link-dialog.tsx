import { MessageCircle, RefreshCw } from 'lucide-react'
import { toast } from 'sonner'
import type { RegisteredPlayer } from '@bidfut/domain/contracts/players'
import { LoadErrorAlert, LoadingStatus } from '@/components/query-status'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { whatsappUrl } from '@/lib/share-text'
import { usePlayerLink } from '../api/get-player-link'
import { useRenewPlayerLink } from '../api/renew-player-link'
import { CopyLinkField } from './copy-link-field'

const message = (name: string, url: string) =>
  `Oi, ${name}! Este é o seu link para entrar na pelada pelo Bidfut, já com o seu histórico: ${url}`

/**
 * 'Link do jogador' (ADR 049): a pending player's own link, to send to that player only. Whoever
 * opens it enters as this player without waiting for a confirmation; 'Novo link' voids it.
 */
export function PlayerLinkDialog({
  player,
  onClose,
}: {
  player: RegisteredPlayer | null
  onClose: () => void
}) {
  const link = usePlayerLink(player?.id ?? null)
  const renew = useRenewPlayerLink()
  const name = player?.nickname || player?.name || ''

  return (
    <Dialog open={player !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words">Link do jogador: {name}</DialogTitle>
          <DialogDescription>
            Quem abrir este link entra na pelada como {name}, sem esperar confirmação. Envie só para{' '}
            {name}.
          </DialogDescription>
        </DialogHeader>
        {link.isPending ? (
          <LoadingStatus label="Carregando link..." className="py-4" />
        ) : link.isError ? (
          <LoadErrorAlert
            title="Erro ao carregar o link do jogador"
            message={errorMessage(link.error)}
            onRetry={() => void link.refetch()}
            retrying={link.isFetching}
          />
        ) : (
          <div className="flex flex-col gap-3">
            <CopyLinkField
              id="player-link"
              label="Link do jogador"
              url={link.data.url}
              action={
                <Button
                  variant="outline"
                  aria-label="Gerar novo link do jogador"
                  disabled={renew.isPending}
                  onClick={() =>
                    renew.mutate(player!.id, {
                      onSuccess: (response) => toast.success(response.message),
                      onError: (error) =>
                        toast.error('Erro ao gerar link', { description: errorMessage(error) }),
                    })
                  }
                >
                  {renew.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" />}
                  Novo link
                </Button>
              }
            />
            <Button asChild variant="outline">
              <a href={whatsappUrl(message(name, link.data.url))} target="_blank" rel="noreferrer">
                <MessageCircle aria-hidden="true" />
                Enviar no WhatsApp
              </a>
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  )
}

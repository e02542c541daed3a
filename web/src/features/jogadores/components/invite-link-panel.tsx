import { useState } from 'react'
import { RefreshCw, UserPlus } from 'lucide-react'
import { toast } from 'sonner'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { useInviteLink } from '../api/get-invite-link'
import { useRenewInviteLink } from '../api/renew-invite-link'
import { CopyLinkField } from './copy-link-field'

/** The group's reusable sign-up link: whoever registers through it joins as an avulso. */
export function InviteLinkPanel() {
  const invite = useInviteLink()
  const renew = useRenewInviteLink()
  const [confirming, setConfirming] = useState(false)

  const renewLink = async () => {
    try {
      await renew.mutateAsync()
      toast.success('Novo link de convite gerado!')
      setConfirming(false)
    } catch (error) {
      toast.error('Erro ao gerar link de convite', { description: errorMessage(error) })
    }
  }

  // A group from before links were made with the group has none until an organiser asks.
  const createLink = async () => {
    try {
      await renew.mutateAsync()
      toast.success('Link de convite criado!')
    } catch (error) {
      toast.error('Erro ao criar link de convite', { description: errorMessage(error) })
    }
  }

  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <UserPlus aria-hidden="true" className="size-5 text-primary" />
          Convidar jogadores
        </CardTitle>
        <CardDescription>
          Quem abrir este link acha o próprio nome na lista da pelada, ou entra como avulso.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {invite.isPending ? (
          <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4 text-primary" />
            <span>Carregando link de convite...</span>
          </div>
        ) : invite.isError ? (
          <div className="flex flex-wrap items-center gap-2 text-sm text-destructive">
            <span>Erro ao carregar link de convite: {errorMessage(invite.error)}</span>
            <Button variant="outline" size="sm" onClick={() => void invite.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : invite.data.url === null ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              Esta pelada ainda não tem link de convite.
            </p>
            <Button onClick={() => void createLink()} disabled={renew.isPending}>
              {renew.isPending ? <Spinner /> : null}
              Criar link de convite
            </Button>
          </div>
        ) : (
          <CopyLinkField
            id="invite-link"
            label="Link de convite"
            url={invite.data.url}
            action={
              <Button
                variant="outline"
                aria-label="Gerar novo link de convite"
                onClick={() => setConfirming(true)}
              >
                <RefreshCw aria-hidden="true" />
                Novo link
              </Button>
            }
          />
        )}
      </CardContent>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Gerar novo link de convite?</AlertDialogTitle>
            <AlertDialogDescription>
              O link atual deixará de funcionar. Quem ainda não se cadastrou precisará do novo link.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={renew.isPending}>Cancelar</AlertDialogCancel>
            <Button onClick={() => void renewLink()} disabled={renew.isPending}>
              {renew.isPending ? <Spinner /> : null}
              Gerar novo link
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  )
}

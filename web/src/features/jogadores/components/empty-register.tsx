import { UserPlus, Users } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { InviteShareButton, PasteListLink } from '@/components/invite-actions'
import { Button } from '@/components/ui/button'
import { useInviteLink } from '../api/get-invite-link'

/** A register with nobody but the organiser: the two ways to fill it. */
export function EmptyRegister() {
  const url = useInviteLink().data?.url
  return (
    <EmptyState
      icon={Users}
      title="Ainda não há jogadores na pelada"
      action={
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          {url ? (
            <InviteShareButton url={url} label="Convidar jogadores pelo WhatsApp">
              Convidar jogadores
            </InviteShareButton>
          ) : (
            <Button asChild variant="outline">
              <a href="#invite-link">
                <UserPlus aria-hidden="true" />
                Convidar jogadores
              </a>
            </Button>
          )}
          <PasteListLink variant="default" />
        </div>
      }
    >
      Mande o link de convite no grupo do WhatsApp ou cole a lista de nomes do grupo.
    </EmptyState>
  )
}

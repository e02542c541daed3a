import { ClipboardPaste, UserPlus, Users } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '@/components/empty-state'
import { ShareButton } from '@/components/share-button'
import { Button } from '@/components/ui/button'
import { inviteMessage } from '@/lib/share-text'
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
            <ShareButton label="Convidar jogadores pelo WhatsApp" text={() => inviteMessage(url)}>
              Convidar jogadores
            </ShareButton>
          ) : (
            <Button asChild variant="outline">
              <a href="#invite-link">
                <UserPlus aria-hidden="true" />
                Convidar jogadores
              </a>
            </Button>
          )}
          <Button asChild>
            <Link to="/jogadores/colar-lista">
              <ClipboardPaste aria-hidden="true" />
              Colar lista
            </Link>
          </Button>
        </div>
      }
    >
      Mande o link de convite no grupo do WhatsApp ou cole a lista de nomes do grupo.
    </EmptyState>
  )
}

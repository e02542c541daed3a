import { useId } from 'react'
import { ArrowRight, CircleCheck } from 'lucide-react'
import { BusyButton } from '@/components/busy-button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useSwitchGroup } from '@/lib/switch-group'
import { peladaNamed } from '@bidfut/domain/rules/words'

/** An invitation just accepted: the way into that group stays here until the page is left. */
export function AcceptedInvitationCard({
  groupName,
  companyPlayerId,
}: {
  groupName: string
  companyPlayerId: number
}) {
  const titleId = useId()
  const switchGroup = useSwitchGroup()
  return (
    <Card role="article" aria-labelledby={titleId} className="border-primary/40">
      <CardHeader className="flex-row items-start gap-3">
        <CircleCheck aria-hidden="true" className="size-10 shrink-0 text-primary" />
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle id={titleId} className="text-base break-words">
            Você agora participa da {peladaNamed(groupName)}
          </CardTitle>
          <CardDescription>
            Entre nela agora ou depois, pelo menu do seu perfil em &quot;Trocar de pelada&quot;.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex sm:justify-end">
        <BusyButton
          className="w-full max-w-full sm:w-auto"
          busy={switchGroup.isPending}
          busyLabel="Entrando..."
          onClick={() => switchGroup.mutate({ companyPlayerId, groupName })}
        >
          <span className="truncate">Ir para {groupName}</span>
          <ArrowRight aria-hidden="true" />
        </BusyButton>
      </CardContent>
    </Card>
  )
}

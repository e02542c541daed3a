import type { ReactNode } from 'react'
import { CircleCheck, Circle, Settings } from 'lucide-react'
import { Link } from 'react-router'
import { canManageSettings } from '@bidfut/domain/contracts/enums'
import type { FirstRun } from '@bidfut/domain/contracts/first-run'
import { CreateBidLink } from '@/components/create-bid-link'
import { InviteShareButton, PasteListLink } from '@/components/invite-actions'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { useSession } from '@/lib/session-store'
import { useFirstRun } from '../api/get-first-run'

export const FIRST_RUN_TITLE = 'Primeiros passos'

/**
 * The first-run checklist at the top of /dashboard for administrators and managers, until the
 * group's data says every step is done (ADR 032). Each step links to where it is done.
 */
export function FirstRunChecklist() {
  const session = useSession()
  const firstRun = useFirstRun()
  if (!canManageSettings(session?.role) || !firstRun.data || firstRun.data.done) return null
  return <Checklist firstRun={firstRun.data} />
}

function Checklist({ firstRun }: { firstRun: FirstRun }) {
  const { steps, inviteUrl } = firstRun
  const doneCount = Object.values(steps).filter(Boolean).length
  return (
    <Card aria-labelledby="first-run-title" role="region" className="border-primary/40">
      <CardHeader>
        <h2 id="first-run-title" className="text-lg leading-tight font-semibold">
          {FIRST_RUN_TITLE}
        </h2>
        <CardDescription>
          Quatro passos para a pelada começar: {doneCount} de 4 feitos.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-3">
          <Step
            done={steps.agenda}
            title="Defina a agenda da pelada"
            description="O dia, o horário e o local dos jogos: os BIDs abrem sozinhos."
          >
            <SettingsLink label="Abrir a agenda" />
          </Step>
          <Step
            done={steps.finance}
            title="Configure o Financeiro"
            description="A chave Pix e os valores da mensalidade e do jogo avulso."
          >
            <SettingsLink label="Abrir o Financeiro" />
          </Step>
          <Step
            done={steps.players}
            title="Convide os jogadores"
            description="Mande o link de convite no grupo do WhatsApp ou cole a lista de nomes."
          >
            {inviteUrl ? (
              <InviteShareButton url={inviteUrl} label="Enviar convite no WhatsApp">
                Enviar convite
              </InviteShareButton>
            ) : null}
            <PasteListLink />
          </Step>
          <Step
            done={steps.firstBid}
            title="Crie o primeiro BID"
            description="Marque a data, a hora e o local do próximo jogo."
          >
            <CreateBidLink first />
          </Step>
        </ol>
      </CardContent>
    </Card>
  )
}

/** Agenda and Financeiro are both set in /configuracoes. */
function SettingsLink({ label }: { label: string }) {
  return (
    <Button asChild variant="outline">
      <Link to="/configuracoes">
        <Settings aria-hidden="true" />
        {label}
      </Link>
    </Button>
  )
}

function Step({
  done,
  title,
  description,
  children,
}: {
  done: boolean
  title: string
  description: string
  children: ReactNode
}) {
  const Icon = done ? CircleCheck : Circle
  return (
    <li className={cn('flex gap-3 rounded-lg border p-3', done && 'bg-muted/50')}>
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', done ? 'text-primary' : 'text-muted-foreground')}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <h3 className="font-medium">
            {title}{' '}
            {done ? (
              <span className="ml-1 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
                Feito
              </span>
            ) : (
              <span className="sr-only">(a fazer)</span>
            )}
          </h3>
          {done ? null : <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {done ? null : <div className="flex flex-wrap gap-2">{children}</div>}
      </div>
    </li>
  )
}

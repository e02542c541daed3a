import { useParams } from 'react-router'
import { CircleAlert } from 'lucide-react'
import { CraqueVotePanel } from '@/components/craque-vote-panel'
import { LoadingStatus } from '@/components/query-status'
import { Alert, AlertTitle } from '@/components/ui/alert'
import { OpenAppButton } from '@/components/open-app-button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card'
import { errorMessage } from '@/lib/error-message'
import { useDocumentTitle } from '@/lib/use-document-title'
import { LINK_INVALID, useCraqueLink } from './api/get-craque-link'
import { useVoteByLink } from './api/vote-by-link'

/**
 * /craque/{token} (public): where the 'BID finalizado' email's button lands. Opening it shows
 * the vote; only the player's tap on a name votes (ADR 024, as /lembrete).
 */
export function CraquePage() {
  useDocumentTitle('Craque da partida')
  const token = useParams().token ?? ''
  const link = useCraqueLink(token)
  const vote = useVoteByLink(token)
  const data = link.data
  return (
    <div className="mx-auto flex w-full max-w-md flex-col py-2 sm:py-8">
      {!data && link.isPending ? (
        <LoadingStatus label="Carregando votação..." className="justify-center" />
      ) : !data ? (
        <Card>
          <CardHeader className="gap-4">
            <h1 className="text-2xl font-bold tracking-tight">Craque da partida</h1>
            <Alert variant="destructive">
              <CircleAlert aria-hidden="true" />
              <AlertTitle>{errorMessage(link.error, LINK_INVALID)}</AlertTitle>
            </Alert>
          </CardHeader>
          <CardFooter>
            <OpenAppButton />
          </CardFooter>
        </Card>
      ) : (
        <Card>
          <CardHeader className="gap-1">
            <CardDescription className="font-medium text-primary">{data.groupName}</CardDescription>
            <h1 className="text-2xl font-bold tracking-tight">
              Craque da partida · BID #{data.bidNumber}
            </h1>
            <p className="text-muted-foreground">
              Olá, {data.playerName}! Quem jogou mais neste BID?
            </p>
          </CardHeader>
          <CardContent>
            {data.poll.state === 'none' ? (
              <p className="text-sm text-muted-foreground">
                Não há votação de craque para este BID.
              </p>
            ) : (
              <CraqueVotePanel
                poll={data.poll}
                pendingId={vote.isPending ? vote.variables : null}
                message={vote.isSuccess ? vote.data.message : null}
                error={vote.isError ? errorMessage(vote.error) : null}
                onVote={(id) => vote.mutate(id)}
              />
            )}
          </CardContent>
          <CardFooter>
            <OpenAppButton />
          </CardFooter>
        </Card>
      )}
    </div>
  )
}

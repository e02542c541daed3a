import { Trophy } from 'lucide-react'
import { isOrganiser } from '@bidfut/domain/contracts/enums'
import { CraqueVotePanel } from '@/components/craque-vote-panel'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { errorMessage } from '@/lib/error-message'
import { useSession } from '@/lib/session-store'
import { useLatestNight } from '../api/get-latest-night'
import { useVoteCraque } from '../api/vote-craque'
import { CraqueVoters } from './craque-voters'

/** After the whistle: the last finished BID's craque vote, while open and once it has a result. */
export function PostGameCard() {
  const night = useLatestNight()
  const vote = useVoteCraque()
  const role = useSession()?.role
  const data = night.data
  if (!data || data.craque.state === 'none') return null
  return (
    <Card className="mb-4" aria-labelledby="post-game-title">
      <CardHeader>
        <CardTitle id="post-game-title" className="flex items-center gap-2">
          <Trophy aria-hidden="true" className="size-5 text-amber-600" />
          Craque da partida
        </CardTitle>
        <CardDescription>BID #{data.bidNumber} finalizado</CardDescription>
      </CardHeader>
      <CardContent>
        <CraqueVotePanel
          poll={data.craque}
          pendingId={vote.isPending ? vote.variables.candidateId : null}
          message={vote.isSuccess ? vote.data.message : null}
          error={vote.isError ? errorMessage(vote.error) : null}
          onVote={(candidateId) => vote.mutate({ bidDayId: data.bidDayId, candidateId })}
        />
        {data.craque.state === 'open' && role && isOrganiser(role) ? (
          <CraqueVoters bidDayId={data.bidDayId} />
        ) : null}
      </CardContent>
    </Card>
  )
}

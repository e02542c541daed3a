import { Check, CircleAlert, CircleCheck } from 'lucide-react'
import type { CraquePoll } from '@bidfut/domain/contracts/results'
import { CraqueWinners } from '@/components/craque-badge'
import { Alert, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

const closesAtFormat = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

export function votesCastLabel(n: number) {
  return n === 1 ? '1 voto até agora' : `${n} votos até agora`
}

/**
 * The craque da partida vote of one BID (ADR 039): while open, one button per player (the
 * caller's vote pressed) and only how many have voted; at closing, the winners.
 */
export function CraqueVotePanel({
  poll,
  pendingId,
  message,
  error,
  onVote,
}: {
  poll: CraquePoll
  pendingId: number | null
  message: string | null
  error: string | null
  onVote: (candidateId: number) => void
}) {
  if (poll.state === 'closed') {
    return poll.winners.length > 0 ? (
      <div className="flex flex-col gap-1">
        <CraqueWinners winners={poll.winners} />
        <p className="text-sm text-muted-foreground">
          {poll.winnerVotes === 1 ? '1 voto' : `${poll.winnerVotes} votos`} · votação encerrada
        </p>
      </div>
    ) : (
      <p className="text-sm text-muted-foreground">Votação encerrada sem votos.</p>
    )
  }
  if (poll.state === 'counting') {
    return <p className="text-sm text-muted-foreground">Votação encerrada. Contando os votos...</p>
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        {votesCastLabel(poll.votesCast)} · encerra{' '}
        {poll.closesAt ? closesAtFormat.format(new Date(poll.closesAt)) : ''}
      </p>
      <div role="status" className="empty:hidden">
        {message ? (
          <Alert className="border-primary/40 bg-secondary">
            <CircleCheck aria-hidden="true" className="text-primary" />
            <AlertTitle>{message}</AlertTitle>
          </Alert>
        ) : null}
      </div>
      {error ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>{error}</AlertTitle>
        </Alert>
      ) : null}
      {poll.canVote ? <p className="text-sm font-medium">Toque em quem jogou mais:</p> : null}
      {poll.canVote ? (
        <ul className="grid grid-cols-2 gap-2 md:grid-cols-3" aria-label="Em quem você vota">
          {poll.candidates.map((c) => {
            const chosen = poll.myVote === c.companyPlayerId
            return (
              <li key={c.companyPlayerId}>
                <Button
                  type="button"
                  variant={chosen ? 'default' : 'outline'}
                  className="h-auto min-h-11 w-full justify-start px-3 text-left break-words whitespace-normal"
                  aria-pressed={chosen}
                  aria-label={chosen ? `Seu voto: ${c.name}` : `Votar em ${c.name}`}
                  disabled={pendingId !== null}
                  onClick={() => onVote(c.companyPlayerId)}
                >
                  {pendingId === c.companyPlayerId ? (
                    <Spinner />
                  ) : chosen ? (
                    <Check aria-hidden="true" />
                  ) : null}
                  <span className="min-w-0">{c.name}</span>
                </Button>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="text-sm">Só quem estava confirmado neste BID pode votar.</p>
      )}
    </div>
  )
}

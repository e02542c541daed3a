import { useState, type FormEvent } from 'react'
import { CircleAlert, Swords, Trash2 } from 'lucide-react'
import { recordMatchRequestSchema } from '@bidfut/domain/contracts/results'
import { nextPairing } from '@bidfut/domain/rules/night-results'
import * as share from '@bidfut/domain/endpoints/share'
import { BusyButton } from '@/components/busy-button'
import { NightMatchesList } from '@/components/night-matches'
import { ShareImageButton } from '@/components/share-image-button'
import { Alert, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { errorMessage } from '@/lib/error-message'
import { useDrawnTeams } from '../api/get-drawn-teams'
import { useDeleteMatch, useNight, useRecordMatch } from '../api/night-matches'
import { OfflineActions } from './offline-actions'

/** '' = no score; otherwise the typed number (the schema refuses what is not 0-30). */
const goals = (value: string) => (value.trim() === '' ? null : Number(value))

/**
 * 'Jogos da noite' (organisers, after the draw): the matches as they happen, 'quem ganha fica'
 * suggesting the next pair (ADR 039). Scores are optional and never checked against the goals
 * typed per player.
 */
export function NightMatchesCard({ bidDayId }: { bidDayId: number }) {
  const draw = useDrawnTeams(true).data
  const night = useNight(bidDayId).data
  const teamIds = draw?.teams.map((t) => t.teamId) ?? []
  if (teamIds.length < 2 || !night) return null
  return <MatchesForm key={night.matches.length} bidDayId={bidDayId} teamIds={teamIds} />
}

function MatchesForm({ bidDayId, teamIds }: { bidDayId: number; teamIds: number[] }) {
  const night = useNight(bidDayId).data!
  const record = useRecordMatch(bidDayId)
  const remove = useDeleteMatch(bidDayId)
  const [home, away] = nextPairing(teamIds, night.matches) ?? [teamIds[0]!, teamIds[1]!]
  const [homeTeamId, setHome] = useState(String(home))
  const [awayTeamId, setAway] = useState(String(away))
  const [homeGoals, setHomeGoals] = useState('')
  const [awayGoals, setAwayGoals] = useState('')
  const [invalid, setInvalid] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = recordMatchRequestSchema.safeParse({
      homeTeamId: Number(homeTeamId),
      awayTeamId: Number(awayTeamId),
      homeGoals: goals(homeGoals),
      awayGoals: goals(awayGoals),
    })
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Confira o jogo.')
      return
    }
    setInvalid(null)
    record.mutate(parsed.data)
  }

  const problem = invalid ?? (record.isError ? errorMessage(record.error) : null)
  const n = night.matches.length + 1
  return (
    <Card aria-labelledby="night-matches-title">
      <CardHeader>
        <CardTitle id="night-matches-title" className="flex items-center gap-2">
          <Swords aria-hidden="true" className="size-5 text-primary" />
          Jogos da noite
        </CardTitle>
        <CardDescription>
          Registre os jogos entre os times sorteados, na ordem. O placar é opcional.
        </CardDescription>
      </CardHeader>
      <OfflineActions className="contents">
        <CardContent className="flex flex-col gap-4">
          {night.matches.length > 0 ? (
            <NightMatchesList
              matches={night.matches}
              action={(m) => (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Apagar o ${m.order}º jogo`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(m.id)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            />
          ) : null}
          {night.matches.length > 0 ? (
            <ShareImageButton
              className="self-start"
              picture={{ endpoint: share.resultPicture, params: { bidDayId } }}
              fileName={`resultado-bid-${night.bidNumber}.png`}
              title={`Resultado do BID #${night.bidNumber}`}
              alt={`Imagem do resultado do BID #${night.bidNumber}: placares, gols e assistências da noite.`}
            />
          ) : null}
          <form onSubmit={submit} className="flex flex-col gap-3" aria-label={`${n}º jogo`}>
            <p className="text-sm font-medium">{n}º jogo</p>
            <div className="grid grid-cols-[minmax(0,1fr)_5rem] gap-2">
              <TeamScore
                id="match-home"
                label="Time"
                teamIds={teamIds}
                team={[homeTeamId, setHome]}
                goals={[homeGoals, setHomeGoals]}
              />
              <TeamScore
                id="match-away"
                label="Adversário"
                teamIds={teamIds}
                team={[awayTeamId, setAway]}
                goals={[awayGoals, setAwayGoals]}
              />
            </div>
            {problem ? (
              <Alert variant="destructive" role="alert">
                <CircleAlert aria-hidden="true" />
                <AlertTitle>{problem}</AlertTitle>
              </Alert>
            ) : null}
            <BusyButton type="submit" busy={record.isPending} busyLabel="Registrando...">
              Registrar jogo
            </BusyButton>
          </form>
        </CardContent>
      </OfflineActions>
    </Card>
  )
}

type Field = [string, (value: string) => void]

/** One side of the match: which drawn team, and its goals (optional). */
function TeamScore({
  id,
  label,
  teamIds,
  team: [team, setTeam],
  goals: [goals, setGoals],
}: {
  id: string
  label: string
  teamIds: number[]
  team: Field
  goals: Field
}) {
  return (
    <>
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        <NativeSelect id={id} value={team} onChange={(e) => setTeam(e.target.value)}>
          {teamIds.map((teamId) => (
            <option key={teamId} value={teamId}>
              Time {teamId}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-goals`}>Gols</Label>
        <Input
          id={`${id}-goals`}
          inputMode="numeric"
          value={goals}
          onChange={(e) => setGoals(e.target.value)}
        />
      </div>
    </>
  )
}

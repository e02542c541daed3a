import { hoursText } from '@bidfut/domain/rules/words'
import { Card, CardContent } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Switch } from '@/components/ui/switch'
import { errorMessage } from '@/lib/error-message'
import { useCraqueSettings, useUpdateCraqueSettings } from '../api/craque-settings'

/** The windows offered: one hour for a vote at the bar, up to the next day. */
const VOTE_HOURS = [1, 2, 3, 6, 12, 24]

/**
 * 'Votação do craque da partida': on unless an organiser turns it off, open for the hours the
 * group chose after each BID is finished (ADR 039).
 */
export function CraqueVoteSwitch() {
  const settings = useCraqueSettings()
  const update = useUpdateCraqueSettings()
  if (!settings.data) return null
  const shown = update.isPending ? { ...settings.data, ...update.variables } : settings.data
  const hours = VOTE_HOURS.includes(shown.voteHours)
    ? VOTE_HOURS
    : [...VOTE_HOURS, shown.voteHours].sort((a, b) => a - b)
  return (
    <Card className="mt-4">
      <CardContent className="flex flex-col gap-3 pt-4 sm:pt-6">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor="craque-vote-enabled" className="text-base">
            Votação do craque da partida
          </Label>
          <Switch
            id="craque-vote-enabled"
            checked={shown.voteEnabled}
            disabled={update.isPending}
            onCheckedChange={(voteEnabled) => update.mutate({ voteEnabled })}
          />
        </div>
        <p className="text-sm text-muted-foreground">
          Ao finalizar um BID, quem estava confirmado vota no craque por{' '}
          {hoursText(shown.voteHours)}.
        </p>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="craque-vote-hours">Duração da votação</Label>
          <NativeSelect
            id="craque-vote-hours"
            value={shown.voteHours}
            disabled={update.isPending || !shown.voteEnabled}
            onChange={(event) =>
              update.mutate({
                voteEnabled: shown.voteEnabled,
                voteHours: Number(event.target.value),
              })
            }
          >
            {hours.map((count) => (
              <option key={count} value={count}>
                {count === 1 ? '1 hora (votação no bar)' : hoursText(count)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {update.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(update.error)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  )
}

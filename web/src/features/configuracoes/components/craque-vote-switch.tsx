import { Card, CardContent } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { errorMessage } from '@/lib/error-message'
import { useCraqueSettings, useUpdateCraqueSettings } from '../api/craque-settings'

/** 'Votação do craque da partida': on unless an organiser turns it off (ADR 039). */
export function CraqueVoteSwitch() {
  const settings = useCraqueSettings()
  const update = useUpdateCraqueSettings()
  if (!settings.data) return null
  const on = update.isPending ? update.variables.voteEnabled : settings.data.voteEnabled
  return (
    <Card className="mt-4">
      <CardContent className="flex flex-col gap-2 pt-4 sm:pt-6">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor="craque-vote-enabled" className="text-base">
            Votação do craque da partida
          </Label>
          <Switch
            id="craque-vote-enabled"
            checked={on}
            disabled={update.isPending}
            onCheckedChange={(voteEnabled) => update.mutate({ voteEnabled })}
          />
        </div>
        <p className="text-sm text-muted-foreground">
          Ao finalizar um BID, quem estava confirmado vota no craque por 24 horas.
        </p>
        {update.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(update.error)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  )
}

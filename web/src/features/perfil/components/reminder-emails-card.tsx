import { BellRing } from 'lucide-react'
import { Card, CardContent } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { useReminderEmails } from '../api/get-reminder-emails'
import { useUpdateReminderEmails } from '../api/update-reminder-emails'
import { PreferenceLoadError } from './preference-load-error'

export const REMINDER_EMAILS_LABEL = 'Receber lembretes por email'
// Everything the switch stops, as the server's recipients read it (reminders.repo, season openings,
// the skipped dates' notice).
const HINT =
  'Vale para o aviso de BID aberto, o aviso de data sem jogo, o lembrete dois dias antes de cada BID (com a previsão do tempo) e, para organizadores, o alerta de chuva. Avisos de BID cancelado ou remarcado chegam sempre.'

/** The member's own opt-out of the reminder emails, for the current pelada. */
export function ReminderEmailsCard({ className }: { className?: string }) {
  const setting = useReminderEmails()
  const update = useUpdateReminderEmails()
  return (
    <Card className={className}>
      <CardContent className="flex items-start gap-3 pt-4 sm:pt-6">
        <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor="reminder-emails" className="text-base leading-snug">
            {REMINDER_EMAILS_LABEL}
          </Label>
          <p id="reminder-emails-hint" className="text-sm text-muted-foreground">
            {HINT}
          </p>
          {setting.isError ? (
            <PreferenceLoadError
              retrying={setting.isFetching}
              onRetry={() => void setting.refetch()}
            />
          ) : null}
        </div>
        {setting.isPending ? (
          <Skeleton className="h-6 w-11 shrink-0 rounded-full" />
        ) : (
          <Switch
            id="reminder-emails"
            aria-describedby="reminder-emails-hint"
            checked={setting.data?.receiveReminderEmails ?? false}
            disabled={!setting.data || update.isPending}
            onCheckedChange={(receiveReminderEmails) => update.mutate({ receiveReminderEmails })}
          />
        )}
      </CardContent>
    </Card>
  )
}

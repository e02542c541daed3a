import { Mail } from 'lucide-react'
import type { EmailNoticesSetting } from '@bidfut/domain/contracts/reminders'
import { canManageSettings } from '@bidfut/domain/contracts/enums'
import { Card, CardContent } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { useSession } from '@/lib/session-store'
import { useEmailNotices } from '../api/get-email-notices'
import { useUpdateEmailNotices } from '../api/update-email-notices'
import { PreferenceLoadError } from './preference-load-error'

export const RESULT_EMAILS_LABEL = 'Email de BID finalizado'
export const DIGEST_EMAILS_LABEL = 'Resumo semanal por email'
const CHOICES: {
  field: keyof EmailNoticesSetting
  label: string
  hint: string
  organisers?: true
}[] = [
  {
    field: 'resultEmails',
    label: RESULT_EMAILS_LABEL,
    hint: 'Quando um BID em que você jogou é finalizado: o placar, os artilheiros e o link para votar no craque.',
  },
  {
    field: 'digestEmails',
    label: DIGEST_EMAILS_LABEL,
    hint: 'Toda segunda de manhã: os próximos jogos e as respostas, quem deve, os furões e quem entrou na pelada.',
    organisers: true,
  },
]

/**
 * The member's own choices for the emails that are not reminders (ADR 061), for the current
 * pelada; the weekly digest only for administrators and managers, who are the ones it goes to.
 */
export function EmailNoticesCard({ className }: { className?: string }) {
  const role = useSession()?.role
  const setting = useEmailNotices()
  const update = useUpdateEmailNotices()
  const shown = CHOICES.filter((choice) => !choice.organisers || canManageSettings(role))
  return (
    <Card className={className}>
      <CardContent className="flex flex-col gap-4 pt-4 sm:pt-6">
        {shown.map((choice) => (
          <div key={choice.field} className="flex items-start gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <Label htmlFor={`email-${choice.field}`} className="text-base leading-snug">
                {choice.label}
              </Label>
              <p id={`email-${choice.field}-hint`} className="text-sm text-muted-foreground">
                {choice.hint}
              </p>
            </div>
            {setting.isPending ? (
              <Skeleton className="h-6 w-11 shrink-0 rounded-full" />
            ) : (
              <Switch
                id={`email-${choice.field}`}
                aria-describedby={`email-${choice.field}-hint`}
                checked={setting.data?.[choice.field] ?? false}
                disabled={!setting.data || update.isPending}
                onCheckedChange={(on) => {
                  if (setting.data) update.mutate({ ...setting.data, [choice.field]: on })
                }}
              />
            )}
          </div>
        ))}
        {setting.isError ? (
          <PreferenceLoadError
            retrying={setting.isFetching}
            onRetry={() => void setting.refetch()}
          />
        ) : null}
      </CardContent>
    </Card>
  )
}

import { PageHeader } from '@/components/page-header'
import { LoadErrorAlert } from '@/components/query-status'
import { Card, CardContent } from '@/components/ui/card'
import { useSession } from '@/lib/session-store'
import { useDocumentTitle } from '@/lib/use-document-title'
import { SCHEDULE_LOAD_ERROR, useBidSchedule } from './api/get-bid-schedule'
import { SETTINGS_LOAD_ERROR, useGroupSettings } from './api/get-group-settings'
import { CraqueVoteSwitch } from './components/craque-vote-switch'
import { ActivitySection } from './components/activity-section'
import { GroupClosingCard } from './components/group-closing-card'
import { WhatsAppUsageCard } from './components/whatsapp-usage-card'
import { ScheduleForm } from './components/schedule-form'
import { SettingsForm } from './components/settings-form'
import { SettingsSkeleton } from './components/settings-skeleton'
import { FINANCE_SETTINGS_LOAD_ERROR, useFinanceSettings } from './api/get-finance-settings'
import { FinanceSettingsForm } from './components/finance-settings-form'
import { PspCard } from './components/psp-card'
import { errorMessage } from '@/lib/error-message'

/** /configuracoes (administrators and managers): the pelada's name, place, forecast and reminders. */
export function ConfiguracoesPage() {
  useDocumentTitle('Configurações da pelada')
  const settings = useGroupSettings()
  const role = useSession()?.role
  const schedule = useBidSchedule()

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title="Configurações da pelada"
        description="Nome, local dos BIDs, previsão do tempo, lembretes por email, agenda e financeiro."
      />
      {settings.isPending ? (
        <SettingsSkeleton />
      ) : settings.isError ? (
        <LoadErrorAlert
          title={SETTINGS_LOAD_ERROR}
          message={errorMessage(settings.error)}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <>
          <Card>
            <CardContent className="pt-4 sm:pt-6">
              <SettingsForm settings={settings.data} />
            </CardContent>
          </Card>
          <CraqueVoteSwitch />
        </>
      )}
      {/* The season (ADR 036): the weekly schedule and the mensalistas' window. */}
      <div className="mt-6">
        {schedule.isPending ? (
          <SettingsSkeleton />
        ) : schedule.isError ? (
          <LoadErrorAlert
            title={SCHEDULE_LOAD_ERROR}
            message={errorMessage(schedule.error)}
            onRetry={() => void schedule.refetch()}
            retrying={schedule.isFetching}
          />
        ) : (
          <Card>
            <CardContent className="pt-4 sm:pt-6">
              <ScheduleForm schedule={schedule.data} />
            </CardContent>
          </Card>
        )}
      </div>
      {/* The money (ADR 038): its own form and endpoint. */}
      <FinanceCard />
      {/* Charges paid by the bank (ADR 052): the group's PSP, the administrators' alone. */}
      {role === 'administrator' ? <PspCard className="mt-4" /> : null}
      {/* The month's WhatsApp messages and the cap (ADR 051). */}
      <WhatsAppUsageCard className="mt-4" />
      {/* The activity log (ADR 040): administrators and managers, like the page; read on open. */}
      <ActivitySection className="mt-4" />
      {/* Closing the group is the administrators' alone (ADR 040). */}
      {role === 'administrator' ? <GroupClosingCard className="mt-4" /> : null}
    </div>
  )
}

function FinanceCard() {
  const finance = useFinanceSettings()
  return finance.isPending ? (
    <SettingsSkeleton />
  ) : finance.isError ? (
    <LoadErrorAlert
      title={FINANCE_SETTINGS_LOAD_ERROR}
      message={errorMessage(finance.error)}
      onRetry={() => void finance.refetch()}
      retrying={finance.isFetching}
    />
  ) : (
    <Card className="mt-4">
      <CardContent className="pt-4 sm:pt-6">
        <FinanceSettingsForm current={finance.data} />
      </CardContent>
    </Card>
  )
}

import { PageHeader } from '@/components/page-header'
import { LoadErrorAlert } from '@/components/query-status'
import { Card, CardContent } from '@/components/ui/card'
import { useDocumentTitle } from '@/lib/use-document-title'
import { SCHEDULE_LOAD_ERROR, useBidSchedule } from './api/get-bid-schedule'
import { SETTINGS_LOAD_ERROR, useGroupSettings } from './api/get-group-settings'
import { ScheduleForm } from './components/schedule-form'
import { SettingsForm } from './components/settings-form'
import { SettingsSkeleton } from './components/settings-skeleton'

/** /configuracoes (administrators and managers): the pelada's name, place, forecast and reminders. */
export function ConfiguracoesPage() {
  useDocumentTitle('Configurações da pelada')
  const settings = useGroupSettings()
  const schedule = useBidSchedule()

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title="Configurações da pelada"
        description="Nome, local dos BIDs, previsão do tempo, lembretes por email e agenda."
      />
      {settings.isPending ? (
        <SettingsSkeleton />
      ) : settings.isError ? (
        <LoadErrorAlert
          title={SETTINGS_LOAD_ERROR}
          message={settings.error.message}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <Card>
          <CardContent className="pt-4 sm:pt-6">
            <SettingsForm settings={settings.data} />
          </CardContent>
        </Card>
      )}
      {/* The season (ADR 036): the weekly schedule and the mensalistas' window. */}
      <div className="mt-6">
        {schedule.isPending ? (
          <SettingsSkeleton />
        ) : schedule.isError ? (
          <LoadErrorAlert
            title={SCHEDULE_LOAD_ERROR}
            message={schedule.error.message}
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
    </div>
  )
}

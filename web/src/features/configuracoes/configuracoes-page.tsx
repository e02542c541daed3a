import { PageHeader } from '@/components/page-header'
import { LoadErrorAlert } from '@/components/query-status'
import { Card, CardContent } from '@/components/ui/card'
import { useDocumentTitle } from '@/lib/use-document-title'
import { SETTINGS_LOAD_ERROR, useGroupSettings } from './api/get-group-settings'
import { SettingsForm } from './components/settings-form'
import { SettingsSkeleton } from './components/settings-skeleton'
import { pageIntros } from '@/lib/page-intros'

/** /configuracoes (administrators and managers): the pelada's name, place, forecast and reminders. */
export function ConfiguracoesPage() {
  useDocumentTitle(pageIntros.configuracoes.title)
  const settings = useGroupSettings()

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader {...pageIntros.configuracoes} />
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
    </div>
  )
}

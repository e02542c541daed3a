import { LoadErrorAlert } from '@/components/query-status'

export const PANEL_ERROR_TITLE = 'Erro ao carregar dados'

/** A dashboard panel whose call failed: 'Erro ao carregar dados', which data, and a retry. */
export function PanelError({
  message,
  onRetry,
  retrying,
}: {
  message: string
  onRetry: () => void
  retrying: boolean
}) {
  return (
    <LoadErrorAlert
      title={PANEL_ERROR_TITLE}
      message={message}
      onRetry={onRetry}
      retrying={retrying}
    />
  )
}

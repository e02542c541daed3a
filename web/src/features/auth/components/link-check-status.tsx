import type { UseQueryResult } from '@tanstack/react-query'
import { LoadErrorAlert, LoadingStatus } from '@/components/query-status'
import { errorMessage } from '@/lib/error-message'
import { AuthCard } from './auth-card'

/** An emailed link's check on its way, or why it could not be made, in the page's card. */
export function LinkCheckStatus({ title, check }: { title: string; check: UseQueryResult }) {
  return (
    <AuthCard title={title}>
      {check.isError ? (
        <LoadErrorAlert
          title="Não foi possível verificar o link"
          message={errorMessage(check.error)}
          onRetry={() => void check.refetch()}
          retrying={check.isFetching}
        />
      ) : (
        <LoadingStatus label="Verificando link..." className="py-6" />
      )}
    </AuthCard>
  )
}

import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { formatClock } from '@/lib/format'
import { useNow } from '@/lib/use-now'
import type { PollingSettings } from '../api/get-current-bid'
import { syncAgeSeconds, syncAgeTone, type SyncAgeTone } from '../sync-age'
import { usePageVisible } from '../use-page-visible'

const toneClasses: Record<SyncAgeTone, string> = {
  green: 'text-green-700',
  yellow: 'text-yellow-700',
  red: 'text-red-700',
}

/** Collapsible facts about live sync, for when an organiser wonders whether the list is fresh. */
export function SyncDebugPanel({
  syncedAt,
  polling,
  pendingEdits,
  lastError,
}: {
  syncedAt: number
  polling: PollingSettings
  pendingEdits: number
  lastError: string | null
}) {
  const visible = usePageVisible()
  const pollingText = !polling.enabled ? 'Pausado' : visible ? 'Ativo' : 'Pausado (aba oculta)'
  return (
    <details className="group rounded-lg border bg-muted/40 text-sm">
      <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        Sincronização
      </summary>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 px-3 pb-3 sm:grid-cols-3 lg:grid-cols-5">
        <Fact label="Última sincronização">{formatClock(new Date(syncedAt))}</Fact>
        <Fact label="Idade da sincronização">
          <SyncAge syncedAt={syncedAt} />
        </Fact>
        <Fact label="Atualização automática">{pollingText}</Fact>
        <Fact label="Intervalo">{polling.intervalMs / 1000} s</Fact>
        <Fact label="Edições pendentes">{pendingEdits}</Fact>
      </dl>
      {lastError ? (
        <p className="px-3 pb-3 text-destructive">A última atualização falhou: {lastError}</p>
      ) : null}
    </details>
  )
}

function SyncAge({ syncedAt }: { syncedAt: number }) {
  const seconds = syncAgeSeconds(syncedAt, useNow())
  return <span className={cn('font-semibold', toneClasses[syncAgeTone(seconds)])}>{seconds} s</span>
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  )
}

import { useId } from 'react'
import { RefreshCw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/cn'
import { formatClock } from '@/lib/format'
import { POLL_INTERVALS_MS, type PollingSettings } from '../api/get-current-bid'

export function PollingControl({
  polling,
  onPollingChange,
  syncedAt,
  refreshing,
  onRefresh,
}: {
  polling: PollingSettings
  onPollingChange: (polling: PollingSettings) => void
  syncedAt: number
  refreshing: boolean
  onRefresh: () => void
}) {
  const switchId = useId()
  const intervalId = useId()
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-3 sm:justify-start sm:gap-x-5">
      <div className="flex items-center gap-2">
        <Switch
          id={switchId}
          checked={polling.enabled}
          onCheckedChange={(enabled) => onPollingChange({ ...polling, enabled })}
        />
        <Label htmlFor={switchId}>Atualização automática</Label>
      </div>
      {/* On a phone the interval sits beside the switch it belongs to: '30 s' says enough there. */}
      <div className="flex items-center gap-2">
        <Label htmlFor={intervalId} className="max-sm:sr-only">
          Intervalo
        </Label>
        <div className="w-24">
          <NativeSelect
            id={intervalId}
            value={polling.intervalMs}
            disabled={!polling.enabled}
            onChange={(event) =>
              onPollingChange({ ...polling, intervalMs: Number(event.target.value) })
            }
          >
            {POLL_INTERVALS_MS.map((ms) => (
              <option key={ms} value={ms}>
                {ms / 1000} s
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          // Not disabled while it runs: that would drop keyboard focus. A second press waits.
          aria-disabled={refreshing || undefined}
          className="aria-disabled:opacity-60"
          onClick={() => {
            if (!refreshing) onRefresh()
          }}
          aria-label="Atualizar agora"
        >
          <RefreshCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
          Atualizar
        </Button>
        <p className="text-sm text-muted-foreground tabular-nums">
          Última atualização: {formatClock(new Date(syncedAt))}
        </p>
      </div>
    </div>
  )
}

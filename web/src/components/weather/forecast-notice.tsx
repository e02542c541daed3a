import type { ReactNode } from 'react'
import { CalendarClock, CloudOff, RotateCw, Settings } from 'lucide-react'
import { Link } from 'react-router'
import { canManageSettings, isOrganiser } from '@bidfut/domain/contracts/enums'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { formatDayMonth } from '@/lib/format'
import { useSession } from '@/lib/session-store'
import type { ForecastAnswer } from '@/lib/weather-forecast'

export const FORECAST_UNAVAILABLE = 'Previsão não disponível'
export const FORECAST_NO_CITY_ORGANISER = 'Defina a cidade da pelada em Configurações'
export const FORECAST_NO_CITY_MEMBER = 'Previsão ainda não configurada para esta pelada'

/** No forecast: the city is missing, the game is too far away, or the provider failed. */
export function ForecastNotice({
  answer,
  retrying,
  onRetry,
  compact = false,
}: {
  /** null when the call failed (503). */
  answer: ForecastAnswer | null | undefined
  retrying: boolean
  onRetry: () => void
  compact?: boolean
}) {
  const role = useSession()?.role
  if (answer?.kind === 'no-city') {
    if (role && isOrganiser(role)) {
      return (
        <NoticeText icon={<Settings aria-hidden="true" />} compact={compact}>
          {canManageSettings(role) ? (
            <Link
              to="/configuracoes"
              className="font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              {FORECAST_NO_CITY_ORGANISER}
            </Link>
          ) : (
            FORECAST_NO_CITY_ORGANISER
          )}
        </NoticeText>
      )
    }
    return (
      <NoticeText icon={<CloudOff aria-hidden="true" />} compact={compact}>
        {FORECAST_NO_CITY_MEMBER}
      </NoticeText>
    )
  }
  if (answer?.kind === 'too-far') {
    return (
      <NoticeText icon={<CalendarClock aria-hidden="true" />} compact={compact}>
        Previsão disponível a partir de {formatDayMonth(answer.from)}
      </NoticeText>
    )
  }
  return (
    <div className={cn('flex flex-col items-start', compact ? 'gap-2' : 'gap-3')}>
      <NoticeText icon={<CloudOff aria-hidden="true" />} compact={compact}>
        {FORECAST_UNAVAILABLE}
      </NoticeText>
      {/* Not disabled while it reads: that would drop keyboard focus. A second press waits. */}
      <Button
        variant="outline"
        size="sm"
        aria-disabled={retrying || undefined}
        className="aria-disabled:opacity-60"
        onClick={() => {
          if (!retrying) onRetry()
        }}
      >
        <RotateCw aria-hidden="true" />
        Tentar novamente
      </Button>
    </div>
  )
}

function NoticeText({
  icon,
  compact,
  children,
}: {
  icon: ReactNode
  compact: boolean
  children: ReactNode
}) {
  return (
    <p
      className={cn(
        'flex items-start gap-2 text-muted-foreground [&>svg]:mt-0.5 [&>svg]:shrink-0',
        compact ? 'text-sm [&>svg]:size-4' : '[&>svg]:size-5',
      )}
    >
      {icon}
      <span className="min-w-0">{children}</span>
    </p>
  )
}

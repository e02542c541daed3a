import { useId } from 'react'
import { CloudSun, Droplets, History, MapPin, Umbrella } from 'lucide-react'
import type { WeatherForecast } from '@bidfut/domain/contracts/weather'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Progress } from '@/components/ui/progress'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { formatInteger } from '@/lib/format'
import { useKeepFocus } from '@/lib/use-keep-focus'
import { useNow } from '@/lib/use-now'
import { useWeatherForecast } from '@/lib/weather-forecast'
import { ForecastNotice } from './forecast-notice'
import {
  forecastAgeLabel,
  rainBadgeVariant,
  rainBarColour,
  rainRiskLabel,
  type RainBarColour,
} from '@/lib/weather-rules'

// A title that takes focus from code shows it as any control does, only to the keyboard.
const FOCUSABLE_TITLE = 'rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring'

const barColours: Record<RainBarColour, string> = {
  green: 'bg-green-600',
  yellow: 'bg-yellow-500',
  red: 'bg-red-600',
}

function degrees(value: number): string {
  return `${formatInteger(Math.round(value))}°C`
}

function percent(value: number): string {
  return `${formatInteger(Math.round(value))}%`
}

function clampRain(chanceOfRain: number): number {
  return Math.min(100, Math.max(0, chanceOfRain))
}

/** The /check-in weather card: the chosen open BID's forecast, or why there is none. */
export function WeatherCard({ bidDayId }: { bidDayId: number }) {
  const forecast = useWeatherForecast(bidDayId)
  const data = forecast.data?.kind === 'forecast' ? forecast.data.forecast : null
  const titleId = useId()
  const region = useKeepFocus<HTMLDivElement>()
  return (
    <Card ref={region} role="region" aria-labelledby={titleId}>
      <CardHeader>
        {/* Takes focus when 'Tentar novamente' brings the forecast and leaves with the notice. */}
        <CardTitle id={titleId} tabIndex={-1} data-focus-fallback className={FOCUSABLE_TITLE}>
          Previsão do tempo
        </CardTitle>
        {data ? (
          <CardDescription className="flex min-w-0 items-start gap-1">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">{data.place}</span>
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        {forecast.isPending ? (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">Carregando previsão...</span>
            <Skeleton className="h-12 w-40" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : data ? (
          <Forecast forecast={data} />
        ) : (
          <ForecastNotice
            answer={forecast.isError ? null : forecast.data}
            retrying={forecast.isFetching}
            onRetry={() => void forecast.refetch()}
          />
        )}
      </CardContent>
    </Card>
  )
}

/** The same forecast in a few lines, for /bid-atual's game info card and the dashboard's games. */
export function WeatherSummary({
  bidDayId,
  className,
  headingLevel = 3,
}: {
  bidDayId: number
  className?: string
  /** 4 inside a list whose games are headings of level 3. */
  headingLevel?: 3 | 4
}) {
  const forecast = useWeatherForecast(bidDayId)
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const data = forecast.data?.kind === 'forecast' ? forecast.data.forecast : null
  const titleId = useId()
  const region = useKeepFocus<HTMLElement>()
  return (
    <section
      ref={region}
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-2', className)}
    >
      <Heading
        id={titleId}
        tabIndex={-1}
        data-focus-fallback
        className={cn('text-xs font-medium text-muted-foreground uppercase', FOCUSABLE_TITLE)}
      >
        Previsão do tempo
      </Heading>
      {forecast.isPending ? (
        <div role="status" className="flex items-center gap-3">
          <span className="sr-only">Carregando previsão...</span>
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-4 w-40" />
        </div>
      ) : data ? (
        <CompactForecast forecast={data} />
      ) : (
        <ForecastNotice
          compact
          answer={forecast.isError ? null : forecast.data}
          retrying={forecast.isFetching}
          onRetry={() => void forecast.refetch()}
        />
      )}
    </section>
  )
}

function WeatherIcon({ forecast, className }: { forecast: WeatherForecast; className: string }) {
  return forecast.urlIcon ? (
    <img
      src={forecast.urlIcon}
      alt=""
      width={56}
      height={56}
      className={cn('shrink-0', className)}
    />
  ) : (
    <CloudSun aria-hidden="true" className={cn('shrink-0 text-primary', className)} />
  )
}

function StaleNote({ fetchedAt }: { fetchedAt: string }) {
  const now = useNow(60_000)
  return (
    <p className="flex items-center gap-1 text-xs text-muted-foreground">
      <History aria-hidden="true" className="size-3.5 shrink-0" />
      {forecastAgeLabel(fetchedAt, now)}
    </p>
  )
}

function RainBadge({ chanceOfRain }: { chanceOfRain: number }) {
  return <Badge variant={rainBadgeVariant(chanceOfRain)}>{rainRiskLabel(chanceOfRain)}</Badge>
}

function Forecast({ forecast }: { forecast: WeatherForecast }) {
  const rain = clampRain(forecast.chanceOfRain)
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <WeatherIcon forecast={forecast} className="size-14" />
        <div className="min-w-0">
          <p className="text-3xl font-bold tabular-nums">{degrees(forecast.temp)}</p>
          <p className="text-muted-foreground first-letter:uppercase">
            {forecast.conditionDescription}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Mín / Máx</dt>
          <dd className="font-medium tabular-nums">
            {degrees(forecast.tempMin)} / {degrees(forecast.tempMax)}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1 text-muted-foreground">
            <Droplets aria-hidden="true" className="size-4" />
            Umidade
          </dt>
          <dd className="font-medium tabular-nums">{percent(forecast.humidity)}</dd>
        </div>
      </dl>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="flex items-center gap-1 text-muted-foreground">
            <Umbrella aria-hidden="true" className="size-4" />
            Chance de chuva:{' '}
            <strong className="text-foreground tabular-nums">{percent(rain)}</strong>
          </span>
          <RainBadge chanceOfRain={rain} />
        </div>
        <Progress
          value={rain}
          aria-label="Chance de chuva"
          indicatorClassName={barColours[rainBarColour(rain)]}
        />
      </div>
      {forecast.stale ? <StaleNote fetchedAt={forecast.fetchedAt} /> : null}
    </div>
  )
}

function CompactForecast({ forecast }: { forecast: WeatherForecast }) {
  const rain = clampRain(forecast.chanceOfRain)
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-3">
        <WeatherIcon forecast={forecast} className="size-10" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-lg font-bold tabular-nums">{degrees(forecast.temp)}</span>
            <span className="text-sm text-muted-foreground tabular-nums">
              {degrees(forecast.tempMin)} / {degrees(forecast.tempMax)}
            </span>
          </p>
          <p className="text-sm break-words text-muted-foreground first-letter:uppercase">
            {forecast.conditionDescription} · {forecast.place}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="flex items-center gap-1 text-muted-foreground">
          <Umbrella aria-hidden="true" className="size-4" />
          Chuva: <strong className="text-foreground tabular-nums">{percent(rain)}</strong>
        </span>
        <RainBadge chanceOfRain={rain} />
      </div>
      {forecast.stale ? <StaleNote fetchedAt={forecast.fetchedAt} /> : null}
    </div>
  )
}

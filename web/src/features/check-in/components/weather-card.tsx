import { CloudOff, CloudSun, Droplets, RotateCw, Umbrella } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Progress } from '@/components/ui/progress'
import { Skeleton } from '@/components/ui/skeleton'
import { formatInteger } from '@/lib/format'
import { useWeatherForecast, type WeatherForecast } from '../api/get-weather-forecast'
import {
  rainBadgeVariant,
  rainBarColour,
  rainRiskLabel,
  type RainBarColour,
} from '../weather-rules'

const barColours: Record<RainBarColour, string> = {
  green: 'bg-green-600',
  yellow: 'bg-yellow-500',
  red: 'bg-red-600',
}

function degrees(value: number): string {
  return `${formatInteger(Math.round(value))}°C`
}

export function WeatherCard({ bidDayId }: { bidDayId: number }) {
  const forecast = useWeatherForecast(bidDayId)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Previsão do tempo</CardTitle>
      </CardHeader>
      <CardContent>
        {forecast.isPending ? (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">Carregando previsão...</span>
            <Skeleton className="h-12 w-40" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : forecast.data ? (
          <Forecast forecast={forecast.data} />
        ) : (
          <div className="flex flex-col items-start gap-3">
            <p className="flex items-center gap-2 text-muted-foreground">
              <CloudOff aria-hidden="true" className="size-5" />
              Previsão não disponível
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={forecast.isFetching}
              onClick={() => void forecast.refetch()}
            >
              <RotateCw aria-hidden="true" />
              Tentar novamente
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  )
}

function Forecast({ forecast }: { forecast: WeatherForecast }) {
  const rain = Math.min(100, Math.max(0, forecast.chanceOfRain))
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        {forecast.urlIcon ? (
          <img src={forecast.urlIcon} alt="" width={56} height={56} className="size-14 shrink-0" />
        ) : (
          <CloudSun aria-hidden="true" className="size-14 shrink-0 text-primary" />
        )}
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
          <dd className="font-medium tabular-nums">
            {formatInteger(Math.round(forecast.humidity))}%
          </dd>
        </div>
      </dl>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="flex items-center gap-1 text-muted-foreground">
            <Umbrella aria-hidden="true" className="size-4" />
            Chance de chuva:{' '}
            <strong className="text-foreground tabular-nums">
              {formatInteger(Math.round(rain))}%
            </strong>
          </span>
          <Badge variant={rainBadgeVariant(rain)}>{rainRiskLabel(rain)}</Badge>
        </div>
        <Progress
          value={rain}
          aria-label="Chance de chuva"
          indicatorClassName={barColours[rainBarColour(rain)]}
        />
      </div>
    </div>
  )
}

import type { ReactNode } from 'react'
import { CalendarDays, Clock, MapPin } from 'lucide-react'
import { cn } from '@/lib/cn'
import { capitalise, formatDate, formatLongDate, formatTime } from '@/lib/format'

/** A BID's date, time and place; `withShortDate` puts 28/11/2026 above the weekday. */
export function BidWhenWhere({
  bid: { dayOfMatch, location },
  withShortDate = false,
  className,
}: {
  bid: { dayOfMatch: string; location: string | null }
  withShortDate?: boolean
  className?: string
}) {
  const longDate = capitalise(formatLongDate(dayOfMatch))
  return (
    <dl className={cn('grid gap-3 sm:grid-cols-3', className)}>
      <Detail icon={CalendarDays} label="Data">
        {withShortDate ? (
          <>
            {formatDate(dayOfMatch)}
            <span className="block text-sm font-normal text-muted-foreground">{longDate}</span>
          </>
        ) : (
          longDate
        )}
      </Detail>
      <Detail icon={Clock} label="Horário">
        {formatTime(dayOfMatch)}
      </Detail>
      <Detail icon={MapPin} label="Local">
        {location || 'Local a definir'}
      </Detail>
    </dl>
  )
}

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Clock
  label: string
  children: ReactNode
}) {
  // dt and dd sit directly in this div: a <dl> allows nothing else around its pairs.
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground uppercase">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {label}
      </dt>
      <dd className="mt-0.5 pl-5.5 font-medium break-words">{children}</dd>
    </div>
  )
}

import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'

/**
 * One number of a summary row, as a term and its value: place the cards inside a <dl>. A failed
 * load shows '--' and why, in the card itself, so the other cards keep their numbers.
 */
export function StatCard({
  label,
  icon: Icon,
  value,
  hint,
  error,
  loading = false,
  children,
  childrenPlaceholder,
  className,
}: {
  label: string
  icon: LucideIcon
  value: ReactNode
  /** One line on what the number counts. */
  hint?: ReactNode
  error?: string | null
  loading?: boolean
  /** Extra content under the value, e.g. a small chart. */
  children?: ReactNode
  /** Classes of a skeleton that holds the children's place while loading, so nothing shifts. */
  childrenPlaceholder?: string
  className?: string
}) {
  return (
    <Card className={cn('flex min-w-0 flex-col gap-1.5 p-3 sm:p-4', className)}>
      <dt className="flex items-start gap-1.5 text-sm leading-tight font-medium text-muted-foreground">
        <Icon aria-hidden="true" className="mt-px size-4 shrink-0 text-primary" />
        <span className="min-w-0">{label}</span>
      </dt>
      <dd aria-busy={loading || undefined} className="flex min-w-0 flex-1 flex-col gap-1">
        {loading ? (
          <Skeleton className="h-8 w-16" />
        ) : (
          <span className="text-2xl font-bold tracking-tight break-words tabular-nums sm:text-3xl">
            {error ? '--' : value}
          </span>
        )}
        {error ? (
          <span className="text-xs font-medium text-destructive">{error}</span>
        ) : hint ? (
          <span className="text-xs leading-snug text-muted-foreground">{hint}</span>
        ) : null}
        {loading && childrenPlaceholder ? <Skeleton className={childrenPlaceholder} /> : null}
        {!loading && !error ? children : null}
      </dd>
    </Card>
  )
}

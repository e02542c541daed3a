import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { cn } from '@/lib/cn'

/** What a list or panel shows when there is nothing to list yet. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  className,
}: {
  icon: LucideIcon
  title: string
  children?: ReactNode
  action?: ReactNode
  className?: string
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-8 text-center text-muted-foreground',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-8" />
      <p className="font-medium text-foreground">{title}</p>
      {children ? <div className="text-sm">{children}</div> : null}
      {action}
    </div>
  )
}

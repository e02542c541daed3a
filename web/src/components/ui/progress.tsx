import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export type ProgressProps = ComponentProps<'div'> & {
  /** 0–100; values outside are clamped. */
  value: number
  /** Classes for the filled part, e.g. its colour. */
  indicatorClassName?: string
}

export function Progress({ value, className, indicatorClassName, ...props }: ProgressProps) {
  const percent = Math.min(100, Math.max(0, value))
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div
        className={cn('h-full rounded-full bg-primary transition-[width]', indicatorClassName)}
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}

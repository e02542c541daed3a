import type { ComponentProps } from 'react'
import { LoaderCircle } from 'lucide-react'
import { cn } from '@/lib/cn'

export function Spinner({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin', className)} {...props} />
  )
}

export function FullScreenSpinner({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-background"
    >
      <Spinner className="size-10 text-primary" />
      <p className="text-base font-medium text-muted-foreground">{label}</p>
    </div>
  )
}

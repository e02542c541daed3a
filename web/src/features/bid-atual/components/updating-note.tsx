import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'

/** 'Atualizando...' while a row's edit saves; `compact` keeps only the spinner in sight. */
export function UpdatingNote({ compact = false }: { compact?: boolean }) {
  return (
    <span role="status" className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <Spinner className="size-3.5" />
      <span className={cn(compact && 'sr-only')}>Atualizando...</span>
    </span>
  )
}

import { Spinner } from '@/components/ui/spinner'

export function UpdatingNote() {
  return (
    <span role="status" className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <Spinner className="size-3.5" />
      Atualizando...
    </span>
  )
}

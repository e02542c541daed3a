import { Button } from '@/components/ui/button'

/** A /perfil preference that could not be read: says so, with a retry (off while it retries). */
export function PreferenceLoadError({
  retrying,
  onRetry,
}: {
  retrying: boolean
  onRetry: () => void
}) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-destructive">Não foi possível carregar sua preferência.</span>
      <Button variant="outline" size="sm" disabled={retrying} onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  )
}

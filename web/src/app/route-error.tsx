import { useEffect } from 'react'
import { useRouteError } from 'react-router'
import { Button } from '@/components/ui/button'

/**
 * Last resort, for the frame itself (header, layout) failing: a screen's own failure shows inside
 * the frame instead (`screen-error.tsx`, ADR 033).
 */
export function RouteError() {
  const error = useRouteError()
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold tracking-tight">Algo deu errado</h1>
      <p className="max-w-md text-muted-foreground">
        Não foi possível carregar esta página. Verifique sua conexão e tente novamente.
      </p>
      <Button onClick={() => window.location.reload()}>Tentar novamente</Button>
    </main>
  )
}

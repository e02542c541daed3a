import { useEffect } from 'react'
import { useRouteError } from 'react-router'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { isFailedDownload, useServerReturn } from './use-server-return'

/** Last resort for render errors and pages whose code failed to download. */
export function RouteError() {
  const error = useRouteError()
  const serverAway = useServerReturn(isFailedDownload(error))
  useEffect(() => {
    console.error(error)
  }, [error])
  if (serverAway) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-bold tracking-tight">Sem conexão com o servidor</h1>
        <p role="status" className="flex max-w-md items-center gap-2 text-muted-foreground">
          <Spinner className="shrink-0 text-primary" />
          Tentando de novo… a página volta sozinha quando ele responder.
        </p>
      </main>
    )
  }
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

import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { CircleAlert, RotateCw, WifiOff } from 'lucide-react'
import { Link, useLocation, useNavigate, useRouteError } from 'react-router'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useSession } from '@/lib/session-store'
import { useDocumentTitle } from '@/lib/use-document-title'
import { isFailedDownload, serverAnswers } from './server-probe'

export const SCREEN_ERROR_TITLE = 'Não foi possível abrir esta tela'
const SERVER_AWAY = 'Sem conexão com o servidor. Confira sua internet e toque em Tentar de novo.'
const STILL_AWAY = 'Ainda sem conexão com o servidor. Tente de novo em instantes.'
const SOMETHING_FAILED = 'Algo deu errado nesta tela. Tente de novo ou volte ao início.'

type Server = 'unknown' | 'answers' | 'away' | 'still-away'

/**
 * A screen that failed, drawn inside the frame (ADR 033): the header and the bottom bar stay, so
 * the person can go elsewhere; 'Tentar de novo' retries this screen and 'Voltar ao início' goes
 * to the person's home screen.
 *
 * - Its code did not download (server away, or a deploy replaced the file): the router keeps the
 *   failed import for good, so only a reload fetches it again, and only a server that answers can
 *   send it. 'Tentar de novo' asks the server first and reloads once it answers.
 * - It threw while drawing: 'Tentar de novo' marks every query stale (the screen's own ones
 *   refetch as it mounts again) and opens the same address again, which resets the boundary.
 */
export function ScreenError() {
  useDocumentTitle(SCREEN_ERROR_TITLE)
  const error = useRouteError()
  const failedDownload = isFailedDownload(error)
  const queryClient = useQueryClient()
  const location = useLocation()
  const navigate = useNavigate()
  const session = useSession()
  const [server, setServer] = useState<Server>('unknown')
  const [retrying, setRetrying] = useState(false)
  const busy = useRef(false)

  useEffect(() => {
    console.error(error)
  }, [error])

  useEffect(() => {
    if (!failedDownload) return
    let stopped = false
    void serverAnswers().then((answers) => {
      if (!stopped) setServer(answers ? 'answers' : 'away')
    })
    return () => {
      stopped = true
    }
  }, [failedDownload])

  async function retry() {
    if (busy.current) return
    if (!failedDownload) {
      void queryClient.invalidateQueries()
      // The same address again: a new location resets the router's boundary.
      void navigate(location, { replace: true, preventScrollReset: true })
      return
    }
    busy.current = true
    setRetrying(true)
    const answers = await serverAnswers()
    if (answers) {
      window.location.reload()
      return
    }
    busy.current = false
    setRetrying(false)
    setServer('still-away')
  }

  const away = server === 'away' || server === 'still-away'
  const Icon = away ? WifiOff : CircleAlert
  const message =
    server === 'still-away' ? STILL_AWAY : server === 'away' ? SERVER_AWAY : SOMETHING_FAILED
  // Signed in, home is the dashboard; a visitor's is the landing, outside the app (ADR 008).
  const home = session ? '/dashboard' : '/'

  return (
    <section
      aria-labelledby="screen-error-title"
      className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 id="screen-error-title" className="text-2xl font-bold tracking-tight">
        {SCREEN_ERROR_TITLE}
      </h1>
      {/* A live region, so a retry that finds the server still away is announced. */}
      <p role="status" className="text-muted-foreground">
        {server === 'unknown' && failedDownload ? '' : message}
      </p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        {/* Never disabled while it asks: a disabled button would drop the keyboard focus. */}
        <Button aria-busy={retrying || undefined} onClick={() => void retry()}>
          {retrying ? <Spinner /> : <RotateCw aria-hidden="true" />}
          Tentar de novo
        </Button>
        <Button asChild variant="outline">
          <Link to={home} reloadDocument={!session}>
            Voltar ao início
          </Link>
        </Button>
      </div>
    </section>
  )
}

import { useEffect, useRef, useSyncExternalStore } from 'react'
import { CircleAlert } from 'lucide-react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { LoadingStatus } from '@/components/query-status'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/error-message'
import { adoptJoinOutcome } from '@/lib/pending-claim'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useFinishGoogle } from './api/finish-google'
import { AuthCard } from './components/auth-card'

const noChanges = () => () => {}

/**
 * /entrar/google: where Google sends the browser back after 'Entrar com Google' (ADR 049). This
 * page finishes the person's own tap at once: the code works only with the cookie this browser
 * got on that tap, once, so opening the address anywhere else does nothing (ADR 024's rule is
 * about links people receive; this one is nobody's to receive).
 */
export function GoogleReturnPage() {
  useDocumentTitle('Entrar com Google')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const finish = useFinishGoogle()
  const started = useRef(false)
  const code = params.get('code')
  const state = params.get('state')
  const denied = params.get('error')

  useEffect(() => {
    if (started.current || !code || !state) return
    started.current = true
    finish.mutate(
      { code, state, ...(params.get('iss') ? { iss: params.get('iss')! } : {}) },
      { onSuccess: (outcome) => void navigate(adoptJoinOutcome(outcome), { replace: true }) },
    )
  }, [code, state, params, finish, navigate])

  // Drawn at build time too, where there is no address to read: the loading state then.
  const inBrowser = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )
  const problem = !inBrowser
    ? null
    : denied !== null || !code || !state
      ? 'O Google não confirmou o login. Tente de novo.'
      : finish.isError
        ? errorMessage(finish.error)
        : null
  return (
    <AuthCard title="Entrar com Google">
      {problem ? (
        <div className="flex flex-col gap-4">
          <Alert variant="destructive" role="alert">
            <CircleAlert aria-hidden="true" />
            <AlertTitle>Não foi possível entrar</AlertTitle>
            <AlertDescription>
              <p>{problem}</p>
            </AlertDescription>
          </Alert>
          <Button asChild>
            <Link to="/login">Voltar ao login</Link>
          </Button>
        </div>
      ) : (
        <LoadingStatus label="Entrando..." className="py-6" />
      )}
    </AuthCard>
  )
}

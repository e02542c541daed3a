import { MailCheck } from 'lucide-react'
import { Link } from 'react-router'
import { authLinkClass } from './auth-card'

/**
 * /registro once sent: nothing exists yet. The link emailed to the address creates the account,
 * so the page says where to look (ADR 026).
 */
export function SignupSent({ email, message }: { email: string; message: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 text-center">
      <MailCheck aria-hidden="true" className="size-12 text-primary" />
      <h2 className="text-xl font-semibold">Confira o seu email</h2>
      <p>{message}</p>
      <p className="text-sm break-words text-muted-foreground">
        Abra o link que enviamos para <strong className="text-foreground">{email}</strong> e toque
        em &quot;Confirmar cadastro&quot;. Não chegou? Veja a caixa de spam ou envie o cadastro de
        novo daqui a 1 minuto.
      </p>
      <p className="text-sm text-muted-foreground">
        Já tem conta?{' '}
        <Link to="/login" className={authLinkClass}>
          Entrar
        </Link>
      </p>
    </div>
  )
}

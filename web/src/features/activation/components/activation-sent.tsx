import { MailCheck } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'

/**
 * The form was sent: the account exists only once the person taps 'Confirmar cadastro' in the
 * email, which proves the address is theirs (ADR 026).
 */
export function ActivationSent({ email, message }: { email: string; message: string }) {
  return (
    <Card role="status">
      <CardHeader className="items-center text-center">
        <MailCheck aria-hidden="true" className="size-12 text-primary" />
        <h1 className="text-2xl font-bold tracking-tight">Confira o seu email</h1>
        <CardDescription className="text-base">{message}</CardDescription>
      </CardHeader>
      <CardContent className="text-center text-sm break-words text-muted-foreground">
        Abra o link que enviamos para <strong className="text-foreground">{email}</strong> e toque
        em &quot;Confirmar cadastro&quot; para concluir. Não chegou? Veja a caixa de spam.
      </CardContent>
    </Card>
  )
}

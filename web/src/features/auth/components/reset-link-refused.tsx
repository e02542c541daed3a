import { CircleAlert } from 'lucide-react'
import { Link } from 'react-router'
import type { ResetLinkState } from '@bidfut/domain/contracts/profile'
import { Button } from '@/components/ui/button'
import { AuthCard, authLinkClass } from './auth-card'

type Refusal = Exclude<ResetLinkState, 'valid'>

const reasons: Record<Refusal, { title: string; detail: string }> = {
  used: {
    title: 'Este link já foi usado',
    detail: 'A senha já foi redefinida com ele. Se precisar trocá-la de novo, peça um novo link.',
  },
  expired: {
    title: 'Este link expirou',
    detail:
      'Os links de redefinição valem por 1 hora, e só o último pedido vale. Peça um novo link.',
  },
  unknown: {
    title: 'Link inválido',
    detail: 'Confira se o endereço foi copiado inteiro do email, ou peça um novo link.',
  },
}

/** Why a reset link no longer works, in place of a form that could not succeed. */
export function ResetLinkRefused({ state }: { state: Refusal }) {
  const { title, detail } = reasons[state]
  return (
    <AuthCard title="Redefinir senha">
      <div role="alert" className="flex flex-col items-center gap-4 text-center">
        <CircleAlert aria-hidden="true" className="size-10 text-destructive" />
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{detail}</p>
        <Button asChild className="w-full">
          <Link to="/esqueci-senha">Pedir um novo link</Link>
        </Button>
        <Link to="/login" className={`${authLinkClass} text-sm`}>
          Voltar para o login
        </Link>
      </div>
    </AuthCard>
  )
}

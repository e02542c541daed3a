import { CircleCheck } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'

/** After joining the group with the account the person already had. */
export function ActivationSuccess() {
  return (
    <Card role="status">
      <CardHeader className="items-center text-center">
        <CircleCheck aria-hidden="true" className="size-12 text-primary" />
        <h1 className="text-2xl font-bold tracking-tight">
          Pronto! Você já pode entrar com sua conta.
        </h1>
        <CardDescription className="text-base">
          A pelada agora faz parte da sua conta. Se você já participa de outra, troque entre elas
          pelo menu do seu perfil, em &quot;Trocar de pelada&quot;.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button asChild>
          <Link to="/login">Ir para o login</Link>
        </Button>
      </CardContent>
    </Card>
  )
}

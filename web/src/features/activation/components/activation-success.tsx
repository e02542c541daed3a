import { CircleCheck } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'

/** After activating a new account, or after joining the group with an existing one. */
export function ActivationSuccess({ joined = false }: { joined?: boolean }) {
  return (
    <Card role="status">
      <CardHeader className="items-center text-center">
        <CircleCheck aria-hidden="true" className="size-12 text-primary" />
        <h1 className="text-2xl font-bold tracking-tight">
          {joined ? 'Pronto! Você já pode entrar com sua conta.' : 'Conta ativada com sucesso!'}
        </h1>
        <CardDescription className="text-base">
          {joined
            ? 'A pelada agora faz parte da sua conta. Se você já participa de outra, troque entre elas pelo menu do seu perfil, em "Trocar de pelada".'
            : 'Você será levado para o login em instantes. Entre com seu email e a nova senha.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button asChild variant={joined ? 'default' : 'outline'}>
          <Link to="/login">{joined ? 'Ir para o login' : 'Ir para o login agora'}</Link>
        </Button>
      </CardContent>
    </Card>
  )
}

import { CircleCheck } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'

export function ActivationSuccess() {
  return (
    <Card role="status">
      <CardHeader className="items-center text-center">
        <CircleCheck aria-hidden="true" className="size-12 text-primary" />
        <h1 className="text-2xl font-bold tracking-tight">Conta ativada com sucesso!</h1>
        <CardDescription className="text-base">
          Você será levado para o login em instantes. Entre com seu email e a nova senha.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button asChild variant="outline">
          <Link to="/login">Ir para o login agora</Link>
        </Button>
      </CardContent>
    </Card>
  )
}

import { CircleAlert } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'

export function ActivationError({ message }: { message: string }) {
  return (
    <Card role="alert">
      <CardHeader className="items-center text-center">
        <CircleAlert aria-hidden="true" className="size-12 text-destructive" />
        <h1 className="text-2xl font-bold tracking-tight">Erro na Ativação</h1>
        <CardDescription className="text-base">{message}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-3 text-center">
        <p className="text-sm text-muted-foreground">
          O link pode ter expirado ou já ter sido usado. Peça um novo link ao organizador da pelada.
        </p>
        <Button asChild>
          <Link to="/login">Ir para o login</Link>
        </Button>
      </CardContent>
    </Card>
  )
}

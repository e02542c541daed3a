import { CalendarCheck, ChartColumn, Shuffle } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useSession } from '@/lib/session-store'
import { useDocumentTitle } from '@/lib/use-document-title'

const highlights = [
  { icon: CalendarCheck, text: 'Check-in dos jogadores com 24 vagas por BID' },
  { icon: Shuffle, text: 'Sorteio de times equilibrados por habilidade e posição' },
  { icon: ChartColumn, text: 'Gols, assistências, histórico e ranking de artilheiros' },
]

export function LandingPage() {
  useDocumentTitle('')
  const session = useSession()

  const actions = session ? (
    <Button asChild size="lg">
      <Link to="/dashboard">Ir para o Dashboard</Link>
    </Button>
  ) : (
    <>
      <Button asChild size="lg">
        <Link to="/login">Login</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to="/registro">Registro</Link>
      </Button>
    </>
  )

  return (
    <div className="flex flex-col gap-10 py-4 sm:py-10">
      <section
        aria-labelledby="hero-title"
        className="flex flex-col items-center gap-5 text-center"
      >
        <h1
          id="hero-title"
          className="text-4xl font-extrabold tracking-tight text-primary sm:text-6xl"
        >
          Bidfut
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground sm:text-xl">
          Organize a sua pelada sem planilha: presença, sorteio de times equilibrados e estatísticas
          de cada jogo em um só lugar.
        </p>
        <div className="flex flex-wrap justify-center gap-3">{actions}</div>
      </section>

      <section aria-label="O que o Bidfut faz" className="mx-auto w-full max-w-3xl">
        <ul className="grid gap-3 sm:grid-cols-3">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 rounded-lg border bg-card p-4 text-sm">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="pricing-title" className="mx-auto w-full max-w-sm">
        <Card className="text-center">
          <CardHeader className="items-center">
            <Badge variant="secondary">Plano Full</Badge>
            <CardTitle id="pricing-title" className="text-2xl font-bold sm:text-3xl">
              R$ 39,90 por mês
            </CardTitle>
            <CardDescription className="text-base">primeiros 3 meses grátis</CardDescription>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">
            Um único plano com todas as funcionalidades para o seu grupo.
          </CardContent>
        </Card>
      </section>
    </div>
  )
}

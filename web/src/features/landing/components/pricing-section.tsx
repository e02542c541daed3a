import { Check, Send } from 'lucide-react'
import { cn } from '@/lib/cn'
import { landingData, landingIds } from '../landing-dom'
import { buttonStyles, focusRing, Section, SectionHeading } from './landing-ui'

const included = [
  'Check-in com as vagas do seu campo e lista de espera automática',
  'Sorteio de times equilibrados',
  'Estatísticas, histórico e ranking de artilheiros',
  'BID ao vivo para organizadores e editores',
  'Lembretes por email com previsão do tempo',
  'Cadastro de jogadores com links de ativação',
]

export function PricingSection() {
  return (
    <Section id={landingIds.pricing} aria-labelledby="pricing-title" className="bg-muted/60">
      <SectionHeading id="pricing-title" eyebrow="Preço" title="Um plano, tudo incluído">
        Um valor para o grupo inteiro, não por jogador.
      </SectionHeading>
      <article
        aria-labelledby="plan-title"
        className="relative mx-auto mt-12 w-full max-w-md overflow-hidden rounded-2xl border-2 border-primary bg-card p-6 shadow-xl sm:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="plan-title" className="text-xl font-bold">
            Plano Full
          </h3>
          <p className="rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground">
            primeiros 3 meses grátis
          </p>
        </div>
        <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
          <span className="text-4xl font-extrabold tracking-tight whitespace-nowrap sm:text-5xl">
            R$ 39,90
          </span>
          <span className="text-lg text-muted-foreground">por mês</span>
        </p>
        <p className="mt-2 text-sm text-muted-foreground">Você só paga a partir do quarto mês.</p>
        <ul className="mt-6 space-y-3">
          {included.map((item) => (
            <li key={item} className="flex gap-3">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <a
          href={`#${landingIds.contact}`}
          {...{ [landingData.pricingCta]: '' }}
          className={cn(buttonStyles.primary, 'mt-8 h-12 w-full text-base')}
        >
          <Send aria-hidden="true" />
          Quero o Plano Full
        </a>
        <p className="mt-4 text-center text-sm text-muted-foreground">
          Prefere começar agora?{' '}
          <a
            href="/registro"
            className={cn(
              'rounded-sm font-semibold text-primary underline underline-offset-4',
              focusRing,
            )}
          >
            Crie a sua pelada
          </a>
        </p>
      </article>
    </Section>
  )
}

import { Activity, CalendarCheck, CloudSun, Shuffle, Trophy, UserPlus } from 'lucide-react'
import { landingIds } from '../landing-dom'
import { Section, SectionHeading } from './landing-ui'

/** The feature cards; the counters count them, so the two never disagree. */
export const services = [
  {
    icon: CalendarCheck,
    title: 'Check-in pelo celular',
    text: 'Cada jogador confirma presença, avisa ausência ou lesão. Vagas do tamanho do campo (de 6 a 60) e lista de espera que anda sozinha.',
  },
  {
    icon: Shuffle,
    title: 'Sorteio de times equilibrados',
    text: 'Times montados pela habilidade e posição de cada um, com prioridade para os mensalistas e regra para o avulso craque.',
  },
  {
    icon: Trophy,
    title: 'Estatísticas e artilharia',
    text: 'Gols, assistências, desarmes, defesas e time da semana. Dashboard, histórico e ranking de artilheiros da temporada e do mês.',
  },
  {
    icon: Activity,
    title: 'BID ao vivo',
    text: 'O organizador acompanha as confirmações em tempo real, ajusta status, inclui avulsos e lança os números do jogo na hora.',
  },
  {
    icon: CloudSun,
    title: 'Lembretes com previsão do tempo',
    text: 'Dois dias antes do jogo, cada jogador recebe um email com o lembrete e a previsão do tempo para o horário da partida.',
  },
  {
    icon: UserPlus,
    title: 'Cadastro de jogadores',
    text: 'Mensalistas, goleiros e avulsos num só cadastro, com link de ativação para cada um criar a própria conta.',
  },
]

export function ServicesSection() {
  return (
    <Section id={landingIds.services} aria-labelledby="services-title" className="bg-muted/60">
      <SectionHeading
        id="services-title"
        eyebrow="Funcionalidades"
        title="Tudo o que a sua pelada precisa"
      >
        Do primeiro check-in da semana ao ranking do fim do ano, sem planilha e sem conta de cabeça.
      </SectionHeading>
      <ul className="mx-auto mt-12 grid w-full max-w-6xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold">{title}</h3>
            <p className="mt-2 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

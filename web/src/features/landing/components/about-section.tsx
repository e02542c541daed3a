import { CircleCheck } from 'lucide-react'
import { landingIds } from '../landing-dom'
import type { GalleryImage } from '../gallery-images'
import { Section } from './landing-ui'

const points = [
  {
    title: 'Quem vai, em segundos',
    text: 'Cada jogador confirma, avisa ausência ou lesão pelo celular. As vagas do seu campo se preenchem sozinhas.',
  },
  {
    title: 'Times justos, sem discussão',
    text: 'O sorteio equilibra habilidade e posição e dá prioridade aos mensalistas.',
  },
  {
    title: 'Números que viram resenha',
    text: 'Gols, assistências, desarmes, defesas e o time da semana de cada BID, para sempre no histórico.',
  },
]

export function AboutSection({ screenshot }: { screenshot: GalleryImage }) {
  return (
    <Section id={landingIds.about} aria-labelledby="about-title">
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Sobre</p>
          <h2
            id="about-title"
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            Feito para quem organiza a pelada toda semana
          </h2>
          <p className="mt-4 text-base text-pretty text-muted-foreground sm:text-lg">
            Quem vai, quem não vai, quem fica de fora, quem joga em qual time. O Bidfut tira esse
            trabalho do organizador e deixa o jogo mais justo para todo mundo: cada partida é um
            BID, com check-in, sorteio e estatísticas no mesmo lugar.
          </p>
          <ul className="mt-8 space-y-5">
            {points.map((point) => (
              <li key={point.title} className="flex gap-3">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
                <div>
                  <h3 className="font-semibold">{point.title}</h3>
                  <p className="mt-1 text-muted-foreground">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <figure className="overflow-hidden rounded-xl border bg-muted shadow-xl">
          <div aria-hidden="true" className="flex items-center gap-1.5 border-b bg-white px-3 py-2">
            <span className="size-2.5 rounded-full bg-red-400" />
            <span className="size-2.5 rounded-full bg-amber-400" />
            <span className="size-2.5 rounded-full bg-green-500" />
          </div>
          <img
            src={screenshot.src}
            srcSet={screenshot.srcset}
            sizes="(min-width: 1152px) 560px, (min-width: 1024px) 48vw, calc(100vw - 2rem)"
            width={screenshot.width}
            height={screenshot.height}
            alt={screenshot.alt}
            loading="lazy"
            decoding="async"
            className="h-auto w-full"
          />
        </figure>
      </div>
    </Section>
  )
}

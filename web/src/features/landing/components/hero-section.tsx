import { ArrowRight, Images } from 'lucide-react'
import { cn } from '@/lib/cn'
import { landingIds } from '../landing-dom'
import type { GalleryImage } from '../gallery-images'
import { focusRingOnDark } from './landing-ui'

/** A phone bezel around a real screenshot of the app. */
export function PhoneFrame({
  image,
  sizes,
  priority = false,
  className,
}: {
  image: GalleryImage
  sizes: string
  priority?: boolean
  className?: string
}) {
  return (
    <div
      className={cn(
        'rounded-[2.25rem] border border-white/15 bg-slate-950 p-2.5 shadow-2xl shadow-black/40',
        className,
      )}
    >
      <img
        src={image.src}
        srcSet={image.srcset}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className="h-auto w-full rounded-[1.75rem] bg-white"
      />
    </div>
  )
}

/** Touchline, halfway line and centre circle, faint behind the hero. */
function PitchLines() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 600 400"
      preserveAspectRatio="xMidYMid slice"
      className="pointer-events-none absolute inset-0 size-full text-white/[0.07]"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
    >
      <rect x="20" y="20" width="560" height="360" />
      <line x1="300" y1="20" x2="300" y2="380" />
      <circle cx="300" cy="200" r="60" />
      <rect x="20" y="110" width="80" height="180" />
      <rect x="500" y="110" width="80" height="180" />
    </svg>
  )
}

export function HeroSection({ front, back }: { front: GalleryImage; back: GalleryImage }) {
  return (
    <section
      id={landingIds.hero}
      aria-labelledby="hero-title"
      className="relative scroll-mt-24 overflow-hidden lg:scroll-mt-16 bg-gradient-to-b from-green-950 to-green-900 text-white"
    >
      <PitchLines />
      <div className="relative mx-auto grid w-full max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
            3 primeiros meses grátis
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Sua pelada organizada, do check-in ao artilheiro
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-pretty text-green-50 lg:mx-0">
            Presença confirmada pelo celular, times sorteados com equilíbrio e as estatísticas de
            cada jogo em um só lugar. Sem planilha e sem lista no grupo do WhatsApp.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <a
              href="/registro"
              className={cn(
                'inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 text-base font-bold text-green-900 shadow-lg hover:bg-green-50 [&_svg]:size-5',
                focusRingOnDark,
              )}
            >
              Começar grátis
              <ArrowRight aria-hidden="true" />
            </a>
            <a
              href={`#${landingIds.gallery}`}
              className={cn(
                'inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-white/50 px-6 text-base font-semibold text-white hover:bg-white/10 [&_svg]:size-5',
                focusRingOnDark,
              )}
            >
              <Images aria-hidden="true" />
              Ver o app por dentro
            </a>
          </div>
          <p className="mt-4 text-sm text-green-100">
            Depois, R$ 39,90 por mês para o grupo inteiro.
          </p>
        </div>
        <div className="relative mx-auto flex w-full max-w-md justify-center">
          <PhoneFrame
            image={back}
            sizes="280px"
            className="absolute top-10 -left-2 hidden w-[270px] -rotate-6 opacity-90 lg:block"
          />
          <PhoneFrame
            image={front}
            sizes="(min-width: 640px) 290px, 250px"
            priority
            className="relative w-[250px] sm:w-[290px] lg:ml-auto lg:rotate-3"
          />
        </div>
      </div>
    </section>
  )
}

import { ChevronLeft, ChevronRight, Monitor, Smartphone, X } from 'lucide-react'
import { cn } from '@/lib/cn'
import {
  galleryCounterText,
  galleryCountText,
  landingData,
  landingIds,
  type GalleryKind,
} from '../landing-dom'
import type { GalleryImage } from '../gallery-images'
import { focusRing, Section, SectionHeading } from './landing-ui'

const toggles: { kind: GalleryKind; label: string; icon: typeof Smartphone }[] = [
  { kind: 'mobile', label: 'Mobile', icon: Smartphone },
  { kind: 'web', label: 'Web', icon: Monitor },
]

function GalleryGrid({ kind, images }: { kind: GalleryKind; images: GalleryImage[] }) {
  const mobile = kind === 'mobile'
  return (
    <ul
      {...{ [landingData.galleryGrid]: kind }}
      hidden={!mobile}
      aria-label={mobile ? 'Telas no celular' : 'Telas no computador'}
      className={cn(
        'mx-auto mt-8 grid w-full max-w-6xl gap-4',
        mobile ? 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5' : 'sm:grid-cols-2 lg:grid-cols-3',
      )}
    >
      {images.map((image, index) => (
        <li key={image.src}>
          <button
            type="button"
            {...{ [landingData.galleryIndex]: index }}
            aria-haspopup="dialog"
            className={cn(
              'group flex h-full w-full flex-col overflow-hidden rounded-xl border bg-card text-left shadow-sm transition-shadow hover:shadow-md',
              focusRing,
            )}
          >
            <span className="block overflow-hidden bg-muted">
              <img
                src={image.src}
                srcSet={image.srcset}
                sizes={
                  mobile
                    ? '(min-width: 1024px) 220px, (min-width: 640px) 30vw, 45vw'
                    : '(min-width: 1024px) 370px, (min-width: 640px) 45vw, 90vw'
                }
                width={image.width}
                height={image.height}
                alt=""
                loading="lazy"
                decoding="async"
                className={cn(
                  'w-full object-cover object-top transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none',
                  mobile ? 'aspect-[390/620]' : 'aspect-[1280/800]',
                )}
              />
            </span>
            <span className="block p-3 text-sm leading-snug font-medium">{image.alt}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

export function GallerySection({ mobile, web }: { mobile: GalleryImage[]; web: GalleryImage[] }) {
  return (
    <Section id={landingIds.gallery} aria-labelledby="gallery-title">
      <SectionHeading id="gallery-title" eyebrow="Conheça" title="O Bidfut por dentro">
        Telas reais do app, com os dados de um grupo de demonstração. Toque numa imagem para ver em
        tamanho grande.
      </SectionHeading>
      <div className="mt-8 flex flex-col items-center gap-3">
        <div
          role="group"
          aria-label="Versão das telas"
          className="inline-flex rounded-lg border bg-muted p-1"
        >
          {toggles.map(({ kind, label, icon: Icon }) => (
            <button
              key={kind}
              type="button"
              {...{ [landingData.galleryToggle]: kind }}
              aria-pressed={kind === 'mobile'}
              className={cn(
                'inline-flex h-10 min-w-28 items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold text-muted-foreground hover:text-foreground aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm',
                focusRing,
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </button>
          ))}
        </div>
        <p
          id={landingIds.galleryCount}
          aria-live="polite"
          className="text-sm text-muted-foreground"
        >
          {galleryCountText(mobile.length)}
        </p>
      </div>
      <GalleryGrid kind="mobile" images={mobile} />
      <GalleryGrid kind="web" images={web} />
    </Section>
  )
}

const dialogButton = cn(
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 [&_svg]:size-6',
  'outline-none focus-visible:ring-2 focus-visible:ring-white',
)

/** The viewer the island opens over the page; it starts hidden and empty. */
export function GalleryDialog({ total }: { total: number }) {
  return (
    <div
      id={landingIds.galleryDialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={landingIds.galleryDialogTitle}
      aria-describedby={landingIds.galleryDialogCaption}
      hidden
      className="fixed inset-0 z-50 flex flex-col bg-slate-950/[0.97] text-white"
    >
      <div className="flex items-center justify-between gap-3 px-3 py-3 sm:px-6">
        <h2 id={landingIds.galleryDialogTitle} className="text-sm font-semibold sm:text-base">
          <span className="sr-only">Galeria do Bidfut: </span>
          <span id={landingIds.galleryDialogCounter}>{galleryCounterText(0, total)}</span>
        </h2>
        <button
          type="button"
          {...{ [landingData.galleryClose]: '' }}
          aria-label="Fechar"
          className={dialogButton}
        >
          <X aria-hidden="true" />
        </button>
      </div>
      <div className="flex min-h-0 flex-1 items-center justify-center gap-2 px-2 sm:gap-4 sm:px-6">
        <button
          type="button"
          {...{ [landingData.galleryPrev]: '' }}
          aria-label="Imagem anterior"
          className={dialogButton}
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <img
          id={landingIds.galleryDialogImage}
          alt=""
          decoding="async"
          className="h-full min-h-0 w-full min-w-0 flex-1 object-contain"
        />
        <button
          type="button"
          {...{ [landingData.galleryNext]: '' }}
          aria-label="Próxima imagem"
          className={dialogButton}
        >
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
      <p
        id={landingIds.galleryDialogCaption}
        className="mx-auto max-w-2xl px-4 py-4 text-center text-sm text-slate-200 sm:text-base"
      />
    </div>
  )
}

import { ArrowUp, LayoutDashboard, MapPin, MessageCircle } from 'lucide-react'
import { cn } from '@/lib/cn'
import { landingData, landingIds } from '../landing-dom'
import { focusRingOnDark, Logo } from './landing-ui'

const footerLinks = [
  { href: `#${landingIds.hero}`, label: 'Início' },
  { href: `#${landingIds.about}`, label: 'Sobre' },
  { href: `#${landingIds.services}`, label: 'Funcionalidades' },
  { href: `#${landingIds.gallery}`, label: 'Conheça' },
]

const link = cn('rounded-sm text-green-50 hover:text-white hover:underline', focusRingOnDark)
const darkButton = cn(
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg px-5 font-semibold [&_svg]:size-5',
  focusRingOnDark,
)

export function LandingFooter({ year }: { year: number }) {
  const { session } = landingData
  return (
    <footer className="bg-green-950 px-4 pt-14 pb-24 text-green-50 sm:pb-14">
      <div className="mx-auto grid w-full max-w-6xl gap-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-xl font-bold text-white">
            <Logo />
            Bidfut
          </p>
          <p className="mt-3 text-sm">
            A sua pelada organizada: check-in, sorteio de times e estatísticas de cada BID.
          </p>
        </div>
        <nav aria-labelledby="footer-nav-title">
          <h2 id="footer-nav-title" className="font-semibold text-white">
            Navegação
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerLinks.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={link}>
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <a href="/privacy" className={link}>
                Política de Privacidade
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">Sua conta</h2>
          <div {...{ [session]: 'signed-out' }} className="mt-3 flex flex-wrap gap-3">
            <a
              href="/login"
              className={cn(darkButton, 'bg-white text-green-900 hover:bg-green-50')}
            >
              Login
            </a>
            <a
              href="/registro"
              className={cn(darkButton, 'border border-white/50 text-white hover:bg-white/10')}
            >
              Registro
            </a>
          </div>
          <div {...{ [session]: 'signed-in' }} hidden className="mt-3">
            <a
              href="/dashboard"
              className={cn(darkButton, 'bg-white text-green-900 hover:bg-green-50')}
            >
              <LayoutDashboard aria-hidden="true" />
              Ir para o Dashboard
            </a>
          </div>
        </div>
        <div>
          <h2 className="font-semibold text-white">Contato</h2>
          <ul className="mt-3 space-y-3 text-sm">
            <li>
              <a href={`#${landingIds.contact}`} className={link}>
                Formulário de contato
              </a>
            </li>
            <li {...{ [landingData.address]: '' }} hidden className="flex gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
              <address className="not-italic" />
            </li>
            <li {...{ [landingData.whatsapp]: '' }} hidden>
              <a
                href="#"
                target="_blank"
                rel="noopener noreferrer"
                className={cn(link, 'inline-flex items-center gap-2')}
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                WhatsApp
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="mx-auto mt-12 w-full max-w-6xl border-t border-white/15 pt-6 text-sm text-green-100">
        © {year} Bidfut. Todos os direitos reservados.
      </p>
      <a
        href={`#${landingIds.hero}`}
        {...{ [landingData.backToTop]: '' }}
        hidden
        aria-label="Voltar ao topo"
        className={cn(
          'fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-black/20 hover:bg-green-800 [&_svg]:size-6',
          'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        )}
      >
        <ArrowUp aria-hidden="true" />
      </a>
    </footer>
  )
}

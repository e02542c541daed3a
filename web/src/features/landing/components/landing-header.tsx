import { LayoutDashboard } from 'lucide-react'
import { cn } from '@/lib/cn'
import { landingData, landingIds } from '../landing-dom'
import { buttonStyles, focusRing, Logo } from './landing-ui'

const sectionLinks = [
  { href: `#${landingIds.about}`, label: 'Sobre' },
  { href: `#${landingIds.services}`, label: 'Funcionalidades' },
  { href: `#${landingIds.gallery}`, label: 'Conheça' },
  { href: `#${landingIds.pricing}`, label: 'Preço' },
  { href: `#${landingIds.contact}`, label: 'Contato' },
]

/** Login and Registro for visitors; the island swaps in 'Ir para o Dashboard' for a stored session. */
export function AccountActions({ compact = false }: { compact?: boolean }) {
  const { session } = landingData
  return (
    <>
      <div {...{ [session]: 'signed-out' }} className="flex items-center gap-2">
        <a href="/login" className={compact ? buttonStyles.ghost : buttonStyles.outline}>
          Login
        </a>
        <a href="/registro" className={compact ? buttonStyles.small : buttonStyles.primary}>
          Registro
        </a>
      </div>
      <div {...{ [session]: 'signed-in' }} hidden>
        <a href="/dashboard" className={compact ? buttonStyles.small : buttonStyles.primary}>
          <LayoutDashboard aria-hidden="true" />
          {compact ? 'Dashboard' : 'Ir para o Dashboard'}
        </a>
      </div>
    </>
  )
}

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-3 px-3 sm:px-4">
        <a
          href={`#${landingIds.hero}`}
          className={cn(
            'flex h-14 items-center gap-2 rounded-md text-xl font-bold tracking-tight',
            focusRing,
          )}
        >
          <Logo />
          Bidfut
        </a>
        {/* Below lg, a second row the thumb scrolls sideways: 'Preço' and 'Contato' on phones too. */}
        <nav
          aria-label="Seções da página"
          className="order-last -mx-3 flex w-[calc(100%+1.5rem)] overflow-x-auto border-t px-1 sm:-mx-4 sm:w-[calc(100%+2rem)] sm:justify-center lg:order-none lg:mx-0 lg:w-auto lg:flex-1 lg:overflow-visible lg:border-0 lg:px-0"
        >
          <ul className="flex items-center gap-1 py-0.5 lg:py-0">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={cn(
                    'block rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground hover:bg-accent hover:text-accent-foreground lg:py-2',
                    focusRing,
                  )}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex h-14 items-center gap-2 lg:ml-0">
          <AccountActions compact />
        </div>
      </div>
    </header>
  )
}

import { Navigation } from 'lucide-react'
import { mapsLinks } from '@bidfut/domain/rules/maps-links'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

export const MAPS_LABEL = 'Como chegar'

/**
 * 'Como chegar' (ADR 061): the BID's place in Google Maps, Apple Maps and Waze, from the same
 * domain helper the emails and the calendar use; nothing while the place is not set.
 */
export function MapsLinks({ place, className }: { place: string | null; className?: string }) {
  const links = mapsLinks(place)
  if (links.length === 0) return null
  return (
    <nav aria-label={MAPS_LABEL} className={cn('flex flex-col gap-2', className)}>
      <p className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground uppercase">
        <Navigation aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {MAPS_LABEL}
      </p>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(6.25rem,1fr))] gap-2">
        {links.map((link) => (
          <Button key={link.app} asChild variant="outline" size="sm" className="px-2">
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </Button>
        ))}
      </div>
    </nav>
  )
}

import { CalendarDays } from 'lucide-react'
import { Badge } from '@/components/ui/badge'

/** 'Temporada 2026': the calendar year the numbers count (ADR 006). */
export function SeasonBadge({ season }: { season: number }) {
  return (
    <Badge variant="secondary" className="px-3 py-1 text-sm">
      <CalendarDays aria-hidden="true" className="size-4" />
      Temporada {season}
    </Badge>
  )
}

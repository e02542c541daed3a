import { Trophy } from 'lucide-react'
import { Badge } from '@/components/ui/badge'

/** 'Craque da partida': beside the winner's name wherever a finished BID shows (ADR 039). */
export function CraqueBadge({ label = 'Craque da partida' }: { label?: string }) {
  return (
    <Badge className="gap-1 bg-amber-100 px-2 py-0.5 text-amber-900 hover:bg-amber-100">
      <Trophy aria-hidden="true" className="size-3.5" />
      {label}
    </Badge>
  )
}

/** The winners' names with the badge, or nothing when nobody won. */
export function CraqueWinners({
  winners,
}: {
  winners: { companyPlayerId: number; name: string }[]
}) {
  if (winners.length === 0) return null
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <CraqueBadge />
      <span className="font-medium">{winners.map((w) => w.name).join(' e ')}</span>
    </p>
  )
}

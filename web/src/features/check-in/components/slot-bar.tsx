import { cn } from '@/lib/cn'

export function remainingSlotsText(available: number): string {
  if (available === 0) return 'BID lotado'
  return available === 1 ? '1 vaga restante' : `${available} vagas restantes`
}

/** The right-hand count while the mensalistas' window holds places (ADR 036). */
export function slotsWithHeldText(available: number, held: number): string {
  const free = Math.max(0, available - held)
  const reserved = held === 1 ? '1 reservada' : `${held} reservadas`
  return `${free === 1 ? '1 livre' : `${free} livres`}, ${reserved}`
}

/**
 * One segment per slot (24), filled for each confirmed player; `held` places of the mensalistas'
 * window are drawn apart, hatched.
 */
export function SlotBar({
  confirmed,
  total,
  held = 0,
}: {
  confirmed: number
  total: number
  held?: number
}) {
  const available = Math.max(0, total - confirmed)
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">
          {confirmed}/{total} confirmados
        </span>
        <span
          className={cn(
            'font-semibold',
            available === 0 ? 'text-destructive' : held > 0 ? 'text-amber-800' : 'text-primary',
          )}
        >
          {held > 0 ? slotsWithHeldText(available, held) : remainingSlotsText(available)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Vagas preenchidas"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={Math.min(confirmed, total)}
        aria-valuetext={`${confirmed} de ${total} vagas preenchidas`}
        className="grid gap-0.5"
        style={{ gridTemplateColumns: `repeat(${total}, minmax(0, 1fr))` }}
      >
        {Array.from({ length: total }, (_, index) => (
          <span
            key={index}
            className={cn(
              'h-3 rounded-sm',
              index < confirmed
                ? 'bg-primary'
                : index < confirmed + held
                  ? 'bg-amber-200 ring-1 ring-amber-600 ring-inset'
                  : 'bg-muted ring-1 ring-border ring-inset',
            )}
          />
        ))}
      </div>
    </div>
  )
}

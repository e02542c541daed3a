import { cn } from '@/lib/cn'

export function remainingSlotsText(available: number): string {
  if (available === 0) return 'BID lotado'
  return available === 1 ? '1 vaga restante' : `${available} vagas restantes`
}

/** One segment per slot (24), filled for each confirmed player. */
export function SlotBar({ confirmed, total }: { confirmed: number; total: number }) {
  const available = Math.max(0, total - confirmed)
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">
          {confirmed}/{total} confirmados
        </span>
        <span
          className={cn('font-semibold', available === 0 ? 'text-destructive' : 'text-primary')}
        >
          {remainingSlotsText(available)}
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
              index < confirmed ? 'bg-primary' : 'bg-muted ring-1 ring-border ring-inset',
            )}
          />
        ))}
      </div>
    </div>
  )
}

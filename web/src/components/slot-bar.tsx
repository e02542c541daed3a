import { placesOf, placesText, waitingText, type SlotsView } from '@bidfut/domain/rules/places'
import { cn } from '@/lib/cn'

/**
 * A BID's places as both sides see them (/bid-atual and /check-in): one segment per slot, filled
 * for each confirmed player; places the mensalistas' window holds drawn apart, hatched. Its words
 * come from the one reading of the places (domain rules/places), so the screens never disagree.
 */
export function SlotBar({ bid }: { bid: SlotsView }) {
  const places = placesOf(bid)
  const { confirmed, total, held } = places
  const waiting = waitingText(places)
  return (
    <div className="flex flex-col gap-2" data-testid="slot-bar">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
        <span className="font-medium">
          {confirmed}/{total} confirmados
        </span>
        <span
          className={cn(
            'font-semibold',
            places.free === 0 && held === 0
              ? 'text-destructive'
              : held > 0
                ? 'text-amber-800'
                : 'text-primary',
          )}
        >
          {placesText(places)}
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
      {waiting ? <p className="text-sm text-amber-800">{waiting}</p> : null}
    </div>
  )
}

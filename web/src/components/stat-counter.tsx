import { useEffect, useRef, useState } from 'react'
import { Minus, Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { canStep, parseCounterInput, stepCounter } from '@/lib/stat-counter'

export type StatCounterProps = {
  value: number
  onChange: (value: number) => void
  /** Accessible name of the number field, e.g. 'Gols de Ana'. */
  label: string
  decreaseLabel: string
  increaseLabel: string
  disabled?: boolean
  compact?: boolean
  className?: string
}

/** − [n] + : the buttons step by one; typed values follow lib/stat-counter.ts's rules on blur. */
export function StatCounter({
  value,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  disabled = false,
  compact = false,
  className,
}: StatCounterProps) {
  // null while the user is not typing, so outside changes (rollbacks, polls) always show.
  const [draft, setDraft] = useState<string | null>(null)
  // Two quick taps can both land before the first one's value renders: step from the last value
  // asked for, so they count 1 then 2 rather than 1 twice.
  const asked = useRef(value)
  useEffect(() => {
    asked.current = value
  }, [value])

  const input = useRef<HTMLInputElement>(null)
  function step(by: 1 | -1) {
    const next = stepCounter(asked.current, by)
    if (next === asked.current) return
    asked.current = next
    onChange(next)
    // The button is about to be disabled (0, or the cap), which would drop keyboard focus: the
    // number it changed takes it.
    if (!canStep(next, by)) input.current?.focus()
  }

  function commit() {
    if (draft === null) return
    const next = parseCounterInput(draft, value)
    setDraft(null)
    if (next !== value) onChange(next)
  }

  // Compact fits four counters in a desktop table row; the default is thumb-sized for phones.
  const buttonSize = compact ? 'size-7' : 'size-10'
  return (
    <div className={cn('inline-flex items-center', compact ? 'gap-0.5' : 'gap-1', className)}>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className={buttonSize}
        aria-label={decreaseLabel}
        disabled={disabled || !canStep(value, -1)}
        onClick={() => step(-1)}
      >
        <Minus aria-hidden="true" />
      </Button>
      <input
        ref={input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit()
          if (event.key === 'Escape') setDraft(null)
        }}
        className={cn(
          'rounded-md border border-input bg-background text-center font-semibold tabular-nums focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60',
          compact ? 'h-7 w-9 text-sm' : 'h-10 w-10 text-base',
        )}
      />
      <Button
        type="button"
        variant="outline"
        size="icon"
        className={buttonSize}
        aria-label={increaseLabel}
        disabled={disabled || !canStep(value, 1)}
        onClick={() => step(1)}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  )
}

import { useDeferredValue, type ReactNode } from 'react'

/**
 * Draws `fallback` first and `children` right after, in a transition. Data arriving from a query
 * renders at once, in one task (TanStack Query's store updates cannot be transitions); a large part
 * of the screen inside this renders in slices of a few milliseconds instead, so a phone keeps
 * answering taps while it draws.
 */
export function DeferredRender({
  children,
  fallback,
}: {
  children: ReactNode
  fallback: ReactNode
}) {
  const ready = useDeferredValue(true, false)
  return ready ? children : fallback
}

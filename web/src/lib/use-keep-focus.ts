import { useCallback, useRef } from 'react'

/**
 * Keeps keyboard focus in a region whose controls React replaces after an action: a status
 * button that becomes another, a player who moves from the waiting list to a group. When the
 * focused control leaves the page (focus would fall to the page's start), focus goes instead to
 * what took its place, in this order:
 * - `data-focus-id`: the element with the same id, or the first control inside it (the same
 *   player's row in their new place); the lost control may be anywhere inside its id's element;
 * - `data-focus-group`: the element of the same group at the same position, else the last one;
 * - `data-focus-fallback`: the region's last resort (a heading or a status message with
 *   tabIndex=-1).
 * Focus the person moved elsewhere themselves is left alone. A disabled control drops focus too,
 * with no removal to see: controls in such a region stay enabled while their action runs.
 * Returns a ref for the region.
 */
export function useKeepFocus<T extends HTMLElement>(): (node: T | null) => void {
  const stop = useRef<(() => void) | null>(null)
  return useCallback((node: T | null) => {
    stop.current?.()
    stop.current = node ? keepFocusIn(node) : null
  }, [])
}

type Place = { id: string | null; group: string | null; index: number }

function placeOf(region: HTMLElement, element: Element): Place {
  const id = element.closest('[data-focus-id]')?.getAttribute('data-focus-id') ?? null
  const grouped = element.closest('[data-focus-group]')
  const group = grouped?.getAttribute('data-focus-group') ?? null
  const index =
    group === null
      ? -1
      : [...members(region, 'data-focus-group', group)].findIndex((el) => el === grouped)
  return { id, group, index }
}

function members(region: HTMLElement, attribute: string, value: string) {
  return region.querySelectorAll<HTMLElement>(`[${attribute}="${CSS.escape(value)}"]`)
}

const CONTROL =
  'button:not(:disabled), select:not(:disabled), input:not(:disabled), a[href], [tabindex="0"]'

/** The element itself when it takes focus, else the first control inside it. */
function controlIn(element: HTMLElement | undefined): HTMLElement | null {
  if (!element) return null
  return element.matches(CONTROL) ? element : element.querySelector<HTMLElement>(CONTROL)
}

function replacementFor(region: HTMLElement, lost: Place): HTMLElement | null {
  if (lost.id !== null) {
    const same = controlIn(members(region, 'data-focus-id', lost.id)[0])
    if (same) return same
  }
  if (lost.group !== null) {
    const group = members(region, 'data-focus-group', lost.group)
    const near = group[Math.min(lost.index, group.length - 1)]
    if (near) return near
  }
  return region.querySelector<HTMLElement>('[data-focus-fallback]')
}

/** Nothing holds focus: the focused element was removed. */
function focusLost(): boolean {
  const active = document.activeElement
  return active === null || active === document.body || !active.isConnected
}

function keepFocusIn(region: HTMLElement): () => void {
  let last: Place | null = null
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Element) last = placeOf(region, event.target)
  }
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget
    if (next instanceof Node && region.contains(next)) return
    // The person moved focus elsewhere (a dialog, another card): not ours to bring back.
    if (next !== null) {
      last = null
      return
    }
    // Nowhere: a click on the page's background or another window, unless the control is gone.
    const left = event.target
    queueMicrotask(() => {
      if (left instanceof Element && left.isConnected) last = null
    })
  }
  const observer = new MutationObserver(() => {
    if (last === null || !focusLost()) return
    replacementFor(region, last)?.focus()
  })
  region.addEventListener('focusin', onFocusIn)
  region.addEventListener('focusout', onFocusOut)
  observer.observe(region, { childList: true, subtree: true })
  return () => {
    observer.disconnect()
    region.removeEventListener('focusin', onFocusIn)
    region.removeEventListener('focusout', onFocusOut)
  }
}

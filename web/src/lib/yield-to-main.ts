/** Ends the current task so the browser can paint and handle input before the next step. */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Resolves once the current screen has painted: the frame's callback runs just before the paint
 * (after the stylesheet has arrived), and the timeout it queues runs after it. A hidden tab does
 * not paint, so there it resolves at once, or as soon as the tab is hidden.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve()
    const onHidden = () => {
      if (document.visibilityState === 'hidden') resolve()
    }
    document.addEventListener('visibilitychange', onHidden, { once: true })
    requestAnimationFrame(() => setTimeout(resolve, 0))
  })
}

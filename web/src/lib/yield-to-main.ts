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
    const done = () => {
      document.removeEventListener('visibilitychange', done)
      resolve()
    }
    if (document.visibilityState === 'hidden') return done()
    // From a visible tab, the only change is to hidden.
    document.addEventListener('visibilitychange', done)
    requestAnimationFrame(() => setTimeout(done, 0))
  })
}

/** Ends the current task so the browser can paint and handle input before the next step. */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Resolves once the current screen has painted: the frame's callback runs just before the paint,
 * and the timeout it queues runs after it. A hidden tab never paints, hence the 100 ms bound.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = setTimeout(resolve, 100)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(done)
        resolve()
      }, 0),
    )
  })
}

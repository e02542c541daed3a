/**
 * A job's loop: `run` once at start and then every `intervalMs`. A tick that finds the previous
 * one still running skips (the next picks up the rest); stop() waits for a tick in flight, so
 * shutdown never cuts one in half.
 */
export function createTickLoop(
  run: () => Promise<unknown>,
  intervalMs: number,
  onError: (err: unknown) => void,
) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined

  function tick() {
    if (running) return
    running = run()
      .catch(onError)
      .finally(() => {
        running = undefined
      })
  }

  return {
    start() {
      tick()
      timer ??= setInterval(tick, intervalMs)
      timer.unref()
    },
    async stop() {
      clearInterval(timer)
      timer = undefined
      while (running) await running
    },
  }
}

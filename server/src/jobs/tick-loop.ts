type Log = { error: (obj: object, msg: string) => void }

/**
 * A job's loop: a tick at start and every `intervalMs`; a tick that finds the previous one still
 * running skips (the next picks up the rest), and stop() waits for a tick in flight, so shutdown
 * never cuts one in half.
 */
export function createTickLoop(
  work: () => Promise<unknown>,
  intervalMs: number,
  onError: (err: unknown) => void,
) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined

  function tick() {
    if (running) return
    running = work()
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

/** The loop's error handler: a failed tick is logged, and the next one tries again. */
export const logTickFailure = (log: Log | undefined, what: string) => (err: unknown) =>
  log?.error({ err }, `${what} tick failed`)

type Log = { error: (obj: object, msg: string) => void }

/**
 * The loop a queue worker runs (email and push outboxes): `trigger` starts a drain without
 * waiting for it, and calls during a drain fold into one more pass; `start` drains now and then
 * every `intervalMs` (retries that became due, other instances' rows); `stop` waits for the
 * drain in flight, so shutdown never cuts one in half.
 */
export function createDrainLoop(
  drain: () => Promise<unknown>,
  options: { intervalMs: number; log?: Log; failure: string },
) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  let drainAgain = false
  let stopped = false

  function trigger(): void {
    if (stopped) return
    if (running) {
      drainAgain = true
      return
    }
    running = drain()
      .catch((err) => options.log?.error({ err }, options.failure))
      .finally(() => {
        running = undefined
        if (drainAgain) {
          drainAgain = false
          trigger()
        }
      })
  }

  async function idle() {
    while (running) await running
  }

  return {
    trigger,
    start() {
      stopped = false
      trigger()
      timer ??= setInterval(trigger, options.intervalMs)
      timer.unref()
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      timer = undefined
      await idle()
    },
    /** Waits for the drain in flight, if any (tests and the bench). */
    idle,
  }
}

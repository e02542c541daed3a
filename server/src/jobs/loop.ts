type Log = { error: (obj: object, msg: string) => void }

export type LoopOptions = {
  /** A pass at start, then one every `everyMs` (retries that fell due, other instances' work). */
  everyMs: number
  /** A pass that has not settled by then frees the loop (logged); the next one may start. */
  timeoutMs?: number
  /** A nudge waits this long, and nudges within it share one pass (ADR 026's timing). */
  triggerDelayMs?: number
  /** Nudges run passes before start() too (a queue: what a test's request queued goes out). */
  triggerBeforeStart?: boolean
  log?: Log
  failure: string
  /** After each pass: another at once when it says so (a full batch), and what it counts. */
  onPass?: (result: unknown) => { again: boolean }
  onError?: (err: unknown) => void
}

/**
 * The one loop every background job runs (ADR 043): `trigger` asks for a pass without waiting
 * for it, and nudges during a pass fold into one more; `start` runs a pass now and then every
 * `everyMs`; `stop` waits for every pass still running, so shutdown never cuts one in half.
 */
export function createLoop(pass: () => Promise<unknown>, options: LoopOptions) {
  let timer: NodeJS.Timeout | undefined
  let pending: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  const inFlight = new Set<Promise<unknown>>()
  let again = false
  let started = false
  let stopped = false

  function runPass(): void {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    const work = pass()
    inFlight.add(work)
    void work.finally(() => inFlight.delete(work)).catch(() => undefined)
    let timeout: NodeJS.Timeout | undefined
    const { timeoutMs } = options
    const overrun = new Promise<never>((_, reject) => {
      if (timeoutMs === undefined) return
      timeout = setTimeout(
        () => reject(new Error(`pass still running after ${timeoutMs} ms`)),
        timeoutMs,
      )
      timeout.unref()
    })
    running = Promise.race([work, overrun])
      .then((result) => {
        if (options.onPass?.(result).again) again = true
      })
      .catch((err) => {
        options.onError?.(err)
        options.log?.error({ err }, options.failure)
      })
      .finally(() => {
        clearTimeout(timeout)
        running = undefined
        if (again && (started || options.triggerBeforeStart)) {
          again = false
          runPass()
        }
      })
  }

  async function idle() {
    while (running || inFlight.size > 0) await Promise.allSettled([running, ...inFlight])
  }

  return {
    trigger(): void {
      if (stopped || pending || !(started || options.triggerBeforeStart)) return
      if (!options.triggerDelayMs) return runPass()
      pending = setTimeout(() => {
        pending = undefined
        runPass()
      }, options.triggerDelayMs)
    },
    start() {
      started = true
      stopped = false
      runPass()
      timer ??= setInterval(runPass, options.everyMs)
      timer.unref()
    },
    async stop() {
      stopped = true
      started = false
      clearInterval(timer)
      clearTimeout(pending)
      timer = undefined
      pending = undefined
      await idle()
    },
    /** Waits for the pass in flight, if any (tests and the bench). */
    idle,
  }
}

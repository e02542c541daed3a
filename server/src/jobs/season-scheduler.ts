import { clock } from '../lib/clock.ts'
import type { WorkerTrigger } from '../lib/worker-trigger.ts'
import type { SeasonOpenings } from '../modules/season/season-openings.ts'

type Log = { error: (obj: object, msg: string) => void }

export type SeasonScheduler = ReturnType<typeof createSeasonScheduler>
export type SeasonRun = {
  openings: number
  released: number
  emails: number
  /** The tick took as many due groups as it may: more are due, and the next tick runs at once. */
  more: boolean
}

/**
 * Runs the season (ADR 036): opens the scheduled BIDs that are due and releases the held places
 * of windows that closed. Once at start, so what was missed while the server was down happens
 * (while the game is ahead), then every `intervalMs`; a settings change nudges a tick sooner. Any
 * number of instances may run it: each date's opening is claimed by a primary key, each release
 * by a conditional update.
 */
export function createSeasonScheduler(deps: {
  openings: SeasonOpenings
  emailOutbox: WorkerTrigger
  /** 'BID aberto' and promotion pushes are queued with the openings and releases. */
  pushOutbox: WorkerTrigger
  log?: Log
  intervalMs?: number
}) {
  const { openings, emailOutbox, pushOutbox, log } = deps
  const intervalMs = deps.intervalMs ?? 60_000
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  let again = false
  let started = false

  async function runOnce(now: Date = clock.now()): Promise<SeasonRun> {
    const opened = await openings.openDueBids(now)
    const released = await openings.releaseDueWindows(now)
    const emails = opened.emails + released.emails
    if (emails > 0) emailOutbox.trigger()
    // A release's count holds its promotion emails and pushes together (fillFreeSlots).
    if (opened.pushes > 0 || released.emails > 0) pushOutbox.trigger()
    return {
      openings: opened.openings,
      released: released.released,
      emails,
      more: opened.more || released.more,
    }
  }

  /** A tick during a tick folds into one more after it. */
  function tick() {
    if (running) {
      again = true
      return
    }
    running = runOnce()
      .then((run) => {
        // A busy minute (more due than a tick takes) goes on at once, not a minute later.
        if (run.more) again = true
      })
      .catch((err) => log?.error({ err }, 'season tick failed'))
      .finally(() => {
        running = undefined
        if (again && started) {
          again = false
          tick()
        }
      })
  }

  return {
    runOnce,
    /** Runs a tick soon; nothing before start() (tests drive runOnce with a pinned clock). */
    trigger() {
      if (started) tick()
    },
    start() {
      started = true
      tick()
      timer ??= setInterval(tick, intervalMs)
      timer.unref()
    },
    async stop() {
      started = false
      clearInterval(timer)
      timer = undefined
      while (running) await running
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Opens scheduled BIDs and closes windows; main.ts starts it, tests call runOnce(now). */
    seasonScheduler: SeasonScheduler
  }
}

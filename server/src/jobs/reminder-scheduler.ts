import type { Db } from '../db/client.ts'
import { clock } from '../lib/clock.ts'
import type { WorkerTrigger } from '../lib/worker-trigger.ts'
import {
  createReminderPlanner,
  type ForecastSource,
} from '../modules/reminders/reminder-planner.ts'
import type { EmailOutboxWorker } from './email-outbox-worker.ts'
import { createTickLoop, logTickFailure } from './tick-loop.ts'

type Log = {
  warn: (obj: object, msg: string) => void
  error: (obj: object, msg: string) => void
}

export type ReminderScheduler = ReturnType<typeof createReminderScheduler>
export type ReminderRun = { reminders: number; rainAlerts: number }

/**
 * Queues reminder emails and rain alerts when they fall due (ADR 007): once at start, so what
 * was missed while the server was down goes out, then every minute. Any number of instances may
 * run it; the outbox's dedupe keys make each email go once.
 */
export function createReminderScheduler(deps: {
  db: Db
  weather: ForecastSource
  publicUrl: string
  emailOutbox: Pick<EmailOutboxWorker, 'trigger'>
  /** Reminders and rain alerts are pushed too, to the devices that asked (ADR 041). */
  pushOutbox: WorkerTrigger
  log?: Log
  intervalMs?: number
}) {
  const { emailOutbox, pushOutbox, log } = deps
  const intervalMs = deps.intervalMs ?? 60_000
  const planner = createReminderPlanner(deps)
  async function runOnce(now: Date = clock.now()): Promise<ReminderRun> {
    const reminders = await planner.queueDueReminders(now)
    const rainAlerts = await planner.queueDueRainAlerts(now)
    if (reminders + rainAlerts > 0) {
      emailOutbox.trigger()
      pushOutbox.trigger()
    }
    return { reminders, rainAlerts }
  }

  return {
    runOnce,
    ...createTickLoop(() => runOnce(), intervalMs, logTickFailure(log, 'reminder')),
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues reminders when due; main.ts starts its loop, tests call runOnce(now). */
    reminderScheduler: ReminderScheduler
  }
}

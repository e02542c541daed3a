import { vi } from 'vitest'
import type { Db } from '../db/client.ts'
import { createChanges } from '../lib/changes.ts'
import { createSeasonOpenings } from '../modules/season/season-openings.ts'
import { seasonJob } from './jobs.ts'
import { createJobRuntime, type JobDefinition, type PassResult } from './runtime.ts'
import { createNotices } from '../modules/notices/notices.ts'

/** Stands in for a queue (email, push) in a test's runtime: its `run` counts the nudges. */
export function nudgeCounter(run: (now: Date) => Promise<PassResult> = vi.fn(async () => ({}))) {
  return {
    everyMs: 60_000,
    trigger: { beforeStart: true },
    timeoutMs: 1000,
    retry: 'none',
    dedupe: 'none',
    run,
  } satisfies JobDefinition
}

/** The season job on `conn` (one instance), beside stand-ins for the queues it nudges. */
export function seasonOn(conn: Db, publicUrl: string, pushes = vi.fn(async () => ({}))) {
  const openings = createSeasonOpenings({
    db: conn,
    changes: createChanges(conn),
    publicUrl,
    notices: createNotices({ whatsapp: false }),
  })
  const jobs = createJobRuntime({
    season: seasonJob({ openings }),
    email: nudgeCounter(),
    push: nudgeCounter(pushes),
  })
  return { runOnce: (now: Date) => jobs.run('season', now) }
}

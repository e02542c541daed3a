import { describe, expect, it, vi } from 'vitest'
import type { SeasonOpenings } from '../modules/season/season-openings.ts'
import { createSeasonScheduler } from './season-scheduler.ts'

describe('the season scheduler loop', () => {
  it('runs the next tick at once while a tick takes all the due groups it may', async () => {
    const full = [true, true, false]
    const openDueBids = vi.fn(async () => ({
      openings: 250,
      emails: 0,
      pushes: 0,
      more: full.shift() ?? false,
    }))
    const openings = {
      openDueBids,
      releaseDueWindows: async () => ({ released: 0, emails: 0, more: false }),
    } satisfies SeasonOpenings
    const scheduler = createSeasonScheduler({
      openings,
      emailOutbox: { trigger: vi.fn() },
      pushOutbox: { trigger: vi.fn() },
      intervalMs: 60_000,
    })
    scheduler.start()
    // Three ticks back to back, not one a minute; then it waits for the interval.
    await vi.waitFor(() => expect(openDueBids).toHaveBeenCalledTimes(3))
    await scheduler.stop()
    expect(openDueBids).toHaveBeenCalledTimes(3)
  })
})

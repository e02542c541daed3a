import { describe, expect, it, vi } from 'vitest'
import type { SeasonOpenings } from '../modules/season/season-openings.ts'
import { nudgeCounter } from './jobs.test-kit.ts'
import { seasonJob } from './jobs.ts'
import { createJobRuntime, type PassResult } from './runtime.ts'

describe('the job runtime', () => {
  it('runs the next pass at once while a pass takes all the due work it may', async () => {
    const full = [true, true, false]
    const openDueBids = vi.fn(async () => ({
      openings: 250,
      emails: 0,
      pushes: 0,
      whatsapp: 0,
      more: full.shift() ?? false,
    }))
    const openings = {
      openDueBids,
      releaseDueWindows: async () => ({ released: 0, emails: 0, more: false }),
    } satisfies SeasonOpenings
    const jobs = createJobRuntime({ season: seasonJob({ openings }) })
    jobs.start()
    // Three passes back to back, not one a minute; then it waits for the interval.
    await vi.waitFor(() => expect(openDueBids).toHaveBeenCalledTimes(3))
    await jobs.stop()
    expect(openDueBids).toHaveBeenCalledTimes(3)
  })

  it('nudges the kinds a pass woke, folds nudges during a pass into one more, and counts', async () => {
    let release = () => {}
    const email = vi.fn(
      () => new Promise<{ sent: number }>((resolve) => (release = () => resolve({ sent: 2 }))),
    )
    const jobs = createJobRuntime({
      producer: { ...nudgeCounter(async () => ({ queued: 3 })), wakes: ['email'] },
      email: { ...nudgeCounter(email), queue: undefined },
    })
    await jobs.run('producer')
    expect(email).toHaveBeenCalledTimes(1)
    // Three nudges while the pass runs: one more pass after it, not three.
    jobs.trigger('email')
    jobs.trigger('email')
    jobs.trigger('email')
    release()
    await vi.waitFor(() => expect(email).toHaveBeenCalledTimes(2))
    release()
    await jobs.idle('email')
    expect(email).toHaveBeenCalledTimes(2)
    const stats = await jobs.stats()
    expect(stats.find((s) => s.kind === 'producer')).toEqual({
      kind: 'producer',
      runs: 1,
      failures: 0,
    })
    expect(stats.find((s) => s.kind === 'email')).toEqual({ kind: 'email', runs: 2, failures: 0 })
  })

  it('frees the loop from a pass that outlives its timeout, logs it, and stop() still waits for it', async () => {
    let finish = () => {}
    const stuck = vi.fn(() => new Promise<PassResult>((resolve) => (finish = () => resolve({}))))
    const log = { warn: vi.fn(), error: vi.fn() }
    const jobs = createJobRuntime(
      { slow: { ...nudgeCounter(stuck), trigger: undefined, timeoutMs: 20 } },
      { log },
    )
    jobs.start()
    await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(1))
    expect(log.error.mock.calls[0]![1]).toBe('slow job failed')
    expect((await jobs.stats())[0]).toMatchObject({ runs: 0, failures: 1 })
    let stopped = false
    const stopping = jobs.stop().then(() => (stopped = true))
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(stopped).toBe(false)
    finish()
    await stopping
  })

  it('ignores nudges to a schedule before start() and to anything after stop()', async () => {
    const season = vi.fn(async () => ({}))
    const queue = vi.fn(async () => ({}))
    const jobs = createJobRuntime({
      season: { ...nudgeCounter(season), trigger: {} },
      email: nudgeCounter(queue),
    })
    jobs.trigger('season')
    jobs.trigger('email')
    await jobs.idle('email')
    expect(season).not.toHaveBeenCalled()
    expect(queue).toHaveBeenCalledTimes(1)
    await jobs.stop()
    jobs.trigger('email')
    expect(queue).toHaveBeenCalledTimes(1)
  })
})
